"""Time worker faults with real processes: `python -m tests.workers.measure_faults
scheduler|stall|request|search [LIMIT_SECONDS]` (private redis-server, SQLite in a
temp dir).

- scheduler: SIGKILL a `--with-scheduler` worker, start another at once; seconds until
  the new one holds the scheduler lock.
- stall: SIGKILL a worker generating today's daily puzzles, start another, wait until it
  has taken the day job again, request a solve; seconds until it is answered.
- request, search (`kill` or `term` as a third argument, default kill): a 45 s puzzle
  request or record search, its worker and work horse SIGKILLed (or the worker sent
  SIGTERM) 5 s in, another worker started at once, all with the default settings;
  seconds until the status leaves `running`, and until it is done or failed.
The figures of docs/reliability.md; the tests in test_worker_faults.py and
test_library_faults.py assert them.
"""

from __future__ import annotations

import os
import signal
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

import redis as redis_lib

from service.infra.migrate import upgrade
from service.web.app import create_app
from tests.helpers.processes import RedisServer, Workers
from tests.helpers.puzzles import small_spec
from tests.helpers.wait import holds_for, seconds_until

DAILY = {
    "DAILY_GENERATE_INTERVAL": "3600",
    "DAILY_DAYS_AHEAD": "0",
    "DAILY_SECRET": "measure",
}
SCHEDULER_LOCK = "rq:scheduler-lock:interactive"


until = seconds_until  # poll; None past the limit


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
    holds_for(lambda: conn.get(lock), 1)  # still generating
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


DEFAULTS = {
    "WORKER_MONITOR_SECONDS": "5",
    "WORKER_HEARTBEAT_GRACE": "30",
    "SOLVE_SWEEP_SECONDS": "60",
    "SOLVE_RETRY_INTERVALS": "[10, 60, 300]",
    "RECORD_SEARCH": "false",
    "LIBRARY_STOCK": "0",
}
"""The default fault settings (FAST_WORKER's undone), no background work."""
TASKS = {
    "request": (
        "/v1/puzzle-requests",
        {"moves": {"min": 11, "max": 12}, "count": 20, "max_seconds": 45},
    ),
    "search": ("/v1/records/searches", {"layout": "1A2B3A4B", "seconds": 45}),
}


def library_task(
    workers: Workers, conn: redis_lib.Redis, limit: float, kind: str, how: str
) -> str:
    """Time a puzzle request's or record search's recovery from a killed worker."""
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
    queues = ("-q", "interactive", "-q", "bulk", "-q", "heavy")
    first = workers.start(*queues, **DEFAULTS)
    url, body = TASKS[kind]
    made = client.post(url, json=body, headers=auth)
    url = made.headers["Location"]
    created = time.monotonic()

    last_running = [0.0]

    def status() -> str:
        shown = str(client.get(url, headers=auth).get_json()["status"])
        if shown == "running":
            last_running[0] = time.monotonic() - created
        return shown

    until(lambda: status() == "running", 60)
    holds_for(lambda: status() == "running", 5)
    horses = [
        int(p)
        for p in Path(f"/proc/{first.pid}/task/{first.pid}/children")
        .read_text()
        .split()
    ]
    if how == "term":
        first.send_signal(signal.SIGTERM)
    else:
        for pid in [first.pid, *horses]:
            os.kill(pid, signal.SIGKILL)
    first.wait(15)
    killed = time.monotonic()
    left = until(lambda: status() != "running", min(limit, 30))
    shown = status()
    workers.start(*queues, "--with-scheduler", **DEFAULTS)
    ended = until(lambda: status() in ("done", "failed"), limit)
    end = "not within" if ended is None else f"{time.monotonic() - created:.0f} s"
    left_text = "still 'running'" if left is None else f"{shown!r} {left:.1f} s"
    return (
        f"{kind}, {how} {killed - created:.0f} s in: {left_text} after it; "
        f"{status()!r} {end} after creation; last seen 'running' "
        f"{last_running[0]:.0f} s after creation"
    )


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
        if name in TASKS:
            how = sys.argv[3] if len(sys.argv) > 3 else "kill"
            print(library_task(workers, conn, limit, name, how))
        else:
            print({"scheduler": scheduler, "stall": stall}[name](workers, conn, limit))
    finally:
        workers.stop_all()
        server.stop()


if __name__ == "__main__":
    main()
