"""The daily page's board in a real Chromium: a visitor solves today's easy puzzle
with arrow keys only, another with taps and swipes on a phone, a third by typing;
each sees the animated replay and the verdict, and a reload keeps the solved state
(read back from the server). Marked `browser`."""

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
from tests.helpers.browser import centre_of, tap, touch

pytestmark = [
    pytest.mark.browser,
    pytest.mark.parametrize("database_url", ["sqlite"], indirect=True),
    pytest.mark.usefixtures("days_generated"),  # requests never generate a day
]

WATCH = """
// Record every position the robots of a tier's board are drawn at (the animation).
const section = document.getElementById(arguments[0]);
window.frames_seen = new Set();
new MutationObserver(records => {
  for (const r of records) {
    window.frames_seen.add(r.target.dataset.robot + r.target.getAttribute("transform"));
  }
}).observe(section.querySelector("svg"),
           {attributes: true, subtree: true, attributeFilter: ["transform"]});
"""


def assert_solved_and_replayed(driver: Any, wait: Any, row: DailyPuzzle) -> None:
    """The verdict is optimal, the replay animated cell by cell, the board marked."""
    wait.until(lambda d: board_state(d, "easy")["badge"])
    state = board_state(driver, "easy")
    assert state["verdict"] == f"Solved in {row.optimal_moves} moves: optimal!"
    assert state["badge"] == f"✓ Solved in {row.optimal_moves} moves"
    assert state["robots"] == expected_end(driver, row) and state["state"] == "idle"
    frames = driver.execute_script("return window.frames_seen.size")
    assert frames > 2 * len(row.solution)  # in-between positions: an animation
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


def assert_kept_after_reload(driver: Any, url: str, row: DailyPuzzle) -> None:
    """After a reload the server's best marks the tier solved."""
    from selenium.webdriver.support.ui import WebDriverWait

    open_page(driver, url)
    WebDriverWait(driver, 20).until(lambda d: board_state(d, "easy")["badge"])
    state = board_state(driver, "easy")
    assert state["badge"] == f"✓ Solved in {row.optimal_moves} moves"
    asked = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert any(name.endswith("/daily/me") for name in asked)  # from the server


def first_illegal_move(puzzle: dict[str, Any]) -> tuple[str, str] | None:
    """Return a move the core refuses from the start position, if there is one."""
    from service.game.errors import IllegalMove
    from service.game.geometry import DIRECTION_INDEX
    from service.game.moves import slide
    from service.game.puzzle import parse_puzzle

    parsed = parse_puzzle(puzzle)
    for robot in parsed.robot_positions:
        for direction, index in DIRECTION_INDEX.items():
            try:
                slide(parsed.board, parsed.robot_positions, robot, index)
            except IllegalMove:
                return robot, direction
    return None


def test_arrow_keys_only(
    live_server: str, browser, answer: Callable[..., DailyPuzzle]
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver = browser
    driver.set_window_size(1280, 1600)
    wait = open_page(driver, live_server)
    row = answer(TODAY, "easy")
    driver.find_element(By.ID, "player").send_keys("Kim")
    keys = ActionChains(driver)
    keys.send_keys(Keys.TAB).perform()  # the name field is followed by the easy board
    assert (
        driver.execute_script("return document.activeElement.closest('section').id")
        == "tier-easy"
    )
    assert driver.switch_to.active_element.tag_name == "svg"
    driver.execute_script(WATCH, "tier-easy")
    refused = first_illegal_move(page_puzzle(driver))
    if refused is not None:  # refused, said why, nothing recorded
        robot, direction = refused
        ActionChains(driver).send_keys(
            robot_number(driver, robot), KEY_OF[direction]
        ).perform()
        assert board_state(driver, "easy")["moves"] == []
        live = driver.find_element(By.CSS_SELECTOR, "#tier-easy .rb-live").text
        assert live == f"{robot.capitalize()} cannot move {direction}."
    for robot, direction in row.solution:
        ActionChains(driver).send_keys(
            robot_number(driver, robot), KEY_OF[direction]
        ).perform()
        wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    state = board_state(driver, "easy")
    compact = " ".join(COLOR_LETTER[r] + d for r, d in row.solution)
    assert state["field"] == compact and state["list"] == compact.split()
    assert state["counter"].startswith(f"{len(row.solution)} move")
    ActionChains(driver).send_keys(Keys.BACKSPACE).perform()  # undo, then redo
    assert board_state(driver, "easy")["list"] == compact.split()[:-1]
    robot, direction = row.solution[-1]
    ActionChains(driver).send_keys(
        robot_number(driver, robot), KEY_OF[direction]
    ).perform()
    for _ in range(20):  # Tab on to the typed field: the board's controls come first
        ActionChains(driver).send_keys(Keys.TAB).perform()
        if driver.switch_to.active_element.get_attribute("name") == "solution":
            break
    assert driver.switch_to.active_element.get_attribute("value") == compact
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert_solved_and_replayed(driver, wait, row)
    assert_kept_after_reload(driver, live_server, row)


def test_taps_and_swipes_on_a_phone(
    live_server: str, browser, answer: Callable[..., DailyPuzzle]
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True},
    )
    driver.execute_cdp_cmd(
        "Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}
    )
    wait = open_page(driver, live_server)
    row = answer(TODAY, "easy")
    assert driver.execute_script("return innerWidth") == 390
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    driver.find_element(By.ID, "player").send_keys("Pat")
    driver.execute_script("document.querySelector('#tier-easy .rb').scrollIntoView()")
    driver.execute_script(WATCH, "tier-easy")
    for i, (robot, direction) in enumerate(row.solution):
        node = f"document.getElementById('tier-easy').board.robotNodes['{robot}']"
        x, y = centre_of(driver, node)
        if i % 2 == 0:  # swipe the robot
            dx, dy = {"N": (0, -60), "E": (60, 0), "S": (0, 60), "W": (-60, 0)}[
                direction
            ]
            touch(driver, "touchStart", x, y)
            for f in (0.3, 0.6, 1.0):
                touch(driver, "touchMove", x + dx * f, y + dy * f)
            touch(driver, "touchEnd", 0, 0)
        else:  # tap the robot, then the arrow button
            tap(driver, x, y)
            bx, by = centre_of(
                driver, f"document.querySelector('#tier-easy .rb-go-{direction}')"
            )
            tap(driver, bx, by)
        wait.until(lambda d, n=i + 1: len(board_state(d, "easy")["moves"]) == n)
        wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    compact = " ".join(COLOR_LETTER[r] + d for r, d in row.solution)
    assert board_state(driver, "easy")["field"] == compact
    bx, by = centre_of(
        driver, "document.querySelector('#tier-easy form.attempt button')"
    )
    tap(driver, bx, by)
    assert_solved_and_replayed(driver, wait, row)
    assert_kept_after_reload(driver, live_server, row)


