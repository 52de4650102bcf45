"""/records in a real Chromium: an analysed layout's distribution as an inline SVG
chart, each target's proven longest, each longest puzzle playable by keyboard; on a
desktop and on a phone."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.keys import Keys

from tests.analyses.conftest import LAYOUT, tables_config
from tests.play.browser import wait_for
from tests.play.conftest import live_server, open_browser  # noqa: F401

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
