"""Check and solve jobs whose work is lost, with real worker processes: a job whose
work horse is killed on its last run is marked failed with a reason by the sweep,
and one whose RQ job Redis lost is enqueued again and finishes; none stays
`queued` or `running`."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from rq.job import Job
from rq.serializers import JSONSerializer

from service.infra.queues import connection
from service.puzzles import checkjobs
from service.solving import solvejobs
from tests.helpers.processes import RedisServer, Workers
from tests.helpers.puzzles import long_spec, small_spec
from tests.helpers.wait import wait_until
from tests.workers.helpers import children

pytestmark = [pytest.mark.redis, pytest.mark.slow]

QUIET = {"RECORD_SEARCH": "false", "LIBRARY_STOCK": "0"}
"""No background work of the scheduler's own between the tests' jobs."""


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server; one retry, at once (fixed when
    the API enqueues), and a one-second worker monitor."""
    return {
        "REDIS_URL": redis_server.url,
        "WORKER_MONITOR_SECONDS": 1,
        "SOLVE_RETRY_INTERVALS": [0],
    }


def start_sweeper(workers: Workers) -> Any:
    """Start a worker that runs the sweep every second and takes no bulk job."""
    return workers.start(
        "-q", "interactive", "--with-scheduler", SOLVE_SWEEP_SECONDS="1", **QUIET
    )


def start_bulk(workers: Workers) -> Any:
    """Start a worker on `bulk` alone (its only child is the work horse), whose
    jobs are abandoned 3 s after it stops beating."""
    return workers.start(
        "-q", "bulk", BULK_SLICE_SECONDS="60", WORKER_HEARTBEAT_GRACE="3", **QUIET
    )


def kill_worker(worker: Any, workers: Workers, app: Flask, rq_id: str) -> None:
    """SIGKILL a worker running `rq_id`, and its work horse if it has one."""

    def running() -> bool:
        job = rq_job(app, rq_id)
        return job is not None and job.get_status() == "started"

    wait_until(running, 20, workers.logs)
    horses = children(worker.pid)
    os.kill(worker.pid, signal.SIGKILL)
    for pid in horses:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # it died with its parent already
    worker.wait(5)


def get(client: FlaskClient, auth: dict[str, str], url: str) -> dict[str, Any]:
    """Return a job's status body."""
    response = client.get(url, headers=auth)
    assert response.status_code == 200, response.json
    body: dict[str, Any] = response.get_json()
    return body


def rq_job(app: Flask, job_id: str) -> Job | None:
    """Return an RQ job by id (None when Redis has none)."""
    with app.app_context():
        return Job.fetch_many([job_id], connection(), serializer=JSONSerializer)[0]


def kill_horse(worker: Any, workers: Workers, app: Flask, rq_id: str) -> None:
    """SIGKILL the work horse running `rq_id` (as the OOM killer ends one)."""

    def running() -> bool:
        job = rq_job(app, rq_id)
        started = job is not None and job.get_status() == "started"
        return started and bool(children(worker.pid))

    wait_until(running, 20, workers.logs)
    for pid in children(worker.pid):
        os.kill(pid, signal.SIGKILL)


