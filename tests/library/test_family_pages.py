"""The family menus of /puzzles and /train in a real Chromium (1280x900, 390x844):
classic by default, and a puzzle of the family chosen."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from tests.helpers.browser import wait_for

pytestmark = [pytest.mark.browser, pytest.mark.redis]

SHOTS = os.environ.get("PLAY_SCREENSHOTS")
LAYOUT = "1A2B3A4B"
SIZES = [(1280, 900), (390, 844)]
TAP = 44
"""The smallest tap target on a phone, in CSS pixels."""


def stock(app: Flask, black: bool, count: int = 2) -> set[str]:
    """Store classic or black (rule off) puzzles of 2-8 moves; their ids."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(2, 8), layout=LAYOUT, black_robot=black, ricochet_rule=False
    )
    generate(found, count, 60, random.Random(7), lambda e, _: not kept.append(e))
    with app.app_context():
        return set(store.add_entries(kept))


def ready(driver: Any) -> None:
    """Wait until the page says it is ready."""
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )


def shown(driver: Any, other_than: str | None = None) -> str:
    """Wait for the page to show a puzzle (another one); return its id."""

    def puzzle(d: Any) -> str | None:
        found = d.execute_script("return document.documentElement.dataset.puzzle")
        return found if found and found != other_than else None

    return str(wait_for(driver, puzzle))


def family_menu(driver: Any) -> tuple[str, list[str], float]:
    """Return the family menu's choice, its options and its height."""
    menu = driver.find_element("id", "family")
    options = [
        o.get_attribute("value") for o in menu.find_elements("css selector", "option")
    ]
    return str(menu.get_attribute("value")), options, float(menu.size["height"])


def shoot(driver: Any, name: str) -> None:
    """Save a screenshot when PLAY_SCREENSHOTS names a folder."""
    if SHOTS:
        assert driver.save_screenshot(str(Path(SHOTS) / name))


def choose(driver: Any, family: str) -> None:
    """Choose a family in the menu, as a visitor does."""
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element("id", "family")).select_by_value(family)


@pytest.mark.parametrize("size", SIZES)
def test_train_asks_for_classic_then_the_family_chosen(
    app: Flask,
    live_server: str,
    open_browser: Callable[[int, int], Any],
    size: tuple[int, int],
) -> None:
    classic, black = stock(app, False), stock(app, True)
    driver = open_browser(*size)
    driver.get(f"{live_server}/train")
    ready(driver)
    first = shown(driver)
    assert first in classic  # the default family
    chosen, options, height = family_menu(driver)
    assert chosen == "classic"
    assert options == ["classic", "classic-ricochet", "black", "black-ricochet"]
    assert height >= TAP
    choose(driver, "black")
    driver.find_element("id", "next").click()
    assert shown(driver, first) in black
    shoot(driver, f"train-family-{size[0]}x{size[1]}.png")
    overflow = driver.execute_script(
        "const root = document.documentElement;"
        "return root.scrollWidth - root.clientWidth"
    )
    assert overflow <= 0


@pytest.mark.parametrize("size", SIZES)
def test_puzzles_asks_for_classic_then_the_family_chosen(
    app: Flask,
    live_server: str,
    open_browser: Callable[[int, int], Any],
    size: tuple[int, int],
) -> None:
    classic, black = stock(app, False), stock(app, True)
    driver = open_browser(*size)
    driver.get(f"{live_server}/puzzles")
    ready(driver)
    chosen, options, height = family_menu(driver)
    assert chosen == "classic" and options[0] == "classic" and "micro" in options
    assert height >= TAP
    driver.execute_script("document.getElementById('band').value = '1-8'")
    driver.find_element("id", "next").click()
    first = shown(driver)
    assert first in classic
    choose(driver, "black")
    driver.execute_script("document.getElementById('band').value = '1-8'")
    driver.find_element("id", "next").click()
    assert shown(driver, first) in black
    shoot(driver, f"puzzles-family-{size[0]}x{size[1]}.png")
