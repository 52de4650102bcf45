"""Requests no puzzle can meet are a 422 saying why, before any work is queued;
the trainer's refills ask the same check."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from service.game.records import FAMILIES
from service.library.reach import contradiction, unmeetable
from service.trainer.refill import Band, compatible, puzzle_filter

pytestmark = pytest.mark.redis


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"moves": {"min": 28, "max": 30}}, "moves.min"),
        ({"moves": {"min": 11, "max": 12}, "theme": "long"}, "moves.max"),
        (
            {
                "moves": {"min": 3, "max": 6},
                "theme": "black-robot",
                "black_robot": False,
            },
            "theme",
        ),
        (
            {"moves": {"min": 3, "max": 6}, "theme": "diagonal", "diagonals": False},
            "theme",
        ),
        (
            {"moves": {"min": 3, "max": 6}, "theme": "diagonal", "layout": "1A2B3A4B"},
            "theme",
        ),
        (
            {
                "moves": {"min": 3, "max": 6},
                "theme": "ricochet-detour",
                "ricochet_rule": False,
            },
            "theme",
        ),
        ({"moves": {"min": 1, "max": 2}, "theme": "many-helpers"}, "moves.max"),
        ({"moves": {"min": 26, "max": 30}, "theme": "long"}, "moves.min"),
    ],
)
def test_unmeetable_requests_are_422_and_queue_nothing(
    client: FlaskClient,
    auth: dict[str, str],
    redis: redis_lib.Redis,
    body: dict[str, Any],
    field: str,
) -> None:
    before = set(redis.keys("*"))
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert response.json["type"].endswith("/unmeetable-request"), response.json
    assert field in response.json["errors"], response.json
    assert (
        "no puzzle" in response.json["detail"]
        or "needs at least" in (response.json["detail"])
    )
    new = {k for k in set(redis.keys("*")) - before if b"puzzlereq" in k or b"rq:" in k}
    assert not new, new


@pytest.mark.parametrize(
    "body",
    [
        {"moves": {"min": 15, "max": 16}, "theme": "long"},
        {"moves": {"min": 3, "max": 6}, "theme": "black-robot", "black_robot": True},
        {"moves": {"min": 3, "max": 6}, "theme": "diagonal"},
        {"moves": {"min": 20, "max": 25}},
    ],
)
def test_meetable_rare_requests_are_accepted(
    client: FlaskClient, auth: dict[str, str], body: dict[str, Any]
) -> None:
    response = client.post(
        "/v1/puzzle-requests", json={**body, "max_seconds": 1}, headers=auth
    )
    assert response.status_code == 202, response.json


def test_the_trainer_and_requests_share_one_check() -> None:
    for name, family in FAMILIES.items():
        black, rule = "black" in family.robots, family.ricochet_rule
        for theme in ("black-robot", "ricochet-detour", "long", None):
            same = contradiction(theme, black_robot=black, ricochet_rule=rule) is None
            assert compatible(name, theme) == same
    assert not compatible("classic", "black-robot")
    assert puzzle_filter(Band(1500, "classic", "black-robot")) is None
    assert unmeetable(3, 6, "black-robot", black_robot=False) is not None
