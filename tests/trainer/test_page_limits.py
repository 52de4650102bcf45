"""The /train page's writes are limited per visitor and per address, as on /daily,
counted in the test Redis (real storage), and not by the API's write budget."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import store
from tests.helpers.api import assert_problem

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis")]

LIMITED = {
    "RATELIMIT_STORAGE_URI": None,  # derived from REDIS_URL: counters in Redis
    "RATELIMIT_ENABLED": True,
    "RATELIMIT_WRITES": "2 per minute",  # the API's budget does not bind the page
    "RATELIMIT_WEB_PLAYER": "4 per minute",
}


@pytest.fixture
def app_config() -> dict[str, Any]:
    return dict(LIMITED)


def attempt(client: FlaskClient, puzzle_id: str) -> int:
    """Send a (losing) attempt from the page; return the status."""
    body = {"puzzle_id": puzzle_id, "solution": "rN"}
    return client.post("/train/attempts", json=body).status_code


def test_one_visitor_is_limited_and_others_play_on(
    app: Flask, client: FlaskClient, library: list[store.Entry]
) -> None:
    puzzle_id = library[0].puzzle.puzzle_id
    assert client.get("/train/me").status_code == 200  # the cookie, as the page does
    statuses = [attempt(client, puzzle_id) for _ in range(5)]
    assert statuses == [200] * 4 + [429]
    denied = client.post("/train/runs", json={"mode": "streak"})
    assert_problem(denied, 429, "rate-limited")  # one budget for the visitor's writes
    assert attempt(app.test_client(), puzzle_id) == 200


@pytest.mark.parametrize(
    "app_config", [{**LIMITED, "RATELIMIT_WEB_ADDRESS": "3 per minute"}]
)
def test_new_cookies_do_not_escape_the_address_limit(
    app: Flask, library: list[store.Entry]
) -> None:
    puzzle_id = library[0].puzzle.puzzle_id
    statuses = [attempt(app.test_client(), puzzle_id) for _ in range(4)]
    assert statuses == [200] * 3 + [429]
