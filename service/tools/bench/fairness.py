"""Fair shares of worker time under a flood: `python -m service.tools.bench fairness`.

Ten fresh keys on one address (not the normal users') post 50 record searches,
100 puzzle requests of rare or impossible bands, 10 solves of empty 32 x 32
boards, 50 check jobs of many items and 10 solve jobs of puzzles that each run to
their time limit, while a normal user's 16 x 16 solves and another client's
one-item check job are timed; then every queue must drain. The API and the
workers are the ones `make run` starts (gunicorn, the devserver's WORKER_ARGS: an
interactive worker, one on every queue with the scheduler, a heavy one), on a
private Redis and SQLite. Goals: p99 of the normal solves under 2 s, the check
job done under 10 s.

`drill` takes any `call(method, path, body, key) -> (status, json)`, so the slow
test (tests/workers/test_fair_drill.py) runs it through Flask's test client
against real worker processes.
"""

from __future__ import annotations

import functools
import math
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import redis as redis_lib
from rq.registry import StartedJobRegistry

from service.infra.queues import ALL_QUEUES, get_queue

Call = Callable[[str, str, Any, "str | None"], tuple[int, Any]]
SOLVE_P99_GOAL = 2.0
CHECK_GOAL = 10.0
OPEN_32 = {"width": 32, "height": 32}
IMPOSSIBLE = (
    {"moves": {"min": 28, "max": 30}},
    {"moves": {"min": 11, "max": 12}, "theme": "long"},
    {"moves": {"min": 3, "max": 6}, "theme": "black-robot", "black_robot": False},
    {"moves": {"min": 3, "max": 6}, "theme": "diagonal", "diagonals": False},
    {"moves": {"min": 1, "max": 2}, "theme": "many-helpers"},
)
"""Requests no puzzle can meet (422 before any work)."""
RARE = (
    {"moves": {"min": 22, "max": 25}},
    {"moves": {"min": 20, "max": 25}, "theme": "long"},
    {"moves": {"min": 18, "max": 25}, "black_robot": True},
    {"moves": {"min": 19, "max": 25}, "theme": "diagonal"},
    {"moves": {"min": 21, "max": 25}, "ricochet_rule": True},
)
"""Requests some puzzle could meet, rarely: they run their whole budget."""


@dataclass(frozen=True, slots=True)
class Scale:
    """How hard the flood asks: the budgets of what it gets queued."""

    search_seconds: float = 60.0
    request_seconds: float = 60.0
    normal_solves: int = 20
    drain_seconds: float = 900.0
    check_items: int = 2000
    """Items of each of the flood's check jobs."""
    solve_items: int = 10
    """Puzzles of each of the flood's solve jobs (each runs its whole limit)."""
    solve_seconds: float = 0.5
    """The flood's solve jobs' `max_seconds` (each puzzle's search)."""
    check_wait: float = 300.0
    """How long the one-item check job is waited for (inf past it)."""


@dataclass
class Figures:
    """What the drill measured."""

    answers: Counter[str] = field(default_factory=Counter)
    solve_seconds: list[float] = field(default_factory=list)
    check_seconds: float = math.inf
    drain_seconds: float = math.inf

    @property
    def p99(self) -> float:
        """Return the 99th percentile of the normal solves (the max below 100)."""
        ordered = sorted(self.solve_seconds)
        return ordered[max(0, math.ceil(0.99 * len(ordered)) - 1)]

    def report(self) -> str:
        """Return the figures as lines."""
        answers = ", ".join(f"{k}: {v}" for k, v in sorted(self.answers.items()))
        return "\n".join(
            [
                f"flood answers: {answers}",
                f"normal 16x16 solves: {len(self.solve_seconds)}, p99 "
                f"{self.p99:.2f} s, max {max(self.solve_seconds):.2f} s "
                f"(goal p99 < {SOLVE_P99_GOAL} s)",
                f"one-item check job: {self.check_seconds:.2f} s "
                f"(goal < {CHECK_GOAL} s)",
                f"every queue drained {self.drain_seconds:.1f} s after the flood",
            ]
        )


def answer_kind(status: int, body: Any) -> str:
    """Name an answer: its status and, for a problem, its type's last segment."""
    if status < 400 or not isinstance(body, dict):
        return str(status)
    return f"{status} {str(body.get('type', '')).rsplit('/', 1)[-1]}"


