"""Stream section of `make bench`: 500 open event streams on one API instance.

The instance is what `make run` starts: the API (gunicorn, 1 gthread worker, 4
threads) and the stream server (gunicorn, 1 gevent worker), SQLite and an
embedded Redis, on loopback. A client process (gevent) holds STREAMS streams, 10
per game; this process measures:

- REST throughput (`GET /v1/games/{id}`, 2 keep-alive connections) with no
  stream open, then with all of them open (idle: keep-alive comments only);
- the delay from an event's commit to each client (event `at`, stamped just
  before the commit, to arrival; same machine, same clock) while bids are placed
  over REST at a steady rate, each reaching the 10 streams of its game.

The machine is shared: the ratio with/without streams is the figure to read.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from service.tools.bench.http_load import (
    drive,
    free_port,
    sandbox,
    start_group,
    stop_group,
    summarise,
    wait_until_up,
)

STREAMS = 500
PER_GAME = 10
EVENT_RATE = 20.0
"""Bids per second placed during the latency measurement."""
CAP = "RICOCHET_STREAM_MAX_PER_CLIENT"
ROUNDS = 3
"""REST measurements alternate: alone, with the streams, ... this many times."""
READY_SECONDS = 180.0
"""Seconds the client process may take to open every stream (it gives up at 120)."""
GOAL_P99_MS = 200.0
GOAL_RATIO = 0.90


@contextmanager
def server(worker_class: str, env: dict[str, str]) -> Iterator[int]:
    """Serve the app with one gunicorn worker of a class; yield its port."""
    port = free_port()
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
    command += ["--workers", "1", "--worker-class", worker_class]
    if worker_class == "gthread":
        command += ["--threads", "4"]
    else:
        command += ["--worker-connections", "2000"]
    command += ["--graceful-timeout", "2", "--log-level", "warning"]
    command += ["--no-control-socket", "service.web.wsgi:app"]
    process = start_group(command, env)
    try:
        wait_until_up(port)
        drive(port, "GET", "/v1/health", None, 4)  # the worker has loaded the app
        yield port
    finally:
        stop_group(process)


def prepare(database_url: str, redis_url: str, games: int) -> list[dict[str, Any]]:
    """Migrate; create the games (one round started each); return ids and tokens."""
    from service.infra.migrate import upgrade
    from service.web.app import create_app

    upgrade(database_url)
    app = create_app(
        {"DATABASE_URL": database_url, "REDIS_URL": redis_url, "RATELIMIT_ENABLED": 0}
    )
    client = app.test_client()
    key = client.post("/v1/clients", json={"name": "bench"}).get_json()["api_key"]
    made = []
    for seed in range(games):
        body = {"players": ["ann", "bob"], "seed": seed, "timer_seconds": 86_400}
        game = client.post(
            "/v1/games", json=body, headers={"Authorization": f"Bearer {key}"}
        ).get_json()
        tokens = [p["token"] for p in game["players"]]
        url = f"/v1/games/{game['id']}"
        client.post(f"{url}/rounds", headers={"Authorization": f"Bearer {tokens[0]}"})
        last = client.get(url).get_json()["event_seq"]
        made.append({"id": game["id"], "tokens": tokens, "last_seq": last})
    app.extensions["db"].engine.dispose()
    return made


@contextmanager
def stream_clients(
    port: int, games: list[dict[str, Any]], stop_file: Path
) -> Iterator[subprocess.Popen[bytes]]:
    """Start the client process; yield it once every stream is open."""
    specs = [f"{g['id']}:{PER_GAME}:{g['last_seq']}" for g in games]
    command = [sys.executable, "-m", "service.tools.bench.stream_clients", str(port)]
    process = start_group(
        [*command, str(stop_file), *specs], dict(os.environ), stdout=subprocess.PIPE
    )
    try:
        ready = read_line(process, READY_SECONDS, "the stream clients' readiness")
        if ready.split()[:2] != ["ready", str(len(specs) * PER_GAME)]:
            raise RuntimeError(f"stream clients not ready: {ready!r}")
        yield process
    finally:
        stop_group(process, timeout=5)


def read_line(process: subprocess.Popen[bytes], seconds: float, what: str) -> str:
    """Return the process's next line of output; RuntimeError naming `what` if none
    comes within `seconds` or the process ends first."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], seconds)
    if not ready:
        raise RuntimeError(f"no {what} within {seconds:.0f} s; giving up")
    line = process.stdout.readline().decode()
    if not line:
        raise RuntimeError(f"no {what}: the process ended ({process.wait()})")
    return line


