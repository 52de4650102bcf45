"""Puzzle requests and record searches whose worker is killed, with real worker
processes: shown as `retrying` within seconds, run again by another worker, and
what was found before the kill kept once."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from tests.helpers.processes import RedisServer, Workers
from tests.helpers.wait import wait_until
from tests.workers.helpers import children

pytestmark = [pytest.mark.redis, pytest.mark.slow]

LAYOUT = "1A2B3A4B"
REQUEST = {"moves": {"min": 6, "max": 7}, "count": 100, "layout": LAYOUT}
"""A request the library cannot meet at once: its job keeps finding puzzles until
its budget is spent."""
SEARCH = {"layout": LAYOUT, "family": "classic", "seed": 3}


QUIET = {"RECORD_SEARCH": "false", "LIBRARY_STOCK": "0"}
"""No background work of the scheduler's own between the tests' jobs."""
QUEUES = ("-q", "interactive", "-q", "bulk", "-q", "heavy")
"""The sweep's queue, and the library tasks' (`heavy` is served only when named)."""


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server; the workers' monitor interval and
    a retry one second after a failure (fixed when the API enqueues)."""
    return {
        "REDIS_URL": redis_server.url,
        "WORKER_MONITOR_SECONDS": 1,
        "SOLVE_RETRY_INTERVALS": [1, 1, 1],
    }


def start_worker(workers: Workers) -> Any:
    """Start a worker with the scheduler (retries with back-off, the sweep)."""
    return workers.start(*QUEUES, "--with-scheduler", **QUIET)


def horse_running(workers: Workers, worker_pid: int, job_id: str) -> int | None:
    """Return the pid of the work horse running RQ job `job_id` under a worker, once
    Redis says that worker runs it: the worker's one child that leads its own process
    group (RQ's horse calls setpgrp; the scheduler and cron processes do not)."""
    connection = redis_lib.Redis.from_url(workers.env["REDIS_URL"])
    try:
        name = connection.hget(f"rq:job:{job_id}", "worker_name")
        pid = name and connection.hget(f"rq:worker:{name.decode()}", "pid")
    finally:
        connection.close()
    if not pid or int(pid) != worker_pid:
        return None
    horses = [child for child in children(worker_pid) if os.getpgid(child) == child]
    return horses[0] if len(horses) == 1 else None


def get(client: FlaskClient, auth: dict[str, str], url: str) -> dict[str, Any]:
    """Return a task's status body."""
    response = client.get(url, headers=auth)
    assert response.status_code == 200, response.json
    body: dict[str, Any] = response.get_json()
    return body


def start_request(client: FlaskClient, auth: dict[str, str], seconds: float) -> str:
    """Post a puzzle request generated to order; return its URL."""
    body = {**REQUEST, "max_seconds": seconds}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 202, response.json
    return str(response.headers["Location"])


def start_search(client: FlaskClient, auth: dict[str, str], seconds: float) -> str:
    """Post a record search; return its URL."""
    body = {**SEARCH, "seconds": seconds}
    response = client.post("/v1/records/searches", json=body, headers=auth)
    assert response.status_code == 202, response.json
    return str(response.headers["Location"])


def until(
    client: FlaskClient,
    auth: dict[str, str],
    url: str,
    check: Callable[[dict[str, Any]], bool],
    timeout: float,
    workers: Workers,
) -> dict[str, Any]:
    """Poll a task until `check(body)` holds; return that body."""
    found: dict[str, Any] = wait_until(
        lambda: b if check(b := get(client, auth, url)) else None,
        timeout,
        workers.logs,
    )
    return found


def kill_worker_and_horse(worker: Any) -> None:
    """SIGKILL a worker and its work horse (as the OOM killer or an operator may)."""
    horses = children(worker.pid)
    assert horses, "the job runs in a work horse"
    os.kill(worker.pid, signal.SIGKILL)
    for pid in horses:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # it died with its parent already
    worker.wait(5)


def test_a_killed_puzzle_request_is_retried_and_keeps_what_it_found(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = workers.start(*QUEUES, **QUIET)
    url = start_request(client, auth, seconds=20)
    before = until(client, auth, url, lambda b: b["found"] >= 2, 20, workers)
    assert before["status"] == "running"
    kept = [item["puzzle_id"] for item in get(client, auth, url)["items"]]
    kill_worker_and_horse(worker)
    killed = time.monotonic()
    shown = until(client, auth, url, lambda b: b["status"] != "running", 15, workers)
    assert shown["status"] == "retrying", shown
    assert time.monotonic() - killed < 10  # the monitor interval is 1 s
    assert "run again" in shown["detail"]
    start_worker(workers)
    final = until(client, auth, url, lambda b: b["status"] == "done", 40, workers)
    ids = [item["puzzle_id"] for item in final["items"]]
    assert len(ids) == len(set(ids)) == final["found"]  # each puzzle kept once
    assert set(kept) <= set(ids) and final["found"] > len(kept)
    if final["complete"]:  # all found within the budget
        assert final["found"] == REQUEST["count"] and final["detail"] is None
    else:  # the budget ran out, and the request says so
        assert final["detail"].startswith(f"found {final['found']} of ")


def test_a_killed_record_search_is_retried_and_finishes(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = workers.start(*QUEUES, **QUIET)
    url = start_search(client, auth, seconds=12)
    until(client, auth, url, lambda b: b["evaluations"] > 0, 20, workers)
    kill_worker_and_horse(worker)
    shown = until(client, auth, url, lambda b: b["status"] != "running", 15, workers)
    assert shown["status"] == "retrying", shown
    assert "run again" in shown["error"]
    start_worker(workers)
    final = until(client, auth, url, lambda b: b["status"] == "done", 40, workers)
    assert final["puzzle_id"] and final["best_moves"] >= 1 and final["error"] is None
    records = client.get("/v1/records").get_json()["items"]
    assert [r["puzzle_id"] for r in records] == [final["puzzle_id"]]


def test_a_search_ended_by_sigterm_is_retried_by_the_next_worker(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = workers.start(*QUEUES, **QUIET)
    url = start_search(client, auth, seconds=12)
    until(client, auth, url, lambda b: b["evaluations"] > 0, 20, workers)
    worker.send_signal(signal.SIGTERM)  # a deploy stopping the worker
    worker.wait(10)
    shown = until(client, auth, url, lambda b: b["status"] != "running", 10, workers)
    assert shown["status"] == "retrying", shown
    start_worker(workers)
    final = until(client, auth, url, lambda b: b["status"] == "done", 40, workers)
    assert final["puzzle_id"] and final["error"] is None


def test_a_request_whose_work_horse_dies_is_retried_by_its_worker(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    worker = start_worker(workers)
    url = start_request(client, auth, seconds=12)
    until(client, auth, url, lambda b: b["found"] >= 1, 20, workers)
    job_id = url.rstrip("/").rsplit("/", 1)[1]  # a request's RQ job is named by it
    horse = wait_until(
        lambda: horse_running(workers, worker.pid, job_id), 20, workers.logs
    )
    os.kill(horse, signal.SIGKILL)  # as the OOM killer ends a work horse
    final = until(client, auth, url, lambda b: b["status"] == "done", 30, workers)
    ids = [item["puzzle_id"] for item in final["items"]]
    assert len(ids) == len(set(ids)) >= 1
    assert "Work-horse terminated unexpectedly" in workers.logs()