def flood(call: Call, scale: Scale, figures: Figures) -> None:
    """Ten fresh keys on one address ask for 50 searches, 100 requests of rare or
    impossible bands and 10 solves of empty 32 x 32 boards."""
    owner = register(call, "flood-puzzles")
    for n in range(10):
        key = register(call, f"flood{n}")
        for s in range(5):
            body = {"layout": "1A2B3A4B", "seconds": scale.search_seconds, "seed": s}
            count(call, figures, "search", "POST", "/v1/records/searches", body, key)
        for r in range(10):
            body = dict((IMPOSSIBLE + RARE)[r])
            body |= {"count": 3, "max_seconds": scale.request_seconds}
            count(call, figures, "request", "POST", "/v1/puzzle-requests", body, key)
        spec = big_spec(n)
        status, made = call("POST", "/v1/puzzles", spec, owner)
        assert status in (200, 201), (status, made)
        path = f"/v1/puzzles/{made['id']}/solution"
        count(call, figures, "big solve", "POST", path, None, key)
        bulk_flood(call, scale, figures, key, made["id"], n)


def bulk_flood(
    call: Call, scale: Scale, figures: Figures, key: str, puzzle_id: str, n: int
) -> None:
    """One flood key posts five check jobs of many items and one solve job of
    puzzles that each search to their limit."""
    item = {"puzzle_id": puzzle_id, "solution": [["red", "N"]]}
    body: Any = {"items": [item] * scale.check_items}
    for _ in range(5):
        count(call, figures, "check job", "POST", "/v1/check-jobs", body, key)
    rows = (8 + n + 10 * (i // 20) for i in range(scale.solve_items))
    puzzles = [{"puzzle": big_spec(i % 20, row)} for i, row in enumerate(rows)]
    body = {"items": puzzles, "max_seconds": scale.solve_seconds}
    count(call, figures, "solve job", "POST", "/v1/solve-jobs", body, key)


def count(
    call: Call, figures: Figures, what: str, method: str, path: str, body: Any, key: str
) -> None:
    """Send one flood request and count its answer."""
    status, answer = call(method, path, body, key)
    assert status < 500, (path, status, answer)
    figures.answers[f"{what} {answer_kind(status, answer)}"] += 1


def big_spec(n: int, row: int = 7) -> dict[str, Any]:
    """Return a distinct empty 32 x 32 puzzle (its search runs into its limit)."""
    robots = {"red": [0, 0], "green": [31, 0], "blue": [0, 31], "yellow": [31, 31]}
    return {
        "board": OPEN_32,
        "robots": {**robots, "black": [5 + n, row]},
        "target": {"color": "red", "cell": [16, 16]},
        "rules": {"ricochet_rule": True},
    }


def register(call: Call, name: str) -> str:
    """Register a fresh key; return it."""
    status, body = call("POST", "/v1/clients", {"name": name}, None)
    assert status == 201, body
    key: str = body["api_key"]
    return key


def normal_solves(call: Call, specs: list[dict[str, Any]], figures: Figures) -> None:
    """Time a normal user's 16 x 16 solves, asked one after another."""
    key = register(call, "normal user")
    for spec in specs:
        started = time.perf_counter()
        status, made = call("POST", "/v1/puzzles", spec, key)
        assert status in (200, 201), made
        path = f"/v1/puzzles/{made['id']}/solution"
        status, asked = call("POST", path, None, key)
        assert status in (200, 202), asked
        wait(functools.partial(solved, call, path), 60)
        figures.solve_seconds.append(time.perf_counter() - started)


def solved(call: Call, path: str) -> bool:
    """Tell whether a puzzle's solution is known."""
    return bool(call("GET", path, None, None)[1]["status"] == "done")


def check_job(
    call: Call, spec: dict[str, Any], figures: Figures, timeout: float = 300.0
) -> None:
    """Time a one-item check job from its upload to `done` (inf past `timeout`)."""
    key = register(call, "checker")
    status, made = call("POST", "/v1/puzzles", spec, key)
    item = {"puzzle_id": made["id"], "solution": [["red", "N"]]}
    started = time.perf_counter()
    status, job = call("POST", "/v1/check-jobs", {"items": [item]}, key)
    assert status == 202, job
    path = f"/v1/check-jobs/{job['id']}"
    try:
        wait(lambda: call("GET", path, None, key)[1]["status"] == "done", timeout)
    except TimeoutError:
        return  # check_seconds stays inf
    figures.check_seconds = time.perf_counter() - started


def drained(conn: redis_lib.Redis) -> bool:
    """Tell whether no job waits or runs on any queue."""
    for name in ALL_QUEUES:
        queue = get_queue(name, conn)
        if queue.count or StartedJobRegistry(queue=queue).count:
            return False
    return True


def drill(
    call: Call,
    conn: redis_lib.Redis,
    specs: list[dict[str, Any]],
    scale: Scale = Scale(),
    flood_call: Call | None = None,
) -> Figures:
    """Flood (through `flood_call`: from another address), then time the normal
    user's solves and a check job; wait for every queue to drain; return the
    figures."""
    figures = Figures()
    flood(flood_call or call, scale, figures)
    flooded = time.perf_counter()
    check_job(call, specs[0], figures, scale.check_wait)
    normal_solves(call, specs[1 : 1 + scale.normal_solves], figures)
    wait(lambda: drained(conn), scale.drain_seconds)
    figures.drain_seconds = time.perf_counter() - flooded
    return figures


def wait(predicate: Callable[[], Any], timeout: float) -> None:
    """Poll until `predicate()` holds; fail after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise TimeoutError(f"not within {timeout} s")
        time.sleep(0.02)


# --- the bench section -----------------------------------------------------------


FLOOD_ADDRESS = "127.0.0.9"
"""The flood's address (X-Forwarded-For, the API trusting one proxy hop)."""


def http_call(port: int, address: str = "127.0.0.1") -> Call:
    """Return a `call` over HTTP to the API on `port`, from `address`."""
    import http.client
    import json

    def call(method: str, path: str, body: Any, key: str | None) -> tuple[int, Any]:
        headers = {"Content-Type": "application/json", "X-Forwarded-For": address}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        try:
            data = None if body is None else json.dumps(body)
            conn.request(method, path, data, headers)
            response = conn.getresponse()
            raw = response.read()
        finally:
            conn.close()
        return response.status, json.loads(raw) if raw else None

    return call


@contextmanager
def make_run_workers(env: dict[str, str], log: Path) -> Iterator[None]:
    """Run the workers `make run` starts until the block ends."""
    from service.tools.bench.workers import READY, _until
    from service.tools.devserver import WORKER_ARGS

    with log.open("ab") as out:
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "workers", *args],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
            for args in WORKER_ARGS
        ]
    try:
        _until(lambda: log.read_bytes().count(READY) >= len(procs), 300)
        yield
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(30)