def test_a_check_job_whose_horse_dies_on_its_last_run_is_failed(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    start_sweeper(workers)
    worker = start_bulk(workers)
    item = {"puzzle": small_spec([1, 1]), "solution": ["red-right"]}
    body = {"items": [item] * 100_000, "grade": True}
    response = client.post("/v1/check-jobs", json=body, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    rq_id = checkjobs.rq_job_id(job_id)
    kill_horse(worker, workers, app, rq_id)  # the first run: retried at once
    wait_until(lambda: (j := rq_job(app, rq_id)) and j.retries_left == 0, 20)
    kill_horse(worker, workers, app, rq_id)  # the last run: no callback
    killed = time.monotonic()
    assert get(client, auth, url)["done"] < 100_000, "killed before the end"
    wait_until(lambda: get(client, auth, url)["status"] == "failed", 15, workers.logs)
    assert time.monotonic() - killed < 10  # the sweep runs every second
    shown = get(client, auth, url)
    assert "no retry is left" in shown["error"], shown
    assert "Work-horse terminated unexpectedly" in workers.logs()


def test_a_check_job_whose_rq_job_redis_lost_is_run_again(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    item = {"puzzle": small_spec([1, 1]), "solution": ["red-right"]}
    response = client.post("/v1/check-jobs", json={"items": [item] * 3}, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    lost = rq_job(app, checkjobs.rq_job_id(job_id))
    assert lost is not None
    lost.delete()  # Redis restarted from a save older than the job's
    start_bulk(workers)
    start_sweeper(workers)
    final = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] == "done" else None,
        20,
        workers.logs,
    )
    assert final["done"] == final["total"] == 3
    lines = client.get(f"{url}/results", headers=auth).data.splitlines()
    assert len(lines) == 3


def test_a_solve_job_whose_rq_job_redis_lost_is_run_again(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    items = [{"puzzle": small_spec([1, 1])}, {"puzzle": small_spec([2, 3])}]
    response = client.post("/v1/solve-jobs", json={"items": items}, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    lost = rq_job(app, solvejobs.chunk_job_id(job_id, 0))
    assert lost is not None
    lost.delete()  # Redis restarted from a save older than the job's
    start_bulk(workers)
    start_sweeper(workers)
    final = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] == "done" else None,
        20,
        workers.logs,
    )
    assert final["done"] == final["total"] == 2


def test_a_check_job_whose_worker_and_horse_die_on_its_last_run_is_failed(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    start_sweeper(workers)
    worker = start_bulk(workers)
    item = {"puzzle": small_spec([1, 1]), "solution": ["red-right"]}
    body = {"items": [item] * 100_000, "grade": True}
    response = client.post("/v1/check-jobs", json=body, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    rq_id = checkjobs.rq_job_id(job_id)
    kill_horse(worker, workers, app, rq_id)  # the first run: retried at once
    wait_until(lambda: (j := rq_job(app, rq_id)) and j.retries_left == 0, 20)
    kill_worker(worker, workers, app, rq_id)  # the last run, worker and all
    killed = time.monotonic()
    shown = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] == "failed" else None,
        20,
        workers.logs,
    )
    assert time.monotonic() - killed < 15  # monitor 1 s, grace 3 s, sweep 1 s
    assert shown["error"] and shown["done"] < 100_000, shown


def test_a_solve_job_whose_worker_dies_on_its_last_run_is_failed(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    start_sweeper(workers)
    body = {"items": [{"puzzle": long_spec()}], "max_seconds": 30}
    response = client.post("/v1/solve-jobs", json=body, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    rq_id = solvejobs.chunk_job_id(job_id, 0)
    kill_worker(start_bulk(workers), workers, app, rq_id)  # chunks run in-process
    waiting = ("queued", "running")  # queued: killed before its chunk marked it
    retried = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] not in waiting else None,
        15,
        workers.logs,
    )
    assert retried["status"] == "retrying", retried
    kill_worker(start_bulk(workers), workers, app, rq_id)  # the last run
    killed = time.monotonic()
    shown = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] == "failed" else None,
        20,
        workers.logs,
    )
    assert time.monotonic() - killed < 15  # monitor 1 s, grace 3 s, sweep 1 s
    assert shown["error"], shown


def test_a_check_job_whose_horse_dies_on_its_last_run_shows_failed_before_a_sweep(
    app: Flask, client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = start_bulk(workers)  # no sweep runs
    item = {"puzzle": small_spec([1, 1]), "solution": ["red-right"]}
    body = {"items": [item] * 100_000, "grade": True}
    response = client.post("/v1/check-jobs", json=body, headers=auth)
    assert response.status_code == 202, response.json
    url, job_id = response.headers["Location"], response.get_json()["id"]
    rq_id = checkjobs.rq_job_id(job_id)
    kill_horse(worker, workers, app, rq_id)  # the first run: retried at once
    wait_until(lambda: (j := rq_job(app, rq_id)) and j.retries_left == 0, 20)
    kill_horse(worker, workers, app, rq_id)  # the last run: no callback
    shown = wait_until(
        lambda: b if (b := get(client, auth, url))["status"] == "failed" else None,
        5,
        workers.logs,
    )
    assert "no retry is left" in shown["error"], shown
    results = client.get(f"{url}/results", headers=auth)
    assert results.status_code == 409, results.data