def test_typing_moves_the_board_too(
    live_server: str, browser, answer: Callable[..., DailyPuzzle]
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    wait = open_page(driver, live_server)
    row = answer(TODAY, "easy")
    driver.find_element(By.ID, "player").send_keys("Lou")
    field = driver.find_element(By.CSS_SELECTOR, "#tier-easy input[name=solution]")
    compact = " ".join(COLOR_LETTER[r] + d for r, d in row.solution)
    field.send_keys(compact)
    state = board_state(driver, "easy")
    assert state["list"] == compact.split() and state["robots"] == expected_end(
        driver, row
    )
    driver.execute_script(WATCH, "tier-easy")
    driver.find_element(By.CSS_SELECTOR, "#tier-easy form.attempt button").click()
    assert_solved_and_replayed(driver, wait, row)
    assert_kept_after_reload(driver, live_server, row)


def page_figures(driver: Any, base: str) -> dict[str, float]:
    """Return the page's weight without the board pictures, and its first paint."""
    return driver.execute_script(
        """const [nav] = performance.getEntriesByType("navigation");
        const files = performance.getEntriesByType("resource")
          .filter(e => !e.name.endsWith("/image.svg"));
        const paint = Object.fromEntries(performance.getEntriesByType("paint")
          .map(e => [e.name, e.startTime]));
        return {html: nav.encodedBodySize,
                weight: files.reduce((n, e) => n + e.encodedBodySize,
                                     nav.encodedBodySize),
                first_paint: paint["first-paint"],
                first_contentful_paint: paint["first-contentful-paint"],
                outside: files.map(e => e.name)
                  .filter(n => !n.startsWith(arguments[0]))};""",
        base,
    )


def test_screenshots_weight_and_first_paint(
    live_server: str,
    browser,
    answer: Callable[..., DailyPuzzle],
    tmp_path: Path,
) -> None:
    """Screenshots at desktop and phone sizes (RICOCHET_SCREENSHOTS=dir keeps them),
    page weight under 100 KB without the pictures, no request leaves the server,
    first paint under a second."""
    from selenium.webdriver.common.action_chains import ActionChains

    driver = browser
    out = Path(os.environ.get("RICOCHET_SCREENSHOTS") or tmp_path)
    open_page(driver, live_server)  # warm: generates the day
    row = answer(TODAY, "easy")
    for width, height, mobile in ((1280, 1600, False), (390, 844, True)):
        emulate(driver, width, height, mobile)
        wait = open_page(driver, live_server)
        wait.until(lambda d: page_figures(d, live_server)["first_contentful_paint"])
        figures = page_figures(driver, live_server)
        print(f"{width}x{height}: {figures}")
        assert figures["weight"] < 100_000 and figures["outside"] == []
        assert 0 < figures["first_contentful_paint"] < 1000
        driver.execute_script("document.querySelector('#tier-easy svg').focus()")
        robot, direction = row.solution[0]
        keys = (robot_number(driver, robot), KEY_OF[direction])
        ActionChains(driver).send_keys(*keys).perform()
        wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
        driver.execute_script("document.getElementById('tier-easy').scrollIntoView()")
        shot = out / f"daily-board-{width}x{height}.png"
        driver.save_screenshot(str(shot))
        assert shot.stat().st_size > 10_000


def test_a_finished_day_replays_its_optimal_solution(
    live_server: str, browser: Any, answer: Callable[..., DailyPuzzle], clock: Any
) -> None:
    from selenium.webdriver.common.by import By

    driver = browser
    wait = open_page(driver, live_server)  # generates the day
    row = answer(TODAY, "easy")
    clock.advance(days=1)  # the day is over: its answers are public
    driver.get(f"{live_server}/daily?date={TODAY.isoformat()}")
    wait.until(
        lambda d: d.execute_script("return document.documentElement.dataset.boards")
    )
    assert driver.find_elements(By.CSS_SELECTOR, "#tier-easy form.attempt") == []
    driver.execute_script(WATCH, "tier-easy")
    driver.find_element(By.CSS_SELECTOR, "#tier-easy button.board-replay").click()
    wait.until(lambda d: len(board_state(d, "easy")["moves"]) == len(row.solution))
    wait.until(lambda d: board_state(d, "easy")["state"] == "idle")
    assert board_state(driver, "easy")["robots"] == expected_end(driver, row)
    assert driver.execute_script("return window.frames_seen.size") > 2 * len(
        row.solution
    )