def run(quick: bool) -> None:
    """Run the drill against `make run`'s processes; print the figures."""
    from service.infra.migrate import upgrade
    from service.tools.bench.http_load import serve
    from service.tools.bench.workers import redis_server, short_positions

    scale = Scale(5.0, 20.0, 10, 600.0) if quick else Scale(30.0, 60.0, 30, 1800.0)
    if not quick:
        scale = replace(scale, check_items=10_000, solve_items=40, solve_seconds=1.0)
    big_seconds = "5" if quick else "30"  # a 32 x 32 search's limit (SOLVE_MAX_SECONDS)
    with tempfile.TemporaryDirectory() as tmp, redis_server(Path(tmp)) as redis_url:
        database = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        upgrade(database)
        env = {
            **os.environ,
            "DATABASE_URL": database,
            "REDIS_URL": redis_url,
            "PYTHONPATH": os.getcwd(),
            "RICOCHET_RATELIMIT_ENABLED": "false",
            "RICOCHET_LIBRARY_STOCK": "0",
            "RICOCHET_RECORD_SEARCH": "false",
            "RICOCHET_DAILY_GENERATE_INTERVAL": "0",
            "RICOCHET_SOLVE_MAX_SECONDS": big_seconds,
            "RICOCHET_TRUSTED_PROXY_HOPS": "1",  # the flood's own address
        }
        quiet = {**env, "RICOCHET_LOG_LEVEL": "WARNING"}  # the API's access lines
        conn = redis_lib.Redis.from_url(redis_url)
        with (
            serve("service.web.wsgi:app", quiet) as port,
            make_run_workers(env, Path(tmp) / "workers.log"),
        ):
            specs = short_positions(1 + scale.normal_solves)
            flood_call = http_call(port, FLOOD_ADDRESS)
            figures = drill(http_call(port), conn, specs, scale, flood_call)
    print(
        "fairness (ten fresh keys on one address flood; make run's workers; "
        f"searches {scale.search_seconds:.0f} s, requests "
        f"{scale.request_seconds:.0f} s, big solves {big_seconds} s)"
    )
    print(figures.report())
