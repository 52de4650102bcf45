"""/train in a real Chromium: a rated puzzle played by keyboard, runs, the phone.

Servers bind ports 9600-9649 only (the live app and chromedriver), so several
test sessions on one machine stay out of each other's way.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from service.infra.clock import FakeClock
from service.library import store
from service.trainer.runs import TIMED_SECONDS
from tests.helpers.browser import (
    centre_of,
    tap,
    text,
    touch,
    wait_for,
)
from tests.trainer.helpers import open_page, shown_puzzle

pytestmark = [pytest.mark.browser, pytest.mark.redis]

SHOTS = os.environ.get("PLAY_SCREENSHOTS")
"""A folder to save screenshots in (docs/screenshots refreshes the committed ones)."""
TAP = 44
"""The smallest tap target on a phone, in CSS pixels."""


def solution_of(library: list[store.Entry], puzzle_id: str) -> list[tuple[str, str]]:
    """Return the optimal moves of a library puzzle."""
    entry = next(e for e in library if e.puzzle.puzzle_id == puzzle_id)
    return [(robot, direction) for robot, direction in entry.solution]


def compact(moves: list[tuple[str, str]]) -> str:
    """Write moves as the page's field takes them."""
    return " ".join(f"{robot[0]}{direction}" for robot, direction in moves)


