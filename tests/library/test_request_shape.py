"""One shape: a puzzle request is always a request resource (201 when done at once,
202 while pending, GET the same), and `Prefer: wait=N` (RFC 7240) answers as soon
as it is done or after N seconds, holding no database connection meanwhile."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.infra.extensions import db
from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.generate import generate
from tests.helpers.wait import wait_until

pytestmark = pytest.mark.redis

LAYOUT = "1A2B3A4B"
STOCKED = {"moves": {"min": 3, "max": 4}, "count": 3, "layout": LAYOUT}
TO_ORDER = {"moves": {"min": 5, "max": 6}, "count": 1, "layout": LAYOUT}
SHAPE = {"id", "status", "count", "found", "filter", "items", "links", "detail"}
DEADLINE = 60.0


def stock(app: Flask) -> list[str]:
    """Store four classic puzzles of 3-4 moves; return their ids."""
    kept: list[store.Entry] = []
    found = PuzzleFilter(
        Band(3, 4), layout=LAYOUT, black_robot=False, ricochet_rule=False
    )
    generate(found, 4, 60, random.Random(3), lambda e, _: not kept.append(e))
    with app.app_context():
        return store.add_entries(kept)


def until(condition: Callable[[], bool], what: str) -> None:
    """Poll a condition under DEADLINE; fail naming it."""
    wait_until(condition, DEADLINE, lambda: f"never: {what}", interval=0.02)


def test_a_request_the_library_meets_is_created_done(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    ids = set(stock(app))
    response = client.post("/v1/puzzle-requests", json=STOCKED, headers=auth)
    assert response.status_code == 201, response.json
    body = response.json
    assert SHAPE <= set(body)
    assert body["status"] == "done" and body["complete"] is True
    assert len(body["items"]) == 3 and {i["puzzle_id"] for i in body["items"]} <= ids
    assert response.headers["Location"] == body["links"]["self"]
    assert body["id"] in body["links"]["self"]
    again = client.get(response.headers["Location"], headers=auth)
    assert again.status_code == 200
    assert again.json == body
    assert again.headers["Location"] == body["links"]["self"]


def test_a_request_to_order_is_202_then_done_in_the_same_shape(
    client: FlaskClient, auth: dict[str, str], run_worker: Callable[[], None]
) -> None:
    response = client.post("/v1/puzzle-requests", json=TO_ORDER, headers=auth)
    assert response.status_code == 202, response.json
    assert SHAPE <= set(response.json) and response.json["status"] == "queued"
    assert response.json["items"] == []
    run_worker()
    done = client.get(response.headers["Location"], headers=auth)
    assert done.status_code == 200
    assert set(done.json) == set(response.json)
    assert done.json["status"] == "done" and len(done.json["items"]) == 1


def test_prefer_wait_on_a_request_done_at_once_answers_at_once_capped(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    stock(app)
    started = time.monotonic()
    response = client.post(
        "/v1/puzzle-requests", json=STOCKED, headers={**auth, "Prefer": "wait=999"}
    )
    assert response.status_code == 201, response.json
    assert response.headers["Preference-Applied"] == "wait=30"
    assert "Prefer" in response.headers["Vary"]
    assert time.monotonic() - started < 10


def test_prefer_wait_answers_after_n_seconds_with_the_pending_request(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    started = time.monotonic()
    response = client.post(
        "/v1/puzzle-requests", json=TO_ORDER, headers={**auth, "Prefer": "wait=1"}
    )
    waited = time.monotonic() - started
    assert response.status_code == 202, response.json
    assert response.headers["Preference-Applied"] == "wait=1"
    assert response.json["status"] == "queued"
    assert 1.0 <= waited < 10
    started = time.monotonic()
    shown = client.get(
        response.headers["Location"],
        headers={**auth, "Prefer": "respond-async, wait=1"},
    )
    assert shown.status_code == 200 and shown.json["status"] == "queued"
    assert shown.headers["Preference-Applied"] == "wait=1"
    assert 1.0 <= time.monotonic() - started < 10


def test_prefer_wait_answers_as_soon_as_the_worker_is_done_holding_no_connection(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    run_worker: Callable[[], None],
) -> None:
    answers: list[Any] = []

    def post() -> None:
        headers = {**auth, "Prefer": "wait=30"}
        answers.append(
            client.post("/v1/puzzle-requests", json=TO_ORDER, headers=headers)
        )

    waiting = threading.Thread(target=post)
    started = time.monotonic()
    waiting.start()
    until(lambda: bool(redis.keys("rq:job:pr*")), "the request's job is queued")
    with app.app_context():
        pool = db.engine.pool
        until(lambda: pool.checkedout() == 0, "the waiting request holds no connection")  # type: ignore[attr-defined]
    assert waiting.is_alive()  # still waiting: the job has not run
    run_worker()
    waiting.join(DEADLINE)
    assert not waiting.is_alive()
    (response,) = answers
    assert response.status_code == 201, response.json
    assert response.json["status"] == "done" and len(response.json["items"]) == 1
    assert response.headers["Preference-Applied"] == "wait=30"
    assert time.monotonic() - started < 30


@pytest.mark.parametrize(
    "prefer",
    ["wait=abc", "wait=-1", "wait=", "wait=1.5", "return=minimal", "wait"],
)
def test_a_prefer_the_server_cannot_read_is_ignored(
    client: FlaskClient, auth: dict[str, str], prefer: str
) -> None:
    started = time.monotonic()
    response = client.post(
        "/v1/puzzle-requests", json=TO_ORDER, headers={**auth, "Prefer": prefer}
    )
    assert response.status_code == 202, response.json
    assert "Preference-Applied" not in response.headers
    assert time.monotonic() - started < 5


def test_a_wait_of_thousands_of_digits_is_the_cap_not_an_error(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    stock(app)
    headers = {**auth, "Prefer": "wait=" + "9" * 5000}
    response = client.post("/v1/puzzle-requests", json=STOCKED, headers=headers)
    assert response.status_code == 201, response.json
    assert response.headers["Preference-Applied"] == "wait=30"


def test_a_refused_request_stores_nothing_and_applies_no_wait(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    body = {**TO_ORDER, "family": "classic", "black_robot": True}
    response = client.post(
        "/v1/puzzle-requests", json=body, headers={**auth, "Prefer": "wait=5"}
    )
    assert response.status_code == 422
    assert redis.keys("ricochet:puzzlereq:*") == []


def test_waiting_on_another_clients_request_is_not_found(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    response = client.post("/v1/puzzle-requests", json=TO_ORDER, headers=auth)
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    headers = {"Authorization": f"Bearer {other}", "Prefer": "wait=5"}
    started = time.monotonic()
    seen = client.get(response.headers["Location"], headers=headers)
    assert seen.status_code == 404
    assert time.monotonic() - started < 5


def test_browsers_may_send_prefer_and_read_preference_applied(
    client: FlaskClient,
) -> None:
    preflight = client.options(
        "/v1/puzzle-requests",
        headers={
            "Origin": "https://app.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "prefer",
        },
    )
    assert "Prefer" in preflight.headers["Access-Control-Allow-Headers"]
    answered = client.get("/v1/health")
    exposed = answered.headers["Access-Control-Expose-Headers"]
    assert "Preference-Applied" in exposed
