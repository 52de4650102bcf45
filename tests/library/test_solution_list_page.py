"""/puzzles in a real Chromium: after giving up, every optimal solution is listed
and each replays on the board (1280x900 and 390x844)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from tests.helpers.browser import click, no_errors, shot, text, visible, wait_for

pytestmark = [pytest.mark.browser, pytest.mark.redis]

LAYOUT = "1A2B3A4B"
LETTER = {"red": "r", "green": "g", "blue": "b", "yellow": "y", "black": "k"}


def stock_with_solutions(app: Flask, client: FlaskClient) -> tuple[str, dict[str, Any]]:
    """Store a classic puzzle with at least three optimal solutions; return its id
    and its listing as the API shows it."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(4, 7), layout=LAYOUT, black_robot=False, ricochet_rule=False
    )
    generate(found, 12, 60, random.Random(5), lambda e, _: not kept.append(e))
    with app.app_context():
        ids = store.add_entries(kept)
    for puzzle_id in ids:
        body = client.get(f"/v1/puzzles/{puzzle_id}/solutions?limit=100").json
        if body["status"] == "done" and body["total"] >= 3:
            return puzzle_id, body
    raise AssertionError("no stocked puzzle has three optimal solutions")


def board_moves(driver: Any) -> str:
    """Return the moves the board shows (the page mirrors them in the field)."""
    return str(driver.execute_script("return document.getElementById('moves').value"))


@pytest.mark.parametrize("size", [(1280, 900), (390, 844)])
def test_give_up_then_replay_each_optimal_solution(
    app: Flask,
    client: FlaskClient,
    live_server: str,
    open_browser: Callable[[int, int], Any],
    size: tuple[int, int],
) -> None:
    puzzle_id, listing = stock_with_solutions(app, client)
    letters = [
        " ".join(LETTER[robot] + direction for robot, direction in item["solution"])
        for item in listing["items"]
    ]
    driver = open_browser(*size)
    driver.get(f"{live_server}/puzzles?puzzle={puzzle_id}")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    assert not visible(driver, "answer")
    click(driver, "#give-up")
    wait_for(driver, lambda d: visible(d, "answer"))
    assert visible(driver, "list-solutions") and not visible(driver, "solutions-box")
    click(driver, "#list-solutions")
    entries = "#solutions li"
    wait_for(driver, lambda d: len(d.find_elements("css selector", entries)) > 0)
    shown = [e.text for e in driver.find_elements("css selector", f"{entries} code")]
    assert shown == letters  # every one, in the API's order
    assert f"All {len(letters)} optimal solutions" in text(driver, "solutions-summary")
    for index in (len(letters) - 1, 0):  # the last, then the first, replay
        button = driver.find_elements("css selector", f"{entries} button")[index]
        assert button.get_attribute("aria-label").endswith(letters[index])
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        button.click()
        wait_for(driver, lambda d, i=index: board_moves(d) == letters[i])
        current = driver.find_elements("css selector", f"{entries}[aria-current]")
        assert [e.find_element("css selector", "code").text for e in current] == [
            letters[index]
        ]
    height = driver.execute_script(
        "return document.querySelector('#solutions button')"
        ".getBoundingClientRect().height"
    )
    assert height >= 44  # a finger's target
    driver.execute_script(
        "document.getElementById('solutions-box').scrollIntoView({block: 'end'})"
    )
    shot(driver, f"puzzles-solutions-{size[0]}", scroll=False)
    no_errors(driver, live_server)


def test_a_listing_a_worker_finishes_appears_when_done(
    app: Flask,
    client: FlaskClient,
    redis: Any,
    live_server: str,
    open_browser: Callable[[int, int], Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rq import SimpleWorker
    from rq.serializers import JSONSerializer

    from service.infra.queues import BULK, get_queue
    from service.puzzles import solution_lists
    from workers import jobs

    puzzle_id, listing = stock_with_solutions(app, client)
    redis.delete(solution_lists.KEY + puzzle_id)  # listed again, by a worker
    monkeypatch.setattr(solution_lists, "INLINE_SECONDS", 0.0)
    driver = open_browser(390, 844)
    driver.get(f"{live_server}/puzzles?puzzle={puzzle_id}")
    wait_for(
        driver,
        lambda d: d.execute_script("return document.documentElement.dataset.puzzle"),
    )
    click(driver, "#give-up")
    wait_for(driver, lambda d: visible(d, "answer"))
    click(driver, "#list-solutions")
    wait_for(driver, lambda d: "Listing" in text(d, "solutions-summary"))
    queue = get_queue(BULK, redis)
    wait_for(driver, lambda _: solution_lists.job_id(puzzle_id) in queue.job_ids)
    assert driver.find_elements("css selector", "#solutions li") == []
    jobs.set_app(app)
    try:
        SimpleWorker([queue], connection=redis, serializer=JSONSerializer).work(
            burst=True
        )
    finally:
        jobs.set_app(None)
    entries = "#solutions li"
    wait_for(
        driver,
        lambda d: (
            len(d.find_elements("css selector", entries)) == len(listing["items"])
        ),
    )
    assert "optimal solutions" in text(driver, "solutions-summary")
    no_errors(driver, live_server)
