"""/train's Hint in a real Chromium: offered once an answer is checked and missed
(a hint before would give the rated puzzle away), then the next optimal move from
the board's position, the robot first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service.library import store
from tests.helpers.browser import click, no_errors, shot, text, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.redis, pytest.mark.slow]


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_hints_open_once_an_answer_is_checked(
    library: list[store.Entry],
    live_server: str,
    open_browser: Callable[[int, int], Any],
    size: tuple[int, int],
) -> None:
    driver = open_browser(*size)
    driver.get(f"{live_server}/train")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    puzzle_id = driver.execute_script("return document.documentElement.dataset.puzzle")
    entry = next(e for e in library if e.puzzle.puzzle_id == puzzle_id)
    assert not driver.find_element("id", "hint").is_displayed()  # not before
    (robot, direction), (robot2, _) = entry.solution[:2]
    field = driver.find_element("id", "moves")
    field.send_keys(f"{robot[0]}{direction}\n")  # one move: not solved, but answered
    wait_for(
        driver, lambda d: not d.find_element("id", "result").get_attribute("hidden")
    )
    click(driver, "#hint")
    wait_for(driver, lambda d: "Hint:" in text(d, "hint-text"))
    assert f"move the {robot2} robot." in text(driver, "hint-text")
    assert f"{entry.optimal_moves - 1} more move" in text(driver, "hint-text")
    driver.execute_script(
        "document.getElementById('hint-text').scrollIntoView({block: 'end'})"
    )
    shot(driver, f"train-hint-{size[0]}x{size[1]}", scroll=False)
    no_errors(driver, live_server)
