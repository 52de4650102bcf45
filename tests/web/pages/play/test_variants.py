"""Variants played from /play: a Micro Robots target rolled again from the page, and
a game created with the black robot, which the board shows and the moves use."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.errors import IllegalMove
from service.game.geometry import DIRECTION_INDEX
from service.game.micro.board import MicroBoard
from service.game.micro.rules import micro_shortest
from service.game.moves import slide
from service.puzzles.puzzles import parsed_puzzle
from tests.helpers.browser import (
    board_robot_cell,
    cell_name,
    click,
    enter_with_keys,
    game_round,
    mark_page,
    no_errors,
    shot,
    still_same_page,
    text,
    visible,
    wait_for,
)
from tests.helpers.games import solve_puzzle

pytestmark = pytest.mark.browser
TARGET = "return document.querySelector('#board g.target')?.dataset.target"


def create_on_page(driver: Any, origin: str, preset: str | None, **fields: Any) -> str:
    """Fill in the page's form and create the game; return its first invite link."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{origin}/play")
    if preset:
        Select(driver.find_element(By.ID, "preset")).select_by_value(preset)
    for field, value in fields.items():
        box = driver.find_element(By.ID, field)
        if isinstance(value, bool):
            if box.is_selected() != value:
                box.click()
            continue
        box.clear()
        box.send_keys(value)
    click(driver, "#create-button")
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "a.invite"))
    return str(driver.find_element(By.CSS_SELECTOR, "a.invite").get_attribute("href"))


def game_of(link: str) -> str:
    """Return the game id of an invite link."""
    found = re.search(r"game=([^#&]+)", link)
    assert found
    return found.group(1)


def test_micro_robots_target_rolled_again_from_the_page(
    live_server: str, open_browser: Callable[[int, int], Any], client: FlaskClient
) -> None:
    from selenium.webdriver.common.by import By

    mia, max_ = open_browser(1280, 1600), open_browser(390, 844)
    create_on_page(
        mia,
        live_server,
        "micro-robots-2016",
        players="Mia\nMax",
        no_bid_wait_seconds="1",
    )
    links = [
        a.get_attribute("href") for a in mia.find_elements(By.CSS_SELECTOR, "a.invite")
    ]
    game_id = game_of(links[0])
    mia.get(links[0])
    max_.get(links[1])
    for driver in (mia, max_):
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        mark_page(driver)
    click(mia, "#next-round")
    for driver in (mia, max_):
        wait_for(driver, lambda d: visible(d, "claim"))
    first = client.get(f"/v1/games/{game_id}").get_json()["current_round"]
    for driver in (mia, max_):
        wait_for(
            driver,
            lambda d: d.execute_script(TARGET) == "{},{}".format(*first["target"]),
        )
    wait_for(max_, lambda d: visible(d, "reroll"))  # after the wait with no claim
    click(max_, "#reroll")
    wait_for(max_, lambda d: "A new target was rolled." in text(d, "log"))
    state = client.get(f"/v1/games/{game_id}").get_json()
    rnd = state["current_round"]
    assert len(rnd["rolls"]) == 2 and rnd["target"] != first["target"]
    dice = rnd["rolls"][-1]
    for driver in (mia, max_):  # both windows move the ring to the new roll
        wait_for(
            driver, lambda d: d.execute_script(TARGET) == "{},{}".format(*rnd["target"])
        )
        wait_for(driver, lambda d: "A new target was rolled." in text(d, "log"))
        assert f"rolled {dice['color']} and {dice['number']}" in text(
            driver, "round-info"
        )
    cells = client.get(state["links"]["board"]).get_json()["board"]["cells"]
    board = MicroBoard(tuple((color, number) for color, number in cells))
    moves, path = micro_shortest(board, tuple(rnd["start"]), tuple(rnd["target"]))
    for x, y in path:  # the claim is judged against the new target
        click(max_, f'#board g[data-cell="{x},{y}"]')
    click(max_, "#claim-submit")
    for driver in (mia, max_):
        wait_for(driver, lambda d: f"Max claims {moves}: success" in text(d, "log"))
        assert still_same_page(driver)
        no_errors(driver, live_server)
    over = client.get(f"/v1/games/{game_id}").get_json()["current_round"]
    assert over["winner"] == 1 and over["status"] == "over"


def black_first(puzzle: Any) -> str:
    """Return a demonstration that moves the black robot first, then solves."""
    robots = puzzle.robot_positions
    for word in "NESW":
        try:
            end = slide(puzzle.board, robots, "black", DIRECTION_INDEX[word]).end
        except IllegalMove:
            continue
        rest = solve_puzzle(puzzle.with_robots({**robots, "black": end}))
        return f"k{word} {rest.solution}"
    raise AssertionError("the black robot cannot move")


def test_a_black_robot_game_created_on_the_page(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
) -> None:
    driver = open_browser(390, 844)
    link = create_on_page(
        driver, live_server, None, players="Kim", black_robot=True, timer_seconds="120"
    )
    game_id = game_of(link)
    assert client.get(f"/v1/games/{game_id}").get_json()["rules"]["black_robot"]
    driver.get(link)
    wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
    mark_page(driver)
    click(driver, "#next-round")
    wait_for(driver, lambda d: visible(d, "demo"))
    rnd = game_round(app, client, game_id)
    assert "black" in rnd["robots"]
    drawn = driver.execute_script(
        "return [...document.querySelectorAll('#board-mount .rb-robot')]"
        ".map(n => n.dataset.robot)"
    )
    assert drawn == ["red", "green", "blue", "yellow", "black"]
    assert board_robot_cell(driver, "black") == cell_name(rnd["robots"]["black"])
    with app.app_context():
        puzzle = parsed_puzzle(rnd["puzzle_id"])
    solution = black_first(puzzle)
    enter_with_keys(driver, solution)
    shot(driver, "play-black-robot-phone")
    click(driver, "#submit-demo")
    wait_for(driver, lambda d: "Chip laid face up" in text(d, "log"))
    attempt = game_round(app, client, game_id)["verification"]["attempts"][0]
    assert attempt["result"] == "success" and attempt["solution"].startswith("k")
    assert still_same_page(driver)
    no_errors(driver, live_server)
