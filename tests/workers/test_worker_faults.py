"""Worker faults with real processes: a SIGKILLed worker's scheduler child, a dead
worker's job shown as being retried, a recovered job's retry run once."""

from __future__ import annotations

import json
import os
import signal
import time
from datetime import UTC, datetime
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.solving.models import Solve
from tests.helpers.databases import POSTGRES_URL
from tests.helpers.processes import WITH_HEAVY, RedisServer, Workers
from tests.helpers.puzzles import create_puzzle, long_spec, small_spec
from tests.helpers.wait import holds_for, wait_until
from tests.workers.helpers import done, progressed, solution

pytestmark = pytest.mark.redis

SCHEDULER_LOCK = "rq:scheduler-lock:interactive"


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:
    """Point the app at the private Redis server; the workers' monitor interval."""
    return {"REDIS_URL": redis_server.url, "WORKER_MONITOR_SECONDS": 1}


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
    owner = wait_until(lambda: conn.get(SCHEDULER_LOCK), 20, workers.logs)
    pid = wait_until(lambda: scheduler_pids(conn).get(owner.decode()), 20, workers.logs)
    assert alive(pid)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(5)
    wait_until(
        lambda: not alive(pid), 5, lambda: f"scheduler {pid} outlived its worker"
    )
    assert conn.get(SCHEDULER_LOCK) is None  # released, not left to expire
    started = time.monotonic()
    workers.start("--with-scheduler")
    new_owner = wait_until(lambda: conn.get(SCHEDULER_LOCK), 10, workers.logs)
    assert new_owner != owner and time.monotonic() - started < 10


def daily_lock(conn: redis_lib.Redis) -> bytes | None:
    """Return the token of today's generation lock, if held."""
    key = f"ricochet:daily:generate:{datetime.now(UTC).date().isoformat()}"
    value: bytes | None = conn.get(key)
    return value


LONG_TIERS = [
    {"name": "easy", "min": 4, "max": 6},
    {"name": "marathon", "min": 22, "max": None},
]
"""Tiers whose top one almost no position meets: a day's generation tries its
thousands of candidates (minutes), whatever the date draws; the default tiers are
sometimes filled in under a second."""

DAILY = {
    "DAILY_GENERATE_INTERVAL": "3600",
    "DAILY_DAYS_AHEAD": "0",
    "DAILY_SECRET": "test-secret",
    "DAILY_TIERS": json.dumps(LONG_TIERS),
}
"""A worker that generates today at start, for longer than the test watches."""


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
    wait_until(lambda: daily_lock(conn), 30, workers.logs)  # generating today
    holds_for(lambda: daily_lock(conn), 1, workers.logs)  # and still at it
    os.kill(first.pid, signal.SIGKILL)  # its horse and children die with it
    first.wait(5)
    workers.start("--with-scheduler", **DAILY)
    # the new worker takes the day job again (the solve is asked for after it)
    wait_until(lambda: workers.logs().count(DAY_JOB_STARTED) >= 2, 15, workers.logs)
    puzzle_id = create_puzzle(client, auth, small_spec([2, 0]))
    asked = time.monotonic()
    client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    wait_until(lambda: done(client, puzzle_id), 15, workers.logs)
    assert time.monotonic() - asked < 15
    assert "being generated elsewhere; deferred" in workers.logs()


def with_application_name(url: str, name: str) -> str:
    """Return a PostgreSQL URL whose connections carry an application name."""
    parsed = sa.make_url(url).update_query_dict({"application_name": name})
    return parsed.render_as_string(hide_password=False)


def backends(admin: sa.Engine, name: str, state: str | None = None) -> list[int]:
    """Return the pids of the server processes of an application (in a state)."""
    query = "SELECT pid FROM pg_stat_activity WHERE application_name = :name"
    if state is not None:
        query += " AND state = :state"
    with admin.connect() as connection:
        rows = connection.execute(sa.text(query), {"name": name, "state": state})
        return [pid for (pid,) in rows]


def test_a_search_holds_no_transaction_and_survives_a_dropped_connection(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    workers: Workers,
    db: so.Session,
) -> None:
    if app.config["DATABASE_URL"].startswith("sqlite"):
        pytest.skip("terminating a backend needs PostgreSQL")
    name = f"faults-worker-{os.getpid()}"
    workers.env["DATABASE_URL"] = with_application_name(
        app.config["DATABASE_URL"], name
    )
    admin = sa.create_engine(str(POSTGRES_URL))
    puzzle_id = create_puzzle(client, auth, long_spec())
    workers.start(*WITH_HEAVY, SOLVE_MAX_SECONDS="4")
    client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    wait_until(lambda: progressed(client, puzzle_id), 30, workers.logs)
    assert backends(admin, name, "idle in transaction") == []
    pids = backends(admin, name)
    assert pids  # the worker's pooled connections
    with admin.connect() as connection:
        for pid in pids:
            connection.execute(sa.text("SELECT pg_terminate_backend(:p)"), {"p": pid})
    body = wait_until(lambda: done(client, puzzle_id), 30, workers.logs)
    assert body["result"] == "limit"
    record = db.get(Solve, puzzle_id)
    assert record is not None and record.attempts == 1  # stored, not run again
    admin.dispose()


def test_a_dead_workers_search_is_shown_as_being_retried(
    client: FlaskClient, auth: dict[str, str], workers: Workers
) -> None:
    puzzle_id = create_puzzle(client, auth, long_spec())
    worker = workers.start(*WITH_HEAVY, SOLVE_MAX_SECONDS="30")
    client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    running = wait_until(lambda: progressed(client, puzzle_id), 30, workers.logs)
    assert running["status"] == "running"
    os.kill(worker.pid, signal.SIGKILL)  # no worker left to recover the job
    worker.wait(5)
    killed = time.monotonic()
    body = wait_until(
        lambda: (b := solution(client, puzzle_id))["status"] != "running" and b,
        15,
        workers.logs,
    )
    assert time.monotonic() - killed < 10  # the app's monitor interval is 1 s
    assert body["status"] == "retrying" and body["progress"] is None
    assert "heartbeat" in body["error"]


@pytest.mark.slow
def test_a_stopped_worker_releases_its_jobs_lock_at_once(
    workers: Workers, redis_server: RedisServer
) -> None:
    conn = redis_lib.Redis.from_url(redis_server.url)
    worker = workers.start("--with-scheduler", **DAILY)
    wait_until(lambda: daily_lock(conn), 30, workers.logs)  # generating today
    worker.send_signal(signal.SIGTERM)  # as Ctrl-C on `make run` does
    stopped = time.monotonic()
    worker.wait(10)
    wait_until(lambda: daily_lock(conn) is None, 5, workers.logs)
    assert time.monotonic() - stopped < 5  # not left to expire (15 s)
