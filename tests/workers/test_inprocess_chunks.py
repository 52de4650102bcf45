"""Solve-job chunks run in the worker's own process (no work horse), with real
worker processes on a private Redis: the job keeps its heartbeat, a stopped worker
ends its chunk at once and the chunk runs again, and a chunk past its timeout fails
as a horse's would."""

from __future__ import annotations

import json
import signal
import time
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.solving import solvejobs
from tests.helpers.processes import RedisServer, Workers
from tests.helpers.puzzles import long_spec
from tests.helpers.wait import holds_for, wait_until
from tests.workers.helpers import children

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server; the workers' monitor interval; one
    retry, a second later (set at enqueue)."""
    return {
        "REDIS_URL": redis_server.url,
        "WORKER_MONITOR_SECONDS": 1,
        "SOLVE_RETRY_INTERVALS": [1],
    }


def status(client: FlaskClient, auth: dict[str, str], job_id: str) -> dict[str, Any]:
    """Return a solve job's status."""
    body: dict[str, Any] = client.get(f"/v1/solve-jobs/{job_id}", headers=auth).json
    return body


def results(
    client: FlaskClient, auth: dict[str, str], job_id: str
) -> list[dict[str, Any]]:
    """Return a finished job's result lines."""
    response = client.get(f"/v1/solve-jobs/{job_id}/results", headers=auth)
    assert response.status_code == 200, response.data
    return [json.loads(line) for line in response.data.splitlines()]


def start_long_job(client: FlaskClient, auth: dict[str, str]) -> str:
    """Create a solve job of one long search; return its id."""
    items = [{"puzzle": long_spec(), "ref": "long"}]
    job = client.post("/v1/solve-jobs", json={"items": items}, headers=auth).json
    job_id: str = job["id"]
    return job_id


def running(client: FlaskClient, auth: dict[str, str], job_id: str) -> bool:
    """Tell whether the job's chunk has started."""
    return bool(status(client, auth, job_id)["status"] == "running")


def test_a_chunk_runs_in_the_worker_and_keeps_its_heartbeat(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = workers.start(SOLVE_MAX_SECONDS="8")
    job_id = start_long_job(client, auth)
    wait_until(lambda: running(client, auth, job_id), 30, workers.logs)
    assert children(worker.pid) == []  # no work horse: the search runs here
    # past two monitor intervals and two seconds (a lapsed beat) it still runs:
    # never `retrying`, the beat is kept
    holds_for(lambda: running(client, auth, job_id), 6, workers.logs)
    wait_until(lambda: status(client, auth, job_id)["status"] == "done", 30)
    [line] = results(client, auth, job_id)
    assert line["ref"] == "long" and line["result"] == "limit", line


def test_a_stopped_worker_ends_its_chunk_at_once_and_it_runs_again(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    first = workers.start(SOLVE_MAX_SECONDS="60")
    job_id = start_long_job(client, auth)
    wait_until(lambda: running(client, auth, job_id), 30, workers.logs)
    holds_for(lambda: running(client, auth, job_id), 0.5, workers.logs)  # searching
    started = time.monotonic()
    first.send_signal(signal.SIGTERM)
    assert first.wait(10) == 0, workers.logs()
    assert time.monotonic() - started < 5
    workers.start("--with-scheduler", SOLVE_MAX_SECONDS="1")
    wait_until(lambda: status(client, auth, job_id)["status"] == "done", 30)
    [line] = results(client, auth, job_id)
    assert line["result"] == "limit", line


def test_a_chunk_past_its_timeout_is_retried_then_failed(
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = solvejobs.bulk_job_options
    monkeypatch.setattr(
        solvejobs, "bulk_job_options", lambda f: {**real(f), "timeout": 1}
    )
    workers.start("--with-scheduler", SOLVE_MAX_SECONDS="60")
    job_id = start_long_job(client, auth)
    body = wait_until(
        lambda: (b := status(client, auth, job_id))["status"] == "failed" and b,
        40,
        workers.logs,
    )
    assert "JobTimeoutException" in body["error"], body
    # The job's line is logged after rq's failure callback marks the job failed.
    failures = wait_until(
        lambda: workers.logs().count("run_solve_chunk failed") >= 2 and workers.logs(),
        10,
        workers.logs,
    )
    # one retry: past the retry interval, no third run
    holds_for(lambda: workers.logs().count("run_solve_chunk failed") == 2, 2, failures)
