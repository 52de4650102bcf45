"""A bid's standing on /play once a real RQ worker has solved the round in the
background: the page learns of it without an event and shows what the API says."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.puzzles.puzzles import parsed_puzzle
from service.tools.devserver import WORKER_ARGS
from tests.helpers.browser import click, game_round, shot, text, visible, wait_for
from tests.helpers.games import solve_puzzle
from tests.helpers.processes import Workers

pytestmark = [pytest.mark.browser, pytest.mark.redis]
SOLVED_WAIT = 120
"""Seconds for the worker to start (it loads the compiled solver) and solve."""


@pytest.fixture
def workers(app: Flask, tmp_path: Path) -> Iterator[Workers]:
    """Return a launcher of `python -m workers` processes on the app's stores."""
    launcher = Workers(app.config["DATABASE_URL"], app.config["REDIS_URL"], tmp_path)
    yield launcher
    launcher.stop_all()


def shown_standings(driver: Any) -> list[list[str]]:
    """Return the bids table as the page shows it: player, bid, standing."""
    rows = driver.execute_script(
        "return [...document.querySelectorAll('#bids tbody tr')]"
        ".map(tr => [...tr.cells].map(td => td.textContent))"
    )
    return [list(r) for r in rows]


def test_bid_standing_appears_once_a_worker_solved_the_round(
    live_server: str,
    open_browser: Callable[[int, int], Any],
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
) -> None:
    created = client.post(
        "/v1/games",
        headers=auth,
        json={
            "players": ["Ann", "Bob"],
            "timer_seconds": 5,
            "rules": {"verify_seconds": 300},
        },
    ).get_json()
    game_id = created["id"]
    windows = []
    for player, size in zip(
        created["players"], ((1280, 1600), (390, 844)), strict=True
    ):
        driver = open_browser(*size)
        driver.get(
            f"{live_server}/play?game={game_id}"
            f"#seat={player['seat'] + 1}&token={player['token']}"
        )
        wait_for(driver, lambda d: "Start the first round" in text(d, "status"))
        windows.append(driver)
    ann, bob = windows
    click(ann, "#next-round")
    for driver in windows:
        wait_for(driver, lambda d: visible(d, "bidding"))
    rnd = game_round(app, client, game_id)
    with app.app_context():
        optimum = solve_puzzle(parsed_puzzle(rnd["puzzle_id"])).moves
    for driver, bid in ((ann, optimum), (bob, optimum + 2)):
        driver.find_element("id", "bid-entry").send_keys(f"{bid}\n")
        wait_for(driver, lambda d: "sand timer" in text(d, "timer-label"))
    for driver in windows:  # the timer ran out: standings may show, none is known
        wait_for(driver, lambda d: "Ann demonstrates" in text(d, "status"), 20)
    assert game_round(app, client, game_id)["optimum"] is None
    assert [row[2] for row in shown_standings(bob)] == ["", ""]
    assert not visible(bob, "my-standing")

    for args in WORKER_ARGS:  # what `make run` starts
        workers.start(*args)
    for driver in windows:
        wait_for(driver, lambda d: visible(d, "my-standing"), SOLVED_WAIT)
    rnd = game_round(app, client, game_id)
    assert rnd["optimum"] == optimum  # the worker's answer
    labels = {b["player"]: b["standing"]["label"] for b in rnd["bids"]}
    assert labels == {0: "optimal", 1: "+2"}
    for seat, driver in enumerate(windows):
        names = [created["players"][b["player"]]["name"] for b in rnd["bids"]]
        assert shown_standings(driver) == [
            [name, str(b["moves"]), b["standing"]["label"]]
            for name, b in zip(names, rnd["bids"], strict=True)
        ]
        mine = next(b for b in rnd["bids"] if b["player"] == seat)
        assert text(driver, "my-standing").startswith(
            f"Your standing: your bid of {mine['moves']} is "
        )
        assert text(driver, "my-standing").endswith(
            f"; the optimum is {rnd['optimum']} moves."
        )
    assert "is optimal;" in text(ann, "my-standing")
    bob.execute_script("document.getElementById('bids').scrollIntoView()")
    shot(bob, "play-standing-phone", scroll=False)
    assert "is +2 over the optimum;" in text(bob, "my-standing")
