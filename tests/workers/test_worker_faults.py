"""Worker faults with real processes: a SIGKILLed worker's scheduler child, a dead
worker's job shown as being retried, a recovered job's retry run once."""

from __future__ import annotations

import os
import signal
import time
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask

from tests.workers.conftest import RedisServer, Workers, wait_for

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
