"""Health says whether a worker is ready; a queued solve says why it waits."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from service.infra.workerstate import READY, REASONS, WARMING, Beacon
from tests.helpers.processes import Workers
from tests.helpers.puzzles import create_puzzle, small_spec
from tests.helpers.wait import wait_until


def worker_state(client: FlaskClient) -> str:
    """Return health's `worker` field."""
    response = client.get("/v1/health")
    assert response.status_code == 200
    return str(response.json["worker"])


def test_health_reports_warming_then_ready_then_none(
    client: FlaskClient, redis: Any
) -> None:
    assert worker_state(client) == "none"
    beacon = Beacon(redis, "test-host:1").start(WARMING)
    try:
        assert worker_state(client) == "warming"
        other = Beacon(redis, "test-host:2").start(READY)
        assert worker_state(client) == "ready"  # the best state of any worker
        other.stop()
        assert worker_state(client) == "warming"
    finally:
        beacon.stop()
    assert worker_state(client) == "none"
    assert redis.ttl("ricochet:worker-state:test-host:1") == -2


def test_a_queued_solve_says_why_it_waits(
    client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    puzzle_id = create_puzzle(client, auth, small_spec([2, 0]))
    url = f"/v1/puzzles/{puzzle_id}/solution"
    queued = client.post(url, headers=auth).json
    assert queued["status"] == "queued" and queued["waiting"] == REASONS["none"]
    beacon = Beacon(redis, "test-host:1").start(WARMING)
    try:
        assert client.get(url).json["waiting"] == REASONS["warming"]
        beacon.set(READY)
        assert client.get(url).json["waiting"] is None
    finally:
        beacon.stop()


def test_a_started_worker_becomes_ready(
    client: FlaskClient, workers: Workers, redis: Any
) -> None:
    workers.start()
    wait_until(lambda: worker_state(client) == "ready", 60, workers.logs)
    workers.stop_all()
    wait_until(lambda: worker_state(client) == "none", 30, workers.logs)