def play_by_keys(driver: Any, moves: list[tuple[str, str]]) -> None:
    """Focus the board and play moves with letter and arrow keys, then Enter."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    arrows = {
        "N": Keys.ARROW_UP,
        "E": Keys.ARROW_RIGHT,
        "S": Keys.ARROW_DOWN,
        "W": Keys.ARROW_LEFT,
    }
    driver.execute_script("document.querySelector('#board-mount svg').focus()")
    assert driver.switch_to.active_element.tag_name == "svg"
    keys = ActionChains(driver)
    for robot, direction in moves:
        keys.send_keys("k" if robot == "black" else robot[0], arrows[direction])
    keys.send_keys(Keys.ENTER).perform()


def overflow(driver: Any) -> int:
    """Return how far the page is wider than the viewport, in CSS pixels."""
    return int(
        driver.execute_script(
            "const root = document.documentElement;"
            "return root.scrollWidth - root.clientWidth"
        )
    )


def small_targets(driver: Any) -> list[str]:
    """Return the visible controls smaller than a fingertip."""
    return list(
        driver.execute_script(
            """
            const small = [];
            for (const el of document.querySelectorAll('a, button, select, input')) {
              const r = el.getBoundingClientRect();
              if (!r.width || !r.height) continue;  // hidden
              if (r.width < arguments[0] || r.height < arguments[0])
                small.push(`${el.id || el.textContent.trim()} ${r.width}x${r.height}`);
            }
            return small;
            """,
            TAP,
        )
    )


def shoot(driver: Any, name: str) -> None:
    """Save a screenshot when PLAY_SCREENSHOTS names a folder."""
    if SHOTS:
        assert driver.save_screenshot(str(Path(SHOTS) / name))


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_a_rated_puzzle_played_by_keyboard_shows_the_rating_change(
    train_server: str,
    browser: Callable[[int, int], Any],
    library: list[store.Entry],
    size: tuple[int, int],
) -> None:
    driver = browser(*size)
    puzzle_id = open_page(driver, train_server)
    assert text(driver, "rating") == "1500"  # a new visitor
    shoot(driver, f"train-{size[0]}x{size[1]}.png")
    play_by_keys(driver, solution_of(library, puzzle_id))
    wait_for(driver, lambda d: "a win" in text(d, "verdict"))
    delta = driver.execute_script(
        "return document.querySelector('#player-change [data-delta]').dataset.delta"
    )
    assert float(delta) > 0 and "+" in text(driver, "player-change")
    assert text(driver, "optimum").startswith(str(len(solution_of(library, puzzle_id))))
    wait_for(
        driver,
        lambda d: (
            float(d.execute_script("return document.documentElement.dataset.rating"))
            > 1500
        ),
    )
    assert text(driver, "rating") != "1500" and "1 rated, 1 won" in text(
        driver, "record"
    )
    assert driver.switch_to.active_element.get_attribute("id") == "next-after"
    assert overflow(driver) == 0
    if size[0] < 600:
        assert small_targets(driver) == []
    from selenium.webdriver.common.keys import Keys

    driver.switch_to.active_element.send_keys(Keys.ENTER)  # Enter: the next puzzle
    second = shown_puzzle(driver, other_than=puzzle_id)
    play_by_keys(driver, solution_of(library, second))
    wait_for(driver, lambda d: "2 rated, 2 won" in text(d, "record"))
    points = driver.execute_script(
        "return document.getElementById('spark-line').getAttribute('points')"
    )
    assert len(points.split()) == 2  # the sparkline draws the history
    assert "last 2 rated puzzles" in text(driver, "history-note")
    shoot(driver, f"train-answered-{size[0]}x{size[1]}.png")
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


def test_a_streak_run_scores_and_a_timed_run_shows_its_clock(
    train_server: str,
    browser: Callable[[int, int], Any],
    library: list[store.Entry],
) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = browser(390, 844)
    open_page(driver, train_server)
    driver.find_element("id", "start-streak").send_keys(Keys.ENTER)
    wait_for(
        driver,
        lambda d: (
            not d.execute_script("return document.getElementById('runbar').hidden")
        ),
    )
    assert text(driver, "run-mode") == "Streak"
    puzzle_id = shown_puzzle(driver)  # the run's, shown as the run bar appeared
    field = driver.find_element("id", "moves")
    field.send_keys(compact(solution_of(library, puzzle_id)), Keys.ENTER)
    wait_for(driver, lambda d: text(d, "run-score") == "1")
    assert "Right" in text(driver, "run-verdict")
    assert overflow(driver) == 0 and small_targets(driver) == []
    shoot(driver, "train-streak-390x844.png")
    driver.find_element("id", "start-timed").send_keys(Keys.ENTER)
    wait_for(driver, lambda d: text(d, "run-mode") == "Timed run")
    wait_for(driver, lambda d: text(d, "run-clock").startswith(("3:00", "2:5")))
    assert overflow(driver) == 0
    shoot(driver, "train-timed-390x844.png")


def test_a_timed_run_ends_by_the_servers_clock(
    train_server: str,
    browser: Callable[[int, int], Any],
    library: list[store.Entry],
    clock: FakeClock,
) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = browser(1280, 900)
    open_page(driver, train_server)
    driver.find_element("id", "start-timed").send_keys(Keys.ENTER)
    wait_for(driver, lambda d: text(d, "run-mode") == "Timed run")
    assert text(driver, "run-clock") == "3:00"  # the server's clock stands still
    clock.advance(TIMED_SECONDS + 1)
    driver.find_element("id", "moves").send_keys("rN", Keys.ENTER)
    wait_for(driver, lambda d: text(d, "play-title").startswith("Run over"))
    assert driver.switch_to.active_element.get_attribute("id") == "run-again"
    assert not driver.find_element("id", "run-clock").is_displayed()


def test_an_empty_library_is_said_in_words(
    train_server: str, browser: Callable[[int, int], Any]
) -> None:
    driver = browser(390, 844)
    driver.get(f"{train_server}/train")
    wait_for(driver, lambda d: "No puzzle is left" in text(d, "pick-error"))
    assert "visitor #" not in text(driver, "pick-error")
    assert not driver.find_element("id", "play").is_displayed()
    assert overflow(driver) == 0


def test_every_control_is_reached_by_tab(
    train_server: str,
    browser: Callable[[int, int], Any],
    library: list[store.Entry],
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    driver = browser(390, 844)
    open_page(driver, train_server)
    reached = set()
    for _ in range(40):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        focused = driver.switch_to.active_element
        reached.add(focused.get_attribute("id") or focused.tag_name)
    wanted = {"svg", "moves", "check", "difficulty", "theme", "next"}
    assert wanted | {"start-streak", "start-timed"} <= reached, reached


def test_a_rated_puzzle_played_by_swipes_on_a_phone(
    train_server: str,
    browser: Callable[[int, int], Any],
    library: list[store.Entry],
) -> None:
    driver = browser(390, 844)
    driver.execute_cdp_cmd(
        "Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}
    )
    puzzle_id = open_page(driver, train_server)
    moves = solution_of(library, puzzle_id)
    step = {"N": (0, -60), "E": (60, 0), "S": (0, 60), "W": (-60, 0)}
    for n, (robot, direction) in enumerate(moves, 1):
        node = f"document.querySelector('#board-mount svg [data-robot={robot}]')"
        x, y = centre_of(driver, node)
        dx, dy = step[direction]
        touch(driver, "touchStart", x, y)
        for f in (0.3, 0.6, 1.0):
            touch(driver, "touchMove", x + dx * f, y + dy * f)
        touch(driver, "touchEnd", 0, 0)
        wait_for(driver, lambda d, n=n: len(field_moves(d)) == n)
        wait_for(driver, lambda d: board_idle(d))
    assert field_moves(driver) == compact(moves).split()
    x, y = centre_of(driver, "document.getElementById('check')")
    tap(driver, x, y)  # after a pause: a tap right after the last swipe's end
    # can be taken for a double tap, and no click follows
    wait_for(driver, lambda d: "a win" in text(d, "verdict"))
    assert overflow(driver) == 0


def field_moves(driver: Any) -> list[str]:
    """Return the moves the page's field shows."""
    value = driver.execute_script("return document.getElementById('moves').value")
    return str(value).split()


def board_idle(driver: Any) -> bool:
    """Tell whether the board has finished animating."""
    state = "return document.querySelector('#board-mount .rb').dataset.state"
    return bool(driver.execute_script(state) == "idle")
