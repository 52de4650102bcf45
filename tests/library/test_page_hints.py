"""/puzzles' Hint in a real Chromium: a first press names the robot (ringed on the
board), a second its direction (its button marked), from the position the board
shows; a move starts over, and off the optimal path it says how far is left."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask

from service.library.filters import Band
from tests.helpers.browser import click, no_errors, shot, text, wait_for
from tests.library.helpers import open_puzzle, stock

pytestmark = [pytest.mark.browser, pytest.mark.redis, pytest.mark.slow]

WORD = {"N": "north", "E": "east", "S": "south", "W": "west"}


def hinted(driver: Any) -> list[str]:
    """Return what the board marks as hinted: robots, then direction buttons."""
    return list(
        driver.execute_script(
            "return [...document.querySelectorAll('.rb-hinted')]"
            ".map(n => n.dataset.robot || n.dataset.direction)"
        )
    )


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_hint_names_the_robot_then_the_direction_from_the_board(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
    size: tuple[int, int],
) -> None:
    puzzle_id, entry = stock(app, Band(5, 8))
    (robot, direction), (robot2, direction2) = entry.solution[:2]
    driver = open_browser(*size)
    open_puzzle(driver, live_server, puzzle_id)
    click(driver, "#hint")
    wait_for(driver, lambda d: "Hint:" in text(d, "hint-text"))
    assert f"move the {robot} robot." in text(driver, "hint-text")
    assert hinted(driver) == [robot]
    assert "Press Hint again for its direction." in text(driver, "hint-text")
    hint_label = driver.find_element("id", "hint").get_attribute("aria-label")
    assert hint_label == "Hint: which way?"
    click(driver, "#hint")
    wait_for(driver, lambda d: WORD[direction] in text(d, "hint-text"))
    assert f"move the {robot} robot {WORD[direction]}." in text(driver, "hint-text")
    assert hinted(driver) == [robot, direction]
    assert f"{entry.optimal_moves} moves from here" in text(driver, "hint-text")
    driver.execute_script(
        "document.getElementById('hint-text').scrollIntoView({block: 'end'})"
    )
    shot(driver, f"puzzles-hint-{size[0]}x{size[1]}", scroll=size[0] > 600)
    click(driver, f".rb-go-{direction}")  # the hinted robot is the selected one
    wait_for(driver, lambda d: text(d, "hint-text") == "")
    assert hinted(driver) == []
    click(driver, "#hint")
    wait_for(driver, lambda d: "Hint:" in text(d, "hint-text"))
    assert f"On an optimal path: {entry.optimal_moves - 1} more moves" in text(
        driver, "hint-text"
    )
    assert f"move the {robot2} robot." in text(driver, "hint-text")
    no_errors(driver, live_server)


def off_path(app: Flask, puzzle_id: str, entry: Any) -> tuple[str, int]:
    """Return two moves (compact) that leave every optimal path, and the moves
    left after them, as the API tells."""
    client = app.test_client()
    for robot, _ in entry.puzzle.robots:
        for there, back in (("N", "S"), ("E", "W"), ("S", "N"), ("W", "E")):
            moves = f"{robot[0]}{there} {robot[0]}{back}"
            body = client.post(
                f"/v1/puzzles/{puzzle_id}/hints", json={"moves": moves}
            ).json
            if body.get("on_optimal_path") is False:
                return moves, body["moves_left"]
    raise AssertionError("no detour found")


def test_off_the_optimal_path_it_says_how_many_moves_are_left(
    app: Flask,
    live_server: str,  # noqa: F811
    open_browser: Callable[[int, int], Any],  # noqa: F811
) -> None:
    puzzle_id, entry = stock(app, Band(5, 8))
    moves, left = off_path(app, puzzle_id, entry)
    driver = open_browser(1280, 900)
    open_puzzle(driver, live_server, puzzle_id)
    driver.find_element("id", "moves").send_keys(moves)
    wait_for(
        driver,
        lambda d: (
            d.execute_script("return document.querySelector('.rb').dataset.moves")
            == moves
        ),
    )
    click(driver, "#hint")
    wait_for(driver, lambda d: "Hint:" in text(d, "hint-text"))
    assert text(driver, "hint-text").startswith(
        f"Off the optimal path: {left} more move"
    ), text(driver, "hint-text")
    shot(driver, "puzzles-hint-off-path-1280x900")
    no_errors(driver, live_server)
