"""/puzzles and /records in a real Chromium: pick, play by keyboard, see the optimum;
a Micro Robots puzzle by keyboard on a desktop and by taps on a phone."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from service.game.micro.puzzle import MicroPuzzle, micro_solve
from service.infra.extensions import db
from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from service.library.records import keep_record
from service.puzzles.models import Puzzle
from tests.helpers.browser import click, text, visible, wait_for
from tests.library.helpers import LAYOUT

pytestmark = [pytest.mark.browser, pytest.mark.redis]

SHOTS = os.environ.get("PLAY_SCREENSHOTS")


def stock_one(app: Flask, band: Band) -> store.Entry:
    """Store one classic puzzle of the band (rule off) and return it."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(band, layout=LAYOUT, black_robot=False, ricochet_rule=False)
    generate(found, 1, 60, random.Random(3), lambda e, _: not kept.append(e))
    with app.app_context():
        store.add_entries(kept)
    return kept[0]


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_pick_play_and_reveal_the_optimum(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
) -> None:
    entry = stock_one(app, Band(1, 8))
    driver = open_browser(*size)
    driver.get(f"{live_server}/puzzles")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )
    driver.execute_script("document.getElementById('band').value = '1-8'")
    driver.find_element("id", "next").click()
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    field = driver.find_element("id", "moves")
    field.send_keys(" ".join(f"{r[0]}{d}" for r, d in entry.solution))
    field.send_keys("\n")  # Enter submits: keyboard alone plays the page
    wait_for(driver, lambda d: "optimal" in text(d, "verdict"))
    assert f"{entry.optimal_moves} moves" in text(driver, "optimum")
    assert driver.find_element("id", "show-solution").is_displayed()
    if SHOTS:
        driver.save_screenshot(str(Path(SHOTS) / f"puzzles-{size[0]}.png"))
    logged = driver.get_log("browser")
    errors = [
        e for e in logged if e["level"] == "SEVERE" and "/pick?" not in e["message"]
    ]
    assert errors == []  # the first pick (9-12 moves, none stocked) is a 404 shown


def test_records_page_links_each_record_to_the_board(
    app: Flask,
    client: Any,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    entry = stock_one(app, Band(1, 8))
    with app.app_context():
        (puzzle_id,) = store.add_entries([entry])
        keep_record("classic", False, LAYOUT, puzzle_id, entry.optimal_moves, {})
    driver = open_browser(1280, 900)
    driver.get(f"{live_server}/records")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )
    link = driver.find_element("css selector", "#records a")
    assert f"puzzle={puzzle_id}" in link.get_attribute("href")
    link.click()
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    assert (
        driver.execute_script("return document.documentElement.dataset.puzzle")
        == puzzle_id
    )


def puzzle_on_page(app: Flask, driver: Any) -> MicroPuzzle:
    """Return the micro puzzle the page shows (its stored row)."""
    puzzle_id = driver.execute_script("return document.documentElement.dataset.puzzle")
    with app.app_context():
        row = db.session.get(Puzzle, puzzle_id)
        assert row is not None and row.data["kind"] == "micro"
        spec = row.data["micro"]
    (sx, sy), (tx, ty) = spec["start"], spec["target"]
    return MicroPuzzle(spec["sections"], (sx, sy), (tx, ty))


def wait_ready(driver: Any) -> None:
    """Wait until the page's script has run."""
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )


def wait_micro_puzzle(driver: Any, before: str | None = None) -> None:
    """Wait until a (new) micro puzzle is on the board."""
    wait_for(
        driver,
        lambda d: (
            visible(d, "micro-mount")
            and d.execute_script("return document.documentElement.dataset.puzzle")
            not in (None, before)
        ),
    )


def active(driver: Any, attribute: str) -> str | None:
    """Return an attribute of the element with the keyboard focus."""
    return driver.execute_script(
        f"return document.activeElement.getAttribute('{attribute}')"
    )


def tab_to(driver: Any, attribute: str, value: str) -> None:
    """Press Tab until the focused element has the attribute's value."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    for _ in range(60):
        if active(driver, attribute) == value:
            return
        ActionChains(driver).send_keys(Keys.TAB).perform()
    raise AssertionError(f"Tab never reached [{attribute}={value}]")


def press_enter(driver: Any) -> None:
    """Press Enter on the focused element."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    ActionChains(driver).send_keys(Keys.ENTER).perform()


def shot(driver: Any, name: str) -> None:
    """Save a screenshot when PLAY_SCREENSHOTS names a folder."""
    if SHOTS:
        driver.save_screenshot(str(Path(SHOTS) / f"{name}.png"))


