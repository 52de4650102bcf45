"""Puzzle requests: bad filters, served from the library, generated to order."""

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
from tests.library.helpers import assert_proven

pytestmark = pytest.mark.redis

LAYOUT = "1A2B3A4B"  # a 1999 layout (faces A and B only)


def stock(app: Flask, band: Band, count: int, seed: int = 1) -> list[str]:
    """Fill the library with `count` generated puzzles of a band; return their ids."""
    kept: list[store.Entry] = []
    rule = PuzzleFilter(band, layout=LAYOUT, black_robot=False, ricochet_rule=False)
    generate(rule, count, 60, random.Random(seed), lambda e, _: not kept.append(e))
    with app.app_context():
        return store.add_entries(kept)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"moves": {"min": 12, "max": 11}}, "moves"),
        ({"moves": {"min": 0, "max": 3}}, "moves"),
        ({"moves": {"min": 3, "max": 99}}, "moves"),
        ({"moves": {"min": 3, "max": 4}, "count": 0}, "count"),
        ({"moves": {"min": 3, "max": 4}, "count": 101}, "count"),
        ({"moves": {"min": 3, "max": 4}, "theme": "nonsense"}, "theme"),
        ({"moves": {"min": 3, "max": 4}, "layout": "1A2B3A9Z"}, "layout"),
        ({"moves": {"min": 3, "max": 4}, "edition": "2001"}, "edition"),
        (
            {"moves": {"min": 3, "max": 4}, "layout": "1C2B3A4B", "edition": "1999"},
            "layout",
        ),
        ({"count": 3}, "moves"),
    ],
)
def test_bad_filters_are_422_naming_the_field(
    client: FlaskClient, auth: dict[str, str], body: dict[str, Any], field: str
) -> None:
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert any(key.startswith(field) for key in response.json["errors"]), response.json


def test_a_request_needs_a_key(client: FlaskClient) -> None:
    response = client.post("/v1/puzzle-requests", json={"moves": {"min": 1, "max": 3}})
    assert response.status_code == 401


def test_served_from_the_library_with_proven_optima(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    stock(app, Band(3, 4), 6)
    body = {"moves": {"min": 3, "max": 4}, "count": 5, "layout": LAYOUT}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 201, response.json
    assert response.json["status"] == "done"
    items = response.json["items"]
    assert len(items) == 5
    assert len({item["puzzle_id"] for item in items}) == 5
    for item in items:
        assert 3 <= item["optimal_moves"] <= 4
        assert item["layout"] == LAYOUT and item["edition"] == "1999"
        shown = client.get(item["links"]["puzzle"])
        assert shown.status_code == 200
        answer = client.get(f"/v1/puzzles/{item['puzzle_id']}/solution")
        assert answer.status_code == 200
        assert answer.json["status"] == "done"
        assert answer.json["optimal_moves"] == item["optimal_moves"]
        assert_proven(shown.json, item["optimal_moves"], answer.json["solution"])


def test_unseen_never_serves_a_puzzle_twice(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    ids = set(stock(app, Band(2, 3), 4))
    body = {"moves": {"min": 2, "max": 3}, "count": 2, "unseen": True, "layout": LAYOUT}
    first = client.post("/v1/puzzle-requests", json=body, headers=auth)
    second = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert first.status_code == second.status_code == 201
    served = [i["puzzle_id"] for r in (first, second) for i in r.json["items"]]
    assert len(set(served)) == 4 and set(served) <= ids
    third = client.post(
        "/v1/puzzle-requests", json={**body, "max_seconds": 1}, headers=auth
    )
    assert third.status_code == 202  # the library holds nothing unseen: to order


def test_generated_to_order_when_the_library_is_short(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    run_worker: Callable[[], None],
) -> None:
    body = {"moves": {"min": 5, "max": 6}, "count": 2, "layout": LAYOUT}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 202, response.json
    location = response.headers["Location"]
    assert response.json["status"] == "queued" and response.json["found"] == 0
    run_worker()
    done = client.get(location, headers=auth)
    assert done.status_code == 200
    assert done.json["status"] == "done" and done.json["complete"] is True
    assert len(done.json["items"]) == 2
    for item in done.json["items"]:
        shown = client.get(item["links"]["puzzle"]).json
        answer = client.get(f"/v1/puzzles/{item['puzzle_id']}/solution").json
        assert answer["status"] == "done"
        assert_proven(shown, item["optimal_moves"], answer["solution"])
    again = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert again.status_code == 201  # now in the library: done at once


def test_a_request_out_of_time_says_so_and_returns_what_it_found(
    client: FlaskClient, auth: dict[str, str], run_worker: Callable[[], None]
) -> None:
    body = {
        "moves": {"min": 24, "max": 25},
        "count": 3,
        "layout": LAYOUT,
        "max_seconds": 1,
    }
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 202
    run_worker()
    done = client.get(response.headers["Location"], headers=auth).json
    assert done["status"] == "done" and done["complete"] is False
    assert done["items"] == [] and "time budget" in done["detail"]
    assert done["candidates"] > 0


def test_another_clients_request_is_not_found(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = {"moves": {"min": 24, "max": 25}, "count": 1, "max_seconds": 1}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    other = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    seen = client.get(
        response.headers["Location"], headers={"Authorization": f"Bearer {other}"}
    )
    assert seen.status_code == 404
    assert client.get("/v1/puzzle-requests/nonsense", headers=auth).status_code == 404
