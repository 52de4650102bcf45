"""One key cannot keep the interactive workers busy with long searches: past
SOLVE_LONG_PER_KEY queued or running solves of big boards, 429 `solve-limit`."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.infra.queues import fetch_job
from service.solving.solves import job_id
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec

pytestmark = pytest.mark.redis


def big(x: int) -> dict[str, Any]:
    """Return a distinct 32 x 32 puzzle (its search runs into the time limit)."""
    spec = long_spec()
    spec["robots"]["black"] = [5 + x, 7]
    return spec


def ask(client: FlaskClient, puzzle_id: str, auth: dict[str, str]) -> Any:
    """POST the puzzle's solution request with a key."""
    return client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)


def other_key(client: FlaskClient) -> dict[str, str]:
    """Register another client; return its Authorization header."""
    key = client.post("/v1/clients", json={"name": "other"}).json["api_key"]
    return {"Authorization": f"Bearer {key}"}


def test_a_second_long_solve_of_one_key_is_refused_until_the_first_ends(
    client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    first, second = (create_puzzle(client, auth, big(x)) for x in range(2))
    assert ask(client, first, auth).status_code == 202  # queued: no worker here
    refused = ask(client, second, auth)
    assert refused.status_code == 429
    assert refused.mimetype == "application/problem+json"
    assert refused.json["type"].endswith("/solve-limit")
    assert "SOLVE_LONG_PER_KEY" in refused.json["detail"]
    assert int(refused.headers["Retry-After"]) > 0
    small = create_puzzle(client, auth, small_spec([2, 0]))
    assert ask(client, small, auth).status_code == 202  # small boards: no cap
    assert ask(client, first, auth).status_code == 202  # the same search: no new work
    assert ask(client, second, other_key(client)).status_code == 202  # another key
    job = fetch_job(job_id(first), redis)
    assert job is not None
    job.delete()  # the first search ended
    third = create_puzzle(client, auth, big(2))
    assert ask(client, third, auth).status_code == 202