def test_a_micro_puzzle_is_played_by_keyboard_to_the_optimum(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    from selenium.webdriver.common.keys import Keys

    driver = open_browser(1280, 900)
    driver.get(f"{live_server}/puzzles")
    wait_ready(driver)
    wait_for(
        driver,
        lambda d: (
            d.execute_script("return document.documentElement.dataset.puzzle")
            or text(d, "pick-error")
        ),
    )
    before = driver.execute_script("return document.documentElement.dataset.puzzle")
    driver.find_element("id", "family").send_keys("Micro")  # a select takes typing
    wait_for(driver, lambda d: visible(d, "sections-label"))
    assert bands(driver) == ["1-8", "9-12"]  # no band longer than Micro Robots' optimum
    assert band_labels(driver) == ["1–8 moves", "9–12 moves"]
    choose_family(driver, "classic")  # and back: the labels the script writes
    wait_for(driver, lambda d: len(bands(d)) == 4)
    assert band_labels(driver)[-1] == "17+ moves"  # open-ended: no upper end
    choose_family(driver, "micro")
    wait_for(driver, lambda d: bands(d) == ["1-8", "9-12"])
    driver.find_element("id", "band").send_keys("9")
    driver.find_element("id", "band").send_keys(Keys.TAB)
    assert active(driver, "id") == "next"
    press_enter(driver)
    wait_micro_puzzle(driver, before)
    puzzle = puzzle_on_page(app, driver)
    optimum, route = micro_solve(puzzle)
    assert 9 <= optimum <= 12
    shot(driver, "puzzles-micro-1280-start")
    driver.find_element("id", "band").send_keys(Keys.TAB)  # from the form, as a visitor
    for x, y in route:
        tab_to(driver, "data-cell", f"{x},{y}")
        press_enter(driver)
    tab_to(driver, "id", "check")
    press_enter(driver)
    wait_for(driver, lambda d: "optimal!" in text(d, "verdict"))
    assert f"Proven optimum: {optimum} moves" in text(driver, "optimum")
    tab_to(driver, "id", "show-solution")
    press_enter(driver)  # the optimal route replays on the board
    wait_for(  # the replay's last frame: the whole route, no cell to choose
        driver,
        lambda d: (
            replayed(d) == len(route)
            and not d.find_elements("css selector", "#micro-board .cell-click")
        ),
    )
    shot(driver, "puzzles-micro-1280-solved")
    no_errors(driver, live_server)


def test_a_micro_puzzle_of_chosen_sections_is_played_by_taps_on_a_phone(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    from selenium.webdriver.support.ui import Select

    code = "A0B1C2D3"  # its longest optimum is 6: one band, 1-6
    driver = open_browser(390, 844)
    driver.get(f"{live_server}/puzzles")
    wait_ready(driver)
    Select(driver.find_element("id", "family")).select_by_value("micro")
    sections = driver.find_element("id", "sections")
    sections.clear()
    sections.send_keys(code)
    click(driver, "#band")  # leaving the field asks for the board's bands
    wait_for(driver, lambda d: bands(d) == ["1-6"])
    before = driver.execute_script("return document.documentElement.dataset.puzzle")
    click(driver, "#next")
    wait_micro_puzzle(driver, before)
    puzzle = puzzle_on_page(app, driver)
    assert puzzle.sections == code
    optimum, route = micro_solve(puzzle)
    assert in_view(driver, "#micro-board")
    shot(driver, "puzzles-micro-390-start")
    (x, y) = route[0]
    click(driver, f'#micro-board g[data-cell="{x},{y}"]')
    wait_for(driver, lambda d: text(d, "route") != "none yet")
    click(driver, "#undo")
    wait_for(driver, lambda d: text(d, "route") == "none yet")
    for x, y in route:
        click(driver, f'#micro-board g[data-cell="{x},{y}"]')
    wait_for(driver, lambda d: text(d, "route").count("→") == len(route) - 1)
    assert in_view(driver, "#check")
    click(driver, "#check")
    wait_for(driver, lambda d: "optimal!" in text(d, "verdict"))
    assert f"Proven optimum: {optimum} moves" in text(driver, "optimum")
    assert in_view(driver, "#verdict")
    solved = driver.execute_script("return document.documentElement.dataset.puzzle")
    assert in_view(driver, "#next-puzzle")
    shot(driver, "puzzles-micro-390-solved")  # the verdict, the optimum, the next
    click(driver, "#next-puzzle")  # the next one, of the same sections
    wait_micro_puzzle(driver, solved)
    assert puzzle_on_page(app, driver).sections == code
    assert text(driver, "verdict") == "" and text(driver, "route") == "none yet"
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390  # nothing runs off the side of the phone
    no_errors(driver, live_server)


def choose_family(driver: Any, family: str) -> None:
    """Choose a family as a change of the menu (typing would extend a type-ahead)."""
    driver.execute_script(
        "const menu = document.getElementById('family'); menu.value = arguments[0];"
        "menu.dispatchEvent(new Event('change'));",
        family,
    )


def band_labels(driver: Any) -> list[str]:
    """Return the labels of the bands the page offers."""
    return list(
        driver.execute_script(
            "return [...document.querySelectorAll('#band option')].map(o => o.text)"
        )
    )


def bands(driver: Any) -> list[str]:
    """Return the bands the page offers."""
    return list(
        driver.execute_script(
            "return [...document.querySelectorAll('#band option')].map(o => o.value)"
        )
    )


def replayed(driver: Any) -> int:
    """Return the moves the board's drawn route shows (0 without one)."""
    return int(
        driver.execute_script(
            "const line = document.querySelector('#micro-board polyline');"
            "return line ? line.getAttribute('points').split(' ').length - 1 : 0;"
        )
    )


def in_view(driver: Any, css: str) -> bool:
    """Tell whether an element lies wholly inside the window's width, and inside
    its height once scrolled into view (within a pixel: a scroll position is
    whole pixels, a layout's edges are not)."""
    return bool(
        driver.execute_script(
            "const e = document.querySelector(arguments[0]);"
            "e.scrollIntoView({block: 'nearest'});"
            "const r = e.getBoundingClientRect();"
            "return r.width > 0 && r.left >= 0 && r.right <= innerWidth"
            " && r.top >= -1 && r.bottom <= innerHeight + 1;",
            css,
        )
    )


def no_errors(driver: Any, origin: str) -> None:
    """Assert no console error but the first pick's 404 (classic 9-12 moves, none
    stocked, shown on the page) and no request elsewhere."""
    logged = driver.get_log("browser")
    severe = [
        e for e in logged if e["level"] == "SEVERE" and "/pick?" not in e["message"]
    ]
    assert severe == []
    requested = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
    )
    assert all(url.startswith(origin) for url in requested), requested
