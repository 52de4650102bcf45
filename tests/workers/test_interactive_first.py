"""Interactive work never waits behind bulk work with the workers `make run` starts."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.tools.devserver import WORKER_ARGS
from tests.helpers.processes import RedisServer, Workers
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.redis, pytest.mark.slow]
EASY_SOLVE_SECONDS = 5.0


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server."""
    return {"REDIS_URL": redis_server.url}


def test_easy_solve_answers_while_a_long_bulk_job_runs(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    for args in WORKER_ARGS:
        workers.start(*args)
    longs = []
    for x in range(4):  # distinct long searches: minutes of bulk work in all
        spec = long_spec()
        spec["robots"]["black"] = [5 + x, 7]
        longs.append({"puzzle": spec})
    response = client.post(
        "/v1/solve-jobs", json={"items": longs, "max_seconds": 60}, headers=auth
    )
    assert response.status_code == 202
    url = response.headers["Location"]
    wait_until(
        lambda: client.get(url, headers=auth).json["status"] == "running",
        60,
        workers.logs,
    )
    puzzle_id = create_puzzle(client, auth, small_spec([2, 0]))
    started = time.monotonic()
    asked = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert asked.status_code in (200, 202), asked.json
    wait_until(
        lambda: (
            client.get(f"/v1/puzzles/{puzzle_id}/solution").json["status"] == "done"
        ),
        EASY_SOLVE_SECONDS,
        workers.logs,
    )
    assert time.monotonic() - started < EASY_SOLVE_SECONDS
    assert client.get(url, headers=auth).json["status"] == "running"  # still busy
