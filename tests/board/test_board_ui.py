"""The board component driven like a person would, on boards with diagonals, the
black robot and vortex targets: number keys and arrow keys, then the on-screen
buttons, and the robots end where the core's `check_solution` puts them."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.errors import IllegalMove
from service.game.geometry import COLOR_LETTER, DIRECTION_INDEX, DIRECTIONS
from service.game.moves import slide
from service.game.puzzle import Puzzle, parse_puzzle

from .positions import layout_positions, loop_positions

pytestmark = pytest.mark.browser
ARROW = {"N": "\ue013", "E": "\ue014", "S": "\ue015", "W": "\ue012"}

MOUNT = """
document.body.replaceChildren();
const link = document.createElement("link");
link.rel = "stylesheet"; link.href = "/board/board.css";
document.head.append(link);
const box = document.createElement("div");
document.body.append(box);
window.ui = new window.board.Board(box, arguments[0], {speed: 5});
window.moved = [];
window.ui.addEventListener("move",
  e => window.moved.push(e.detail.robot + e.detail.direction));
window.ui.addEventListener("illegal",
  e => window.moved.push("refused " + e.detail.reason));
"""


def some_moves(
    puzzle: dict[str, Any], rng: random.Random, n: int
) -> tuple[list[list[str]], list[str]]:
    """Return n random moves and what the core makes of each: played or refused
    (every move once the played ones solve the puzzle: a solution ends there)."""
    parsed = parse_puzzle(puzzle)
    robots = parsed.robot_positions
    moves, events, played = [], [], []
    for _ in range(n):
        robot, d = rng.choice(list(robots)), rng.choice(DIRECTIONS)
        moves.append([robot, d])
        if played and check_solution(parsed, played).solved:
            events.append("refused after_target")
            continue
        try:
            end = slide(parsed.board, robots, robot, DIRECTION_INDEX[d]).end
        except IllegalMove as exc:
            events.append(f"refused {exc.reason}")
            continue
        robots = {**robots, robot: end}
        played.append((robot, d))
        events.append(robot + d)
    return moves, events


def drive(
    driver: Any, puzzle: dict[str, Any], moves: list[list[str]], keys: bool
) -> Any:
    """Play moves through the keyboard or the buttons; return the board's state."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    driver.execute_script(MOUNT, puzzle)
    colors = [
        c for c in ("red", "green", "blue", "yellow", "black") if c in puzzle["robots"]
    ]
    if keys:
        driver.execute_script("document.querySelector('svg.rb-svg').focus()")
    for robot, direction in moves:
        if keys:
            number = str(colors.index(robot) + 1)
            ActionChains(driver).send_keys(number, ARROW[direction]).perform()
        else:
            driver.find_element(By.CSS_SELECTOR, f".rb-pick-{robot}").click()
            driver.find_element(By.CSS_SELECTOR, f".rb-go-{direction}").click()
    driver.execute_async_script(
        "window.ui.idle().then(arguments[arguments.length - 1])"
    )
    return driver.execute_script(
        "return {robots: window.ui.robots, moves: window.ui.moves,"
        " events: window.moved, list: [...document.querySelectorAll('.rb-moves li')]"
        " .map(li => li.dataset.move)}"
    )


@pytest.mark.parametrize("keys", [True, False], ids=["keys", "buttons"])
def test_played_boards_end_where_the_core_says(board_page: Any, keys: bool) -> None:
    rng = random.Random(4)
    puzzles = [
        p
        for p in layout_positions(40, rng)
        if p["board"]["diagonals"] and "black" in p["robots"]
    ][:3]
    puzzles += loop_positions(30, rng)[:2]
    assert len(puzzles) == 5
    refused = 0
    for puzzle in puzzles:
        moves, events = some_moves(puzzle, rng, 10)
        state = drive(board_page, puzzle, moves, keys)
        assert state["events"] == events
        played = [m for m, e in zip(moves, events, strict=True) if "refused" not in e]
        refused += len(moves) - len(played)
        verdict = check_solution(parse_puzzle(puzzle), [tuple(m) for m in played])
        assert verdict.error is None and state["moves"] == played
        assert state["robots"] == {c: list(p) for c, p in verdict.robots.items()}
        assert state["list"] == [COLOR_LETTER[r] + d for r, d in played]
    assert refused > 0


def deflected(puzzle: Puzzle, robot: str, direction: int) -> bool:
    """Tell whether a legal slide is turned by a diagonal."""
    try:
        result = slide(puzzle.board, puzzle.robot_positions, robot, direction)
    except IllegalMove:
        return False
    return result.heading != direction


