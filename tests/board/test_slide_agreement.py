"""The browser's slide equals the core's: the board module (static/board/board.js)
runs in Chromium on every position we have (bench, classic layouts with diagonals,
five robots and vortex targets, dense custom boards with loops), every robot in every
direction, and on random games judged by both `play` and `check_solution`."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from service.game.check import check_solution
from service.game.errors import IllegalMove
from service.game.geometry import DIRECTION_INDEX, DIRECTIONS
from service.game.moves import slide
from service.game.puzzle import Puzzle, parse_puzzle

from .positions import all_positions, bench_rows

pytestmark = pytest.mark.browser
BATCH = 150

JS_SLIDES = """
const [positions] = arguments;
return positions.map(([puzzle, queries]) => queries.map(([robot, direction]) =>
  window.board.slide(puzzle.board, puzzle.robots, robot, direction)));
"""

JS_GAMES = """
const [games] = arguments;
return games.map(([puzzle, moves]) => {
  const r = window.board.play(puzzle, moves);
  return {robots: r.robots, error: r.error && r.error.reason,
          step: r.error && r.error.step, solved: r.solved,
          reached: r.reachedTarget, ricochet: r.ricochetSatisfied};
});
"""


def core_slide(parsed: Puzzle, robot: str, direction: str) -> dict[str, Any]:
    """Return the core's slide in the module's shape."""
    try:
        result = slide(
            parsed.board, parsed.robot_positions, robot, DIRECTION_INDEX[direction]
        )
    except IllegalMove as exc:
        return {"error": exc.reason, "message": exc.message}
    return {
        "end": list(result.end),
        "heading": DIRECTIONS[result.heading],
        "path": [list(c) for c in result.path],
    }


def batches(items: list[Any]) -> list[list[Any]]:
    """Split a list into batches for one execute_script each."""
    return [items[i : i + BATCH] for i in range(0, len(items), BATCH)]


def test_every_slide_of_every_position_equals_the_core(board_page) -> None:
    positions = all_positions()
    queries = [
        (p, [[robot, d] for robot in p["robots"] for d in DIRECTIONS])
        for p in positions
    ]
    outcomes: Counter[str] = Counter()
    compared = 0
    for batch in batches(queries):
        browser_results = board_page.execute_script(JS_SLIDES, batch)
        for (puzzle, asked), answers in zip(batch, browser_results, strict=True):
            parsed = parse_puzzle(puzzle)
            for (robot, direction), got in zip(asked, answers, strict=True):
                expected = core_slide(parsed, robot, direction)
                assert got == expected, (puzzle, robot, direction)
                outcomes[expected.get("error", "moved")] += 1
                compared += 1
    deflected = sum(1 for p in positions if p["board"]["diagonals"])
    assert len(positions) > 1600 and deflected > 1100
    # Every outcome the rules know was met, so each branch of the twin was compared.
    assert {"moved", "no_movement", "ends_on_diagonal", "endless_loop"} <= set(outcomes)
    print(f"{compared} slides on {len(positions)} positions agree: {dict(outcomes)}")


def random_game(puzzle: dict[str, Any], rng: random.Random) -> list[list[str]]:
    """Return up to 12 random legal moves, and now and then a last illegal one."""
    parsed = parse_puzzle(puzzle)
    robots = parsed.robot_positions
    moves: list[list[str]] = []
    for _ in range(rng.randint(1, 12)):
        legal = []
        for robot in robots:
            for d in DIRECTIONS:
                try:
                    end = slide(parsed.board, robots, robot, DIRECTION_INDEX[d]).end
                except IllegalMove:
                    continue
                legal.append((robot, d, end))
        if not legal or rng.random() < 0.1:
            return [*moves, [rng.choice(list(robots)), rng.choice(DIRECTIONS)]]
        robot, d, end = rng.choice(legal)
        robots = {**robots, robot: end}
        moves.append([robot, d])
    return moves


def bench_games() -> list[tuple[dict[str, Any], list[list[str]]]]:
    """Return the bench positions with their optimal solutions (with and without
    the ricochet rule), so winning games are judged too."""
    games = []
    for row in bench_rows():
        puzzle = {k: row[k] for k in ("board", "robots", "target")}
        for key in ("solution", "solution_ricochet_rule"):
            for rule in (False, True):
                if row.get(key):
                    rules = {"ricochet_rule": rule}
                    games.append(({**puzzle, "rules": rules}, row[key]))
    return games


def test_random_games_are_judged_as_the_core_judges_them(board_page) -> None:
    rng = random.Random(1717)
    games = [(p, random_game(p, rng)) for p in all_positions() for _ in range(2)]
    games += bench_games()
    seen: Counter[str] = Counter()
    for batch in batches(games):
        results = board_page.execute_script(JS_GAMES, batch)
        for (puzzle, moves), got in zip(batch, results, strict=True):
            verdict = check_solution(parse_puzzle(puzzle), [tuple(m) for m in moves])
            expected = {
                "robots": {c: list(p) for c, p in verdict.robots.items()},
                "error": verdict.error and verdict.error["reason"],
                "step": verdict.error and verdict.error["step"],
                "solved": verdict.solved,
                "reached": verdict.reached_target,
                "ricochet": verdict.ricochet_rule_satisfied,
            }
            assert got == expected, (puzzle, moves)
            seen["error" if verdict.error else "legal"] += 1
            seen["reached"] += verdict.reached_target
            seen["solved"] += verdict.solved
    assert seen["legal"] > 2000 and seen["error"] > 100 and seen["solved"] > 400
    assert seen["reached"] > seen["solved"]  # some reach the target without ricochet
    print(dict(seen))
