"""A solve job whose worker is killed mid-chunk shows `retrying` within seconds, with
real worker processes: the whole worker killed (its heartbeat lapses). A chunk runs
in the worker's own process, with no work process of its own to kill; a chunk ended
there (its worker told to stop) is tests/workers/test_inprocess_chunks.py's."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.helpers.processes import RedisServer, Workers
from tests.helpers.puzzles import long_spec
from tests.helpers.wait import holds_for, wait_until
from tests.workers.helpers import children

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server; the workers' monitor interval."""
    return {"REDIS_URL": redis_server.url, "WORKER_MONITOR_SECONDS": 1}


def status(client: FlaskClient, auth: dict[str, str], job_id: str) -> dict[str, Any]:
    """Return a solve job's status."""
    body: dict[str, Any] = client.get(f"/v1/solve-jobs/{job_id}", headers=auth).json
    return body


def test_a_solve_job_killed_mid_chunk_shows_retrying_within_seconds(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = workers.start(SOLVE_MAX_SECONDS="30")
    items = [{"puzzle": long_spec()}]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    wait_until(
        lambda: status(client, auth, job["id"])["status"] == "running",
        30,
        workers.logs,
    )
    holds_for(  # well inside the search
        lambda: status(client, auth, job["id"])["status"] == "running",
        0.5,
        workers.logs,
    )
    assert children(worker.pid) == []  # the chunk runs in the worker itself
    os.kill(worker.pid, signal.SIGKILL)
    killed = time.monotonic()
    body = wait_until(
        lambda: (b := status(client, auth, job["id"]))["status"] != "running" and b,
        20,
        workers.logs,
    )
    assert body["status"] == "retrying", body
    assert time.monotonic() - killed < 8  # the monitor interval is 1 s
    assert "run again" in body["error"] or "will be run again" in body["error"]
