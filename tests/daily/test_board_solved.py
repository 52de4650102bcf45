"""The daily board once a tier is solved, in a real Chromium: a move past
the target is refused, the status line tells the verdict (not "submit to check"),
the "Solved" badge covers no cell, and after a reload the board starts from the
puzzle's position again (playable at once) while the tier stays marked solved, the
player's solution a button away. Marked `browser`."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from service.daily.models import DailyPuzzle
from service.game.geometry import COLOR_LETTER
from tests.daily.helpers import (
    KEY_OF,
    TODAY,
    board_state,
    emulate,
    expected_end,
    open_page,
    page_puzzle,
    robot_number,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.parametrize("database_url", ["sqlite"], indirect=True),
    pytest.mark.usefixtures("days_generated"),  # requests never generate a day
]
SIZES = ((1280, 900, False), (390, 844, True))

OVERLAP = """
// How many pixels of the tier's badge lie over its board's picture (0: none).
const s = document.getElementById(arguments[0]);
const a = s.board.badge.getBoundingClientRect();
const b = s.board.svg.getBoundingClientRect();
if (s.board.badge.hidden) return -1;
const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
return Math.max(0, w) * Math.max(0, h);
"""


def live_text(driver: Any) -> str:
    """Return the easy board's status line (its screen-reader announcements)."""
    return str(
        driver.execute_script(
            "return document.querySelector('#tier-easy .rb-live').textContent"
        )
    )


def next_legal_move(puzzle: dict[str, Any], moves: list[Any]) -> tuple[str, str]:
    """Return a move the core allows after the given moves."""
    from service.game.check import check_solution
    from service.game.errors import IllegalMove
    from service.game.geometry import DIRECTION_INDEX
    from service.game.moves import slide
    from service.game.puzzle import parse_puzzle

    parsed = parse_puzzle(puzzle)
    robots = check_solution(parsed, [tuple(m) for m in moves]).robots
    for robot in robots:
        for direction, index in DIRECTION_INDEX.items():
            try:
                slide(parsed.board, robots, robot, index)
            except IllegalMove:
                continue
            return robot, direction
    raise AssertionError("no legal move")


def press(driver: Any, robot: str, direction: str) -> None:
    """Pick a robot by its number key and move it with an arrow key."""
    from selenium.webdriver.common.action_chains import ActionChains

    driver.execute_script("document.querySelector('#tier-easy svg').focus()")
    keys = (robot_number(driver, robot), KEY_OF[direction])
    ActionChains(driver).send_keys(*keys).perform()


def solve_with_keys(driver: Any, wait: Any, row: DailyPuzzle) -> str:
    """Play the stored optimal solution with keys, check it, wait for the verdict."""
    from selenium.webdriver.common.by import By

    driver.find_element(By.ID, "player").send_keys("Ida")
    for i, (robot, direction) in enumerate(row.solution):
        press(driver, robot, direction)
        wait.until(lambda d, n=i + 1: len(board_state(d, "easy")["moves"]) == n)
        wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    assert "submit to check" in live_text(driver)  # before the check: the hint
    driver.find_element(By.CSS_SELECTOR, "#tier-easy form.attempt button").click()
    wait.until(lambda d: board_state(d, "easy")["badge"])
    wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    return " ".join(COLOR_LETTER[r] + d for r, d in row.solution)


def test_a_solved_board_refuses_more_moves_and_tells_its_verdict(
    live_server: str, browser: Any, answer: Callable[..., DailyPuzzle]
) -> None:
    driver = browser
    wait = open_page(driver, live_server)
    row = answer(TODAY, "easy")
    compact = solve_with_keys(driver, wait, row)
    said = live_text(driver)
    assert "submit to check" not in said
    assert f"Checked: solved in {row.optimal_moves} moves" in said
    assert driver.execute_script(OVERLAP, "tier-easy") == 0

    robot, direction = next_legal_move(page_puzzle(driver), row.solution)
    press(driver, robot, direction)  # past the target: refused, and said why
    state = board_state(driver, "easy")
    assert state["list"] == compact.split() and state["field"] == compact
    assert "target is reached" in live_text(driver)
    press(driver, *row.solution[-1])  # nor does the robot leave the target
    assert board_state(driver, "easy")["list"] == compact.split()


def test_after_a_reload_a_solved_tier_starts_again_from_its_position(
    live_server: str,
    browser: Any,
    answer: Callable[..., DailyPuzzle],
    tmp_path: Path,
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    out = Path(os.environ.get("RICOCHET_SCREENSHOTS") or tmp_path)
    row = answer(TODAY, "easy")
    solve_with_keys(driver, open_page(driver, live_server), row)
    for width, height, mobile in SIZES:
        emulate(driver, width, height, mobile)
        wait = open_page(driver, live_server)  # the reload
        wait.until(lambda d: board_state(d, "easy")["badge"])
        state = board_state(driver, "easy")
        assert state["badge"] == f"✓ Solved in {row.optimal_moves} moves"
        assert state["moves"] == [] and state["robots"] == page_puzzle(driver)["robots"]
        assert "submit to check" not in live_text(driver)
        assert driver.execute_script(OVERLAP, "tier-easy") == 0
        driver.execute_script("document.getElementById('tier-easy').scrollIntoView()")
        shot = out / f"daily-solved-reload-{width}x{height}.png"
        driver.save_screenshot(str(shot))
        robot, direction = row.solution[0]
        press(driver, robot, direction)  # playable at once, from the start
        wait.until(lambda d: len(board_state(d, "easy")["moves"]) == 1)
        wait.until(lambda d: board_state(d, "easy")["state"] == "idle")

    mine = driver.find_element(By.CSS_SELECTOR, "#tier-easy button.board-mine")
    mine.click()  # the player's own solution, replayed on the board
    wait.until(lambda d: len(board_state(d, "easy")["moves"]) == len(row.solution))
    wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    assert board_state(driver, "easy")["robots"] == expected_end(driver, row)