def test_a_diagonal_board_looks_like_the_game(board_page: Any, tmp_path: Path) -> None:
    """Draw a board with diagonals, five robots and the vortex as the target
    (RICOCHET_SCREENSHOTS=dir keeps the picture), with a deflected move played."""
    rng = random.Random(9)
    candidates = []
    for p in layout_positions(100, rng):
        vortex = [t for t in p["board"]["targets"] if t["color"] == "any"]
        if not (p["board"]["diagonals"] and "black" in p["robots"] and vortex):
            continue
        p["target"] = {"color": "any", "cell": vortex[0]["cell"]}
        parsed = parse_puzzle(p)
        candidates += [
            (p, [robot, d])
            for robot, _ in parsed.robots
            for d, i in DIRECTION_INDEX.items()
            if deflected(parsed, robot, i)
        ]
    puzzle, bent = candidates[0]
    board_page.set_window_size(1100, 900)
    state = drive(board_page, puzzle, [bent], keys=False)
    assert state["moves"] == [bent]
    drawn = board_page.execute_script(
        "return {diagonals: document.querySelectorAll('line.diagonal').length,"
        " robots: document.querySelectorAll('.rb-robot').length,"
        " vortex: document.querySelectorAll('.vortex').length}"
    )
    assert drawn["diagonals"] == len(puzzle["board"]["diagonals"])
    assert drawn["robots"] == 5 and drawn["vortex"] >= 2  # printed and centre chip
    out = Path(os.environ.get("RICOCHET_SCREENSHOTS") or tmp_path)
    shot = out / "board-diagonals.png"
    board_page.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000


def test_a_position_without_a_target_draws_no_chip(board_page: Any) -> None:
    """A position before any chip is drawn (target null): no target square, an
    empty centre, the robots playable, and cells named as the axes show them."""
    puzzle = layout_positions(1, random.Random(5))[0]
    targets = puzzle["board"]["targets"]
    board_page.execute_script(MOUNT, {**puzzle, "target": None})
    drawn = board_page.execute_script(
        "return {goals: document.querySelectorAll('.goal').length,"
        " centre: document.querySelectorAll('.centre').length,"
        " vortices: document.querySelectorAll('.vortex').length,"
        " title: document.querySelector('svg.rb-svg title').textContent,"
        " cell: window.board.describeCell(window.ui.puzzle.board, [8, 3])}"
    )
    assert drawn == {
        "goals": 0,
        "centre": 1,
        "vortices": sum(t["color"] == "any" for t in targets),
        "title": "Puzzle: no target yet",
        "cell": "I4 (column I, row 4)",
    }


def two_move_solution(puzzle: dict[str, Any]) -> list[list[str]]:
    """Return two legal moves at right angles, and put the puzzle's target (the
    moved robot's colour) where they end: a solution, ricochet rule met."""
    parsed = parse_puzzle(puzzle)
    robots = parsed.robot_positions
    for robot in robots:
        for first, second in (("N", "E"), ("N", "W"), ("S", "E"), ("S", "W")):
            try:
                middle = slide(parsed.board, robots, robot, DIRECTION_INDEX[first]).end
                moved = {**robots, robot: middle}
                end = slide(parsed.board, moved, robot, DIRECTION_INDEX[second]).end
            except IllegalMove:
                continue
            puzzle["target"] = {"color": robot, "cell": list(end)}
            if check_solution(parse_puzzle(puzzle), [(robot, first)]).solved:
                continue  # the first move alone would end it
            return [[robot, first], [robot, second]]
    raise AssertionError("no two-move solution")


def test_nothing_follows_a_reached_target(board_page: Any) -> None:
    """Once the moves solve the puzzle, a further move (keys) is refused and said,
    and a typed list (setMoves) stops where the target is reached."""
    puzzle = layout_positions(1, random.Random(11))[0]
    solution = two_move_solution(puzzle)
    extra = next(
        [robot, d]
        for robot in puzzle["robots"]
        if robot != solution[0][0]
        for d in "NESW"
    )
    state = drive(board_page, puzzle, [*solution, extra], keys=True)
    assert state["moves"] == solution
    assert state["events"] == [f"{r}{d}" for r, d in solution] + [
        "refused after_target"
    ]
    said = board_page.execute_script(
        "return document.querySelector('.rb-live').textContent"
    )
    assert said == "The target is reached: undo or reset to play on."
    error = board_page.execute_script(
        "return window.ui.setMoves(arguments[0])", [*solution, extra]
    )
    assert error["reason"] == "after_target" and error["step"] == len(solution)
    assert board_page.execute_script("return window.ui.moves") == solution
