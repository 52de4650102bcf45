"""/puzzles and /records in a real Chromium, as players met them: the optimum kept
until solved or given up, the band of an opened puzzle, the rule said, the move list
following the latest move, controls reachable and tappable on a desktop and a phone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from service.library.filters import Band
from service.library.records import keep_record
from tests.helpers.browser import no_errors, text, visible, wait_for
from tests.library.helpers import LAYOUT, open_puzzle, stock

pytestmark = [pytest.mark.browser, pytest.mark.redis, pytest.mark.slow]

TAP = 44
"""The smallest tap target on a phone, in CSS pixels."""


def rect(driver: Any, css: str) -> dict[str, float]:
    """Return the bounding box of the first element matching a selector."""
    return dict(
        driver.execute_script(
            "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
            "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,"
            " height: r.height};",
            css,
        )
    )


def test_a_wrong_check_keeps_the_optimum_until_given_up(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, entry = stock(app, Band(2, 8))
    driver = open_browser(1280, 900)
    open_puzzle(driver, live_server, puzzle_id)
    field = driver.find_element("id", "moves")
    robot, direction = entry.solution[0]
    field.send_keys(f"{robot[0]}{direction}\n")  # one move short of any solution
    wait_for(driver, lambda d: "Not solved" in text(d, "verdict"))
    assert "Proven optimum" not in text(driver, "optimum")
    assert not driver.find_element("id", "optimum").is_displayed()
    give_up = driver.find_element("id", "give-up")
    assert give_up.is_displayed()
    give_up.send_keys("\n")  # the keyboard gives up too
    wait_for(driver, lambda d: "Proven optimum" in text(d, "optimum"))
    assert f"{entry.optimal_moves} moves" in text(driver, "optimum")
    assert driver.find_element("id", "show-solution").is_displayed()
    no_errors(driver, live_server)


def test_an_opened_puzzle_shows_its_own_band(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, entry = stock(app, Band(1, 8))
    with app.app_context():
        keep_record("classic", False, LAYOUT, puzzle_id, entry.optimal_moves, {})
    driver = open_browser(1280, 900)
    open_puzzle(driver, live_server, puzzle_id)
    chosen = driver.execute_script("return document.getElementById('band').value")
    assert chosen == "1-8"  # the menu's default is 9-12
    assert driver.execute_script("return document.getElementById('family').value") == (
        "classic"
    )


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_the_ricochet_rule_is_said_when_it_is_on(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
) -> None:
    on, _ = stock(app, Band(1, 8), ricochet_rule=True)
    off, _ = stock(app, Band(1, 8))
    driver = open_browser(*size)
    open_puzzle(driver, live_server, on)
    assert visible(driver, "rule-note")
    assert "right angle" in text(driver, "rule-note")
    assert driver.find_element("id", "rule-note").is_displayed()
    open_puzzle(driver, live_server, off)
    assert not driver.find_element("id", "rule-note").is_displayed()


def test_the_move_list_follows_the_latest_move(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, entry = stock(app, Band(1, 8))
    driver = open_browser(1280, 900)
    open_puzzle(driver, live_server, puzzle_id)
    target = entry.puzzle.target.color
    others = [c for c, _ in entry.puzzle.robots if c != target]
    field = driver.find_element("id", "moves")
    for robot in others:  # back and forth: twelve moves that solve nothing
        for pair in ("NS", "SN", "EW", "WE"):
            field.clear()
            field.send_keys(" ".join(f"{robot[0]}{pair[i % 2]}" for i in range(12)))
            played = driver.execute_script(
                "return document.querySelectorAll('.rb-moves li').length"
            )
            if played == 12:
                break
        if played == 12:
            break
    assert played == 12
    box = rect(driver, ".rb-moves")
    last = rect(driver, ".rb-moves li:last-child")
    assert box["top"] - 1 <= last["top"] and last["bottom"] <= box["bottom"] + 1


def test_check_is_in_view_on_a_desktop_and_no_empty_gap(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, _ = stock(app, Band(1, 8))
    driver = open_browser(1280, 900)
    open_puzzle(driver, live_server, puzzle_id)
    height = driver.execute_script("return window.innerHeight")
    assert rect(driver, "#check")["bottom"] <= height
    assert rect(driver, "#pick-error")["height"] == 0  # empty: takes no room


def test_phone_controls_are_tappable_and_records_clear_the_edge(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, entry = stock(app, Band(1, 8))
    with app.app_context():
        keep_record("classic", False, LAYOUT, puzzle_id, entry.optimal_moves, {})
    driver = open_browser(390, 844)
    open_puzzle(driver, live_server, puzzle_id)
    for css in ("#family", "#band", "#next", "#moves", "#check", "#give-up"):
        assert rect(driver, css)["height"] >= TAP, css
    driver.get(f"{live_server}/records")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.ready"),
    )
    width = driver.execute_script("return document.documentElement.clientWidth")
    play = rect(driver, "#records a")
    assert play["right"] <= width - 8
    assert play["height"] >= TAP
    scrolled = driver.execute_script(
        "return document.documentElement.scrollWidth"
        " <= document.documentElement.clientWidth"
    )
    assert scrolled  # nothing wider than the screen
