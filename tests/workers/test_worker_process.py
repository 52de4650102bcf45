"""Real worker processes on a private Redis: solving, a killed worker, Redis outages,
many clients asking at once."""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.solving.models import Solve
from tests.helpers.processes import WITH_HEAVY, RedisServer, Workers
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from tests.helpers.wait import wait_until
from tests.workers.helpers import done, progressed, solution

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server."""
    return {"REDIS_URL": redis_server.url}


def request(
    client: FlaskClient, auth: dict[str, str], puzzle_id: str
) -> dict[str, Any]:
    """POST a solve request; return the body."""
    response = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert response.status_code == 202, response.json
    body: dict[str, Any] = response.json
    return body


def test_worker_solves_and_reports_progress(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    slow = create_puzzle(client, auth, long_spec())
    workers.start(*WITH_HEAVY, SOLVE_MAX_SECONDS="3")
    request(client, auth, slow)
    running = wait_until(lambda: progressed(client, slow), 30, workers.logs)
    assert running["status"] == "running" and running["progress"]["depth"] >= 1
    quick = create_puzzle(client, auth, small_spec([2, 0]))  # queued on creation
    assert request(client, auth, quick)["status"] == "queued"  # waits behind the search
    body = wait_until(lambda: done(client, slow), 30, workers.logs)
    assert body["result"] == "limit" and body["proven"] is False and body["lower_bound"]
    body = wait_until(lambda: done(client, quick), 10, workers.logs)
    assert body["optimal_moves"] == 2 and body["solution"] == [
        ["red", "N"],
        ["red", "E"],
    ]


@pytest.mark.slow
def test_killed_worker_job_runs_again_and_is_stored_once(
    client: FlaskClient, auth: dict[str, str], workers: Workers, db: so.Session
) -> None:
    puzzle_id = create_puzzle(client, auth, long_spec())
    first = workers.start(*WITH_HEAVY, SOLVE_MAX_SECONDS="4")
    request(client, auth, puzzle_id)
    wait_until(lambda: solution(client, puzzle_id)["progress"], 30, workers.logs)
    os.kill(first.pid, signal.SIGKILL)  # mid-search; its horse dies with it
    first.wait(5)
    workers.start("--with-scheduler", *WITH_HEAVY, SOLVE_MAX_SECONDS="2")
    body = wait_until(lambda: done(client, puzzle_id), 40, workers.logs)
    assert body["result"] == "limit" and body["progress"] is None
    db.expire_all()
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.status == "done" and record.attempts == 2
    assert "Work-horse" not in workers.logs()  # the new worker did not see a dead horse
    assert "not found in Redis" not in workers.logs()  # the retry's cleanup passed


@pytest.mark.slow
def test_redis_outage_and_empty_restart(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    redis_server: RedisServer,
) -> None:
    before = create_puzzle(client, auth, small_spec([2, 0]))
    worker = workers.start("--with-scheduler")
    request(client, auth, before)
    wait_until(lambda: done(client, before), 30, workers.logs)
    redis_server.stop()
    puzzle_id = create_puzzle(client, auth, small_spec([0, 0], color="green"))
    response = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert response.status_code == 503  # recorded all the same: solved once back
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 503
    assert done(client, before)  # known answers are still served (from the database)
    check = client.post(
        f"/v1/puzzles/{puzzle_id}/checks", json={"solution": "gW gN gW"}
    )
    assert check.status_code == 200 and check.json["solved"]
    redis_server.start()  # back, with nothing in it
    body = wait_until(lambda: done(client, puzzle_id), 40, workers.logs)
    assert body["optimal_moves"] == 3
    assert worker.poll() is None  # the same worker process, never restarted


def test_many_clients_one_search(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    db: so.Session,
) -> None:
    puzzle_id = create_puzzle(client, auth, small_spec([0, 0], color="green"))
    barrier = threading.Barrier(50)
    codes: list[int] = []

    def ask() -> None:
        own = app.test_client()
        barrier.wait()
        codes.append(
            own.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth).status_code
        )

    threads = [threading.Thread(target=ask) for _ in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert codes == [202] * 50
    workers.start()
    wait_until(lambda: done(client, puzzle_id), 30, workers.logs)
    db.expire_all()
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.attempts == 1


@pytest.mark.slow
def test_stop_mid_search_is_quick_and_the_job_is_retried(
    client: FlaskClient, auth: dict[str, str], workers: Workers, db: so.Session
) -> None:
    puzzle_id = create_puzzle(client, auth, long_spec())
    first = workers.start(*WITH_HEAVY, SOLVE_MAX_SECONDS="60")
    request(client, auth, puzzle_id)
    wait_until(lambda: solution(client, puzzle_id)["progress"], 30, workers.logs)
    started = time.monotonic()
    first.send_signal(signal.SIGTERM)
    assert first.wait(10) == 0 and time.monotonic() - started < 5
    workers.start("--with-scheduler", *WITH_HEAVY, SOLVE_MAX_SECONDS="1")
    body = wait_until(lambda: done(client, puzzle_id), 30, workers.logs)
    assert body["result"] == "limit"
    db.expire_all()
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.attempts == 2


@pytest.mark.slow
def test_timed_out_job_is_retried_then_failed(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    db: so.Session,
) -> None:
    app.config.update(SOLVE_JOB_TIMEOUT=1, SOLVE_RETRY_INTERVALS=[1])  # set at enqueue
    puzzle_id = create_puzzle(client, auth, long_spec())
    workers.start("--with-scheduler", *WITH_HEAVY, SOLVE_MAX_SECONDS="60")
    request(client, auth, puzzle_id)
    body = wait_until(
        lambda: (b := solution(client, puzzle_id))["status"] == "failed" and b,
        40,
        workers.logs,
    )
    assert "JobTimeoutException" in body["error"]
    db.expire_all()
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.status == "failed" and record.attempts == 2
    assert "JobTimeoutException" in (record.error or "")
