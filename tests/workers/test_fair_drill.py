"""The fairness drill, reduced: a flood from ten fresh keys on one address leaves a
normal user's 16 x 16 solves and another client's one-item check job fast (the
flood's check and solve jobs included), with the workers
`make run` starts; every queue drains afterwards."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from service.tools.bench.fairness import (
    CHECK_GOAL,
    FLOOD_ADDRESS,
    SOLVE_P99_GOAL,
    Call,
    Scale,
    drill,
)
from service.tools.bench.workers import short_positions
from service.tools.devserver import WORKER_ARGS
from tests.helpers.processes import RedisServer, Workers

pytestmark = [pytest.mark.redis, pytest.mark.slow]
QUIET = {"LIBRARY_STOCK": "0", "RECORD_SEARCH": "false", "SOLVE_MAX_SECONDS": "3"}
"""No stocking or record searches of idle workers; the big boards' searches end
at 3 s, so the queues drain within the test."""


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server."""
    return {"REDIS_URL": redis_server.url, "SOLVE_MAX_SECONDS": 3.0}


def test_a_flood_of_fresh_keys_leaves_normal_solves_and_check_jobs_fast(
    client: FlaskClient, workers: Workers, redis_server: RedisServer
) -> None:
    for args in WORKER_ARGS:
        workers.start(*args, **QUIET)

    def caller(address: str) -> Call:
        def call(method: str, path: str, body: Any, key: str | None) -> tuple[int, Any]:
            headers = {"Authorization": f"Bearer {key}"} if key else {}
            environ = {"REMOTE_ADDR": address}
            response = client.open(
                path, method=method, json=body, headers=headers, environ_base=environ
            )
            return response.status_code, response.get_json(silent=True)

        return call

    conn = redis_lib.Redis.from_url(redis_server.url)
    scale = Scale(search_seconds=2, request_seconds=2, normal_solves=8)
    flood = caller(FLOOD_ADDRESS)
    figures = drill(caller("127.0.0.1"), conn, short_positions(9), scale, flood)
    print(figures.report())
    answers = figures.answers
    # pending caps: the address's four at a time (more as earlier ones end)
    assert answers["search 429 too-many-pending"] >= 30, answers
    assert answers["request 422 unmeetable-request"] == 50, answers
    assert answers["big solve 202"] <= 4, answers  # 3 s each: none ends meanwhile
    # check and solve jobs: two per key, four per address pending at a time
    # (more are admitted as earlier ones end: 38 to 46 refused of 50 seen)
    assert answers["check job 429 too-many-pending"] >= 30, answers
    assert answers["solve job 429 too-many-pending"] >= 5, answers
    assert sum(answers.values()) == 220, answers
    assert not [k for k in answers if k.split()[-2].startswith("5")], answers
    assert figures.p99 < SOLVE_P99_GOAL, (figures.report(), workers.logs())
    assert figures.check_seconds < CHECK_GOAL, (figures.report(), workers.logs())
