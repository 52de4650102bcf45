"""Web players, never locked out: the daily page's visitors play without an
API key, known by a signed cookie, limited per visitor and per address. Limits
count in the test Redis (real storage), as in production."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from service.web.players import COOKIE
from tests.daily.helpers import TODAY
from tests.helpers.api import assert_problem
from tests.helpers.daily import SMALL_CONFIG

pytestmark = [
    pytest.mark.usefixtures("days_generated"),  # requests never generate a day
    pytest.mark.redis,
    pytest.mark.usefixtures("redis"),
]

URL = "/daily/2026-01-01/easy/attempts"
LIMITED = {
    **SMALL_CONFIG,
    "RATELIMIT_STORAGE_URI": None,  # derived from REDIS_URL: counters in Redis
    "RATELIMIT_ENABLED": True,
    "RATELIMIT_WRITES": "3 per minute",  # the API's budget does not bind the page
    "RATELIMIT_REGISTER": "2 per minute",
    "RATELIMIT_WEB_PLAYER": "5 per minute",
}


@pytest.fixture
def app_config() -> dict[str, Any]:
    return dict(LIMITED)


@pytest.fixture
def solution(client: FlaskClient, clock: FakeClock, answer) -> list[list[str]]:
    """Generate today; return the easy tier's optimal solution."""
    assert client.get("/v1/daily").status_code == 200
    return [list(move) for move in answer(TODAY, "easy").solution]


def play(client: FlaskClient, name: str, solution: Any) -> Any:
    """Submit an attempt from the page as a visitor."""
    return client.post(URL, json={"player": name, "solution": solution})


def test_a_thousand_visitors_from_one_address_all_play(
    app: Flask, client: FlaskClient, solution: list[list[str]]
) -> None:
    statuses = {}
    for i in range(1000):
        visitor = app.test_client()  # a browser of its own: no cookie yet
        response = play(visitor, f"v{i}", solution)
        statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
        assert visitor.get_cookie(COOKIE, path="/daily") is not None
    assert statuses == {200: 1000}
    board = client.get("/v1/daily/2026-01-01/easy/leaderboard?limit=1").json
    assert board["total"] == 1000
    assert client.post("/v1/clients", json={"name": "x"}).status_code == 201


def test_one_abusive_visitor_is_limited_and_others_play_on(
    app: Flask, client: FlaskClient, solution: list[list[str]]
) -> None:
    # The first attempt sets the cookie (counted per address); then 5 per minute.
    statuses = [play(client, "spam", solution).status_code for _ in range(7)]
    assert statuses == [200] * 6 + [429]
    assert_problem(play(client, "spam", solution), 429, "rate-limited")
    assert play(app.test_client(), "fair", solution).status_code == 200


def test_a_forged_cookie_names_nobody(
    app: Flask, client: FlaskClient, solution: list[list[str]]
) -> None:
    first = play(client, "Ada", solution).json["player"]
    cookie = client.get_cookie(COOKIE, path="/daily")
    assert cookie is not None and first.startswith("Ada #")
    again = play(client, "Ada", "rN").json  # the cookie keeps the player
    assert again["player"] == first and again["best"]["moves"] == len(solution)
    thief = app.test_client()
    thief.set_cookie(COOKIE, cookie.value[:-2] + "xx", path="/daily")
    assert play(thief, "Ada", solution).json["player"] != first
    me = client.get("/daily/me").json
    assert me["player"] == first and me["solved"]["easy"]["best"]["optimal"] is True
    assert me["streak"]["current"] == 1 and me["solved"]["easy"]["solution"]
    assert app.test_client().get("/daily/me").json["player"] is None


@pytest.mark.parametrize(
    "app_config", [{**LIMITED, "RATELIMIT_WEB_ADDRESS": "4 per minute"}]
)
def test_new_cookies_do_not_escape_the_address_limit(
    app: Flask, solution: list[list[str]]
) -> None:
    statuses = [
        play(app.test_client(), f"n{i}", solution).status_code for i in range(5)
    ]
    assert statuses == [200] * 4 + [429]
