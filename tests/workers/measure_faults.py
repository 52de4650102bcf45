"""Time worker faults with real processes: `python -m tests.workers.measure_faults
scheduler|stall [LIMIT_SECONDS]` (private redis-server, SQLite in a temp dir).

- scheduler: SIGKILL a `--with-scheduler` worker, start another at once; seconds until
  the new one holds the scheduler lock.
- stall: SIGKILL a worker generating today's daily puzzles, start another, wait until it
  has taken the day job again, request a solve; seconds until it is answered.
The figures of docs/reliability.md; the tests in test_worker_faults.py assert them.
"""

from __future__ import annotations

import os
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import redis as redis_lib

from service.infra.migrate import upgrade
from service.web.app import create_app
from tests.workers.conftest import RedisServer, Workers, small_spec

DAILY = {
    "DAILY_GENERATE_INTERVAL": "3600",
    "DAILY_DAYS_AHEAD": "0",
    "DAILY_SECRET": "measure",
}
SCHEDULER_LOCK = "rq:scheduler-lock:interactive"


def until(predicate: Callable[[], Any], limit: float) -> float | None:
    """Poll a predicate; return the seconds it took, or None past the limit."""
    started = time.monotonic()
    while not predicate():
        if time.monotonic() - started > limit:
            return None
        time.sleep(0.05)
    return time.monotonic() - started


def scheduler(workers: Workers, conn: redis_lib.Redis, limit: float) -> str:
    """Time the scheduler lock's takeover after its worker was SIGKILLed."""
    first = workers.start("--with-scheduler")
    until(lambda: conn.get(SCHEDULER_LOCK), 30)
    old = conn.get(SCHEDULER_LOCK)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(5)
    killed = time.monotonic()
    workers.start("--with-scheduler")
    ready = time.monotonic() - killed
    taken = until(lambda: conn.get(SCHEDULER_LOCK) not in (None, old), limit)
    lock = f"not within {limit:.0f} s" if taken is None else f"{ready + taken:.1f} s"
    return f"new worker ready after {ready:.1f} s; holds the scheduler lock: {lock}"


def stall(workers: Workers, conn: redis_lib.Redis, limit: float) -> str:
    """Time a solve asked right after a killed day generation's restart."""
    app = create_app(
        {
            "DATABASE_URL": workers.env["DATABASE_URL"],
            "REDIS_URL": workers.env["REDIS_URL"],
            "RATELIMIT_ENABLED": False,
            "RATELIMIT_STORAGE_URI": "memory://",
        }
    )
    client = app.test_client()
    key = client.post("/v1/clients", json={"name": "measure"}).get_json()["api_key"]
    auth = {"Authorization": f"Bearer {key}"}
    lock = f"ricochet:daily:generate:{datetime.now(UTC).date().isoformat()}"
    first = workers.start("--with-scheduler", **DAILY)
    until(lambda: conn.get(lock), 60)
    time.sleep(1)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(5)
    workers.start("--with-scheduler", **DAILY)
    started = "bulk: workers.daily.generate_days()"
    until(lambda: workers.logs().count(started) >= 2, 60)
    puzzle = client.post("/v1/puzzles", json=small_spec([2, 0]), headers=auth)
    url = f"/v1/puzzles/{puzzle.get_json()['id']}/solution"
    client.post(url, headers=auth)
    took = until(lambda: client.get(url).get_json()["status"] == "done", limit)
    answer = f"not within {limit:.0f} s" if took is None else f"after {took:.1f} s"
    return f"solve answered {answer}; day job deferred: {'deferred' in workers.logs()}"


def main() -> None:
    """Run one measurement and print it."""
    name, limit = sys.argv[1], float(sys.argv[2]) if len(sys.argv) > 2 else 120.0
    tmp = Path(tempfile.mkdtemp())
    server = RedisServer(tmp)
    server.start()
    database = f"sqlite:///{tmp}/db.sqlite3"
    upgrade(database)
    workers = Workers(database, server.url, tmp)
    conn = redis_lib.Redis.from_url(server.url)
    try:
        print({"scheduler": scheduler, "stall": stall}[name](workers, conn, limit))
    finally:
        workers.stop_all()
        server.stop()


if __name__ == "__main__":
    main()
