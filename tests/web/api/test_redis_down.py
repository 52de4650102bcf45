"""Redis down: what needs no queue keeps working, what does answers 503.

Rate limits fall back to in-process counting (and /v1/health says so); enqueueing
solves, check jobs and job status reads answer 503 problem+json with Retry-After.
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from tests.helpers.api import LAYOUT, assert_problem, puzzle_spec

DEAD_REDIS = "redis://127.0.0.1:1/0"  # nothing listens on port 1


@pytest.fixture
def app_config() -> dict[str, Any]:
    return {
        "REDIS_URL": DEAD_REDIS,
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_STORAGE_URI": None,  # the (dead) Redis at REDIS_URL
        "RATELIMIT_WRITES": "8 per minute",
    }


def assert_unavailable(response: TestResponse) -> None:
    """Assert a 503 problem with a Retry-After in seconds."""
    assert_problem(response, 503, "service-unavailable")
    assert int(response.headers["Retry-After"]) > 0


def test_writes_without_queue_work_and_are_still_limited(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    assert (
        client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth).status_code
        == 201
    )
    puzzle = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
    assert puzzle.status_code == 201  # its solve is recorded for later
    check = {"puzzle_id": puzzle.json["id"], "solution": "rS"}
    assert client.post("/v1/checks", json=check, headers=auth).status_code == 200
    game = client.post("/v1/games", json={"players": ["ann", "bob"]}, headers=auth)
    assert game.status_code == 201
    token = {"Authorization": f"Bearer {game.json['players'][0]['token']}"}
    rounds = client.post(f"/v1/games/{game.json['id']}/rounds", headers=token)
    assert rounds.status_code == 201
    # Counted in memory now: the key's 8 writes a minute still hold.
    statuses = [
        client.post("/v1/checks", json=check, headers=auth).status_code
        for _ in range(5)
    ]
    assert statuses == [200, 200, 200, 200, 429]  # 4 writes before these
    health = client.get("/v1/health").json
    assert (health["redis"], health["rate_limits"]) == (
        "unavailable",
        "memory-fallback",
    )


def test_queue_bound_calls_are_503_with_retry_after(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json["id"]
    solution = f"/v1/puzzles/{puzzle_id}/solution"
    assert_unavailable(client.post(solution, headers=auth))
    assert_unavailable(client.get(solution))
    assert_unavailable(client.get(f"/v1/puzzles/{puzzle_id}/hint"))
    job = {"items": [{"puzzle_id": puzzle_id, "solution": "rS"}]}
    assert_unavailable(client.post("/v1/check-jobs", json=job, headers=auth))
    assert_unavailable(client.get("/v1/check-jobs/cj0123456789abcdef", headers=auth))
