"""Worker faults with real processes: a SIGKILLed worker's scheduler child, a dead
worker's job shown as being retried, a recovered job's retry run once."""

from __future__ import annotations

import os
import signal
import time
from datetime import UTC, datetime
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from tests.workers.conftest import (
    RedisServer,
    Workers,
    create_puzzle,
    small_spec,
    wait_for,
)
from tests.workers.test_worker_process import done

pytestmark = pytest.mark.redis

SCHEDULER_LOCK = "rq:scheduler-lock:interactive"


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server."""
    return {"REDIS_URL": redis_server.url}


def scheduler_pids(conn: redis_lib.Redis) -> dict[str, int]:
    """Return the registered RQ schedulers: name -> pid."""
    found = {}
    for key in conn.scan_iter("rq:scheduler:*"):
        data = conn.hgetall(key)
        if b"pid" in data:
            found[data[b"name"].decode()] = int(data[b"pid"])
    return found


def alive(pid: int) -> bool:
    """Tell whether a process runs (a zombie child of ours counts as gone)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def test_a_killed_workers_scheduler_dies_and_a_new_worker_schedules_at_once(
    app: Flask, workers: Workers, redis_server: RedisServer
) -> None:
    conn = redis_lib.Redis.from_url(redis_server.url)
    first = workers.start("--with-scheduler")
    owner = wait_for(lambda: conn.get(SCHEDULER_LOCK), 20, workers.logs)
    pid = wait_for(lambda: scheduler_pids(conn).get(owner.decode()), 20, workers.logs)
    assert alive(pid)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(5)
    wait_for(lambda: not alive(pid), 5, lambda: f"scheduler {pid} outlived its worker")
    assert conn.get(SCHEDULER_LOCK) is None  # released, not left to expire
    started = time.monotonic()
    workers.start("--with-scheduler")
    new_owner = wait_for(lambda: conn.get(SCHEDULER_LOCK), 10, workers.logs)
    assert new_owner != owner and time.monotonic() - started < 10


def daily_lock(conn: redis_lib.Redis) -> bytes | None:
    """Return the token of today's generation lock, if held."""
    key = f"ricochet:daily:generate:{datetime.now(UTC).date().isoformat()}"
    value: bytes | None = conn.get(key)
    return value


DAILY = {
    "DAILY_GENERATE_INTERVAL": "3600",
    "DAILY_DAYS_AHEAD": "0",
    "DAILY_SECRET": "test-secret",
}
"""A worker that generates today (full tiers: half a minute or more) at start."""


DAY_JOB_STARTED = "bulk: workers.daily.generate_days()"


@pytest.mark.slow
def test_a_killed_day_generation_does_not_stall_the_next_worker(
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    redis_server: RedisServer,
) -> None:
    conn = redis_lib.Redis.from_url(redis_server.url)
    first = workers.start("--with-scheduler", **DAILY)
    wait_for(lambda: daily_lock(conn), 30, workers.logs)  # generating today
    time.sleep(1)
    os.kill(first.pid, signal.SIGKILL)  # its horse and children die with it
    first.wait(5)
    workers.start("--with-scheduler", **DAILY)
    # the new worker takes the day job again (the solve is asked for after it)
    wait_for(lambda: workers.logs().count(DAY_JOB_STARTED) >= 2, 15, workers.logs)
    puzzle_id = create_puzzle(client, auth, small_spec([2, 0]))
    asked = time.monotonic()
    client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    wait_for(lambda: done(client, puzzle_id), 15, workers.logs)
    assert time.monotonic() - asked < 15
    assert "being generated elsewhere; deferred" in workers.logs()
