"""/records in a real Chromium: an analysed layout's distribution as an inline SVG
chart, each target's proven longest, each longest puzzle playable by keyboard; on a
desktop and on a phone."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from selenium.webdriver.common.keys import Keys

from service.analyses import shipped as analysed_shipped
from service.analyses.results import shipped_analyses
from tests.analyses.helpers import LAYOUT, tables_config
from tests.helpers.browser import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.redis, pytest.mark.slow]

SHOTS = os.environ.get("PLAY_SCREENSHOTS")


@pytest.fixture
def app_config(tmp_path: Path) -> dict[str, Any]:
    """Keep the tables in the test's folder."""
    return tables_config(tmp_path)


def ready(driver: Any) -> bool:
    """Tell whether the records script has filled the table."""
    return bool(driver.execute_script("return document.documentElement.dataset.ready"))


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_an_analysed_layout_shows_its_distribution_and_plays_its_longest(
    analysed: dict[str, Any],
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
) -> None:
    maximum = max(t["maximum"] for t in analysed["targets"])
    driver = open_browser(*size)
    driver.get(f"{live_server}/records")
    wait_for(driver, ready)
    article = driver.find_element("id", f"analysis-{LAYOUT}")
    assert f"no puzzle needs more than {maximum} moves" in article.text
    bars = article.find_elements("css selector", "svg.chart rect")
    columns = {b.get_attribute("x") for b in bars}
    totals = [
        sum(t["result"]["counts"][m] for t in analysed["targets"] if m <= t["maximum"])
        for m in range(maximum + 1)
    ]
    assert len(columns) == sum(1 for n in totals if n)  # a column per move count
    rows = article.find_elements("css selector", "tbody tr")
    assert len(rows) == len(analysed["targets"])
    first = driver.find_element("css selector", "#records tr td").text
    assert first == f"{maximum} (proven longest)"
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth"
    )
    if SHOTS:
        driver.save_screenshot(str(Path(SHOTS) / f"records-analysis-{size[0]}.png"))
    links = article.find_elements("css selector", "tbody a")
    assert links  # each target's longest puzzle is stored, so playable
    wanted = links[0].get_attribute("href").split("puzzle=")[1]
    body = driver.find_element("tag name", "body")
    for _ in range(200):  # the keyboard alone reaches the first Play link
        body.send_keys(
            Keys.TAB
        ) if _ == 0 else driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.switch_to.active_element.get_attribute("href") == links[
            0
        ].get_attribute("href"):
            break
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    shown = driver.execute_script("return document.documentElement.dataset.puzzle")
    assert shown == wanted
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


@pytest.mark.skipif(not shipped_analyses(), reason="no analysis is shipped")
@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_the_shipped_longest_puzzles_are_played_from_the_records_page(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
) -> None:
    (layout, targets), *_ = shipped_analyses().items()
    with app.app_context():
        assert analysed_shipped.load(limit=len(targets)) == len(targets)
    driver = open_browser(*size)
    driver.get(f"{live_server}/records")
    wait_for(driver, ready)
    article = driver.find_element("id", f"analysis-{layout}")
    links = article.find_elements("css selector", "tbody a")
    assert len(links) == len(targets)  # every shipped target's longest is playable
    deepest = max(targets, key=lambda t: int(t["maximum"]))
    name = f"{deepest['target']['color']} {deepest['target']['symbol']}"
    (link,) = [
        a for a in links if f"longest {name} puzzle" in a.get_attribute("aria-label")
    ]
    wanted = link.get_attribute("href").split("puzzle=")[1]
    assert driver.execute_script(
        "return document.documentElement.scrollWidth <= window.innerWidth"
    )
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    if SHOTS:
        driver.save_screenshot(str(Path(SHOTS) / f"records-shipped-{size[0]}.png"))
    link.send_keys(Keys.ENTER)
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    assert (
        driver.execute_script("return document.documentElement.dataset.puzzle")
        == wanted
    )
    play_on_board(driver, deepest["solutions"][0])
    if SHOTS:
        driver.save_screenshot(str(Path(SHOTS) / f"records-shipped-play-{size[0]}.png"))
    driver.find_element("id", "check").click()
    verdict = wait_for(driver, lambda d: d.find_element("id", "verdict").text)
    assert f"Solved in {deepest['maximum']} moves" in verdict
    severe = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []


def play_on_board(driver: Any, solution: list[list[str]]) -> None:
    """Play moves on the board component by keyboard: a robot's key, an arrow."""
    from selenium.webdriver.common.action_chains import ActionChains

    arrows = {"N": Keys.ARROW_UP, "S": Keys.ARROW_DOWN}
    arrows |= {"E": Keys.ARROW_RIGHT, "W": Keys.ARROW_LEFT}
    driver.execute_script("document.querySelector('#board-mount .rb-svg').focus()")
    for n, (robot, direction) in enumerate(solution, start=1):
        ActionChains(driver).send_keys(robot[0]).send_keys(arrows[direction]).perform()
        wait_for(driver, entered(n))


def entered(count: int) -> Callable[[Any], bool]:
    """Return a condition: the board has written `count` moves."""
    return lambda driver: len(moves_entered(driver)) == count


def moves_entered(driver: Any) -> list[str]:
    """Return the moves the board has written into the moves field."""
    value = driver.find_element("id", "moves").get_attribute("value") or ""
    return value.split()