def place_bids(api_port: int, games: list[dict[str, Any]], count: int) -> int:
    """Place `count` bids round-robin over the games at EVENT_RATE; return them."""
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", api_port, timeout=60)
    started = time.perf_counter()
    for i in range(count):
        game = games[i % len(games)]
        turn = i // len(games)  # each player lowers its bid by one every other turn
        seat, moves = turn % 2, 90 - turn // 2
        body = json.dumps({"moves": moves})
        headers = {
            "Authorization": f"Bearer {game['tokens'][seat]}",
            "Content-Type": "application/json",
        }
        conn.request("POST", f"/v1/games/{game['id']}/rounds/1/bids", body, headers)
        response = conn.getresponse()
        response.read()
        if response.status != 201:
            raise RuntimeError(f"bid: HTTP {response.status}")
        pause = started + (i + 1) / EVENT_RATE - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
    conn.close()
    return count


def run(quick: bool) -> None:
    """Measure REST with and without the streams, and the events' delivery delay."""
    games_count = STREAMS // PER_GAME
    requests, bids = (150, 100) if quick else (700, 400)
    placed = 0
    report: dict[str, Any] = {"delays": [], "errors": []}
    with sandbox() as box:
        games = prepare(box.database_url, box.redis_url, games_count)
        cap = STREAMS * ROUNDS
        env = {**box.env, CAP: str(cap)}
        print(
            f"{CAP}={cap} (shipped: 100): every client here is one loopback address"
            " (real players are each their own), and a closed stream's slot is held"
            " until the server next writes to it (a heartbeat), so each round's"
            " streams still count while the next round's open"
        )
        path = f"/v1/games/{games[0]['id']}"
        runs: dict[str, tuple[list[float], float]] = {"alone": ([], 0.0)}
        runs["beside"] = ([], 0.0)
        with server("gthread", env) as api_port, server("gevent", env) as sse_port:
            drive(api_port, "GET", path, None, 50)  # warm up
            for turn in range(ROUNDS):  # alternate, so load drift hits both alike
                add(runs, "alone", drive(api_port, "GET", path, None, requests))
                stop_file = box.directory / f"stop{turn}"
                with stream_clients(sse_port, games, stop_file) as clients:
                    add(runs, "beside", drive(api_port, "GET", path, None, requests))
                    if turn == ROUNDS - 1:
                        placed = place_bids(api_port, games, bids)
                        time.sleep(2.0)  # the last deliveries
                    stop_file.touch()
                    report = json.loads(read_line(clients, 60, "stream report"))
    alone, beside = summarise(*runs["alone"]), summarise(*runs["beside"])
    print_report(alone, beside, placed, report)


def add(
    runs: dict[str, tuple[list[float], float]],
    name: str,
    measured: tuple[list[float], float],
) -> None:
    """Add a run's latencies and wall time to a total."""
    latencies, elapsed = runs[name]
    runs[name] = (latencies + measured[0], elapsed + measured[1])


def print_report(alone: Any, beside: Any, placed: int, report: dict[str, Any]) -> None:
    """Print the REST ratio and the delivery delays against the goals."""
    delays = sorted(report["delays"])
    ratio = beside.rps / alone.rps
    print(f"{STREAMS} streams ({PER_GAME} per game), one API instance")
    print(
        f"REST GET /v1/games/{{id}}: {alone.rps:,.0f} req/s alone "
        f"(p99 {alone.p99_ms:.1f} ms), {beside.rps:,.0f} req/s with the streams "
        f"open (p99 {beside.p99_ms:.1f} ms): {ratio:.0%} "
        f"(goal >= {GOAL_RATIO:.0%}: {'ok' if ratio >= GOAL_RATIO else 'MISSED'})"
    )
    if not delays:
        print("no event delivered: MISSED")
        return
    p50 = delays[len(delays) // 2] * 1000
    p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))] * 1000
    expected = placed * PER_GAME
    print(
        f"events: {placed} bids at {EVENT_RATE:.0f}/s, {len(delays)} deliveries "
        f"(at least {expected} expected), {len(report['errors'])} stream errors; "
        f"commit to client p50 {p50:.1f} ms, p99 {p99:.1f} ms, max "
        f"{delays[-1] * 1000:.1f} ms (goal p99 < {GOAL_P99_MS:.0f} ms: "
        f"{'ok' if p99 < GOAL_P99_MS and len(delays) >= expected else 'MISSED'})"
    )
