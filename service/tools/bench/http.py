"""HTTP section of `make bench`: the API next to a bare Flask app, served alike.

Every server runs `make run`'s gunicorn command (service.tools.devserver: gevent,
service.web.gunicorn_conf) on loopback, in the same run, with SQLite in a temp dir and
an embedded Redis. The hot paths (puzzle GET, cached solution and hint, single check)
are driven by `wrk` at 8 and 32 connections against the API AS SHIPPED first (make run's
defaults: rate limits on, access lines at INFO, metrics on), then TUNED (rate limits and
access lines off, for comparison), each next to a bare endpoint answering a body of the
same size, against the goals in `WRK_GOALS`; the metrics' overhead is measured in-
process; the batch-check rows use a bounded keep-alive load generator against 1 worker,
against `BATCH_GOAL`. The ratio to the bare endpoint is the figure that matters on a
shared machine.
"""

from __future__ import annotations

import http.client
import json
import time
from typing import Any

import orjson
from flask import Flask

from service.game.fastcheck import check_many_json
from service.game.notation import format_compact, parse_solution
from service.game.puzzle import parse_puzzle
from service.tools.bench import wrk
from service.tools.bench.http_app import prepare
from service.tools.bench.http_load import (
    Result,
    Sandbox,
    compare,
    drive,
    sandbox,
    serve,
    wait_idle,
)

BATCH_GOAL = 50_000  # checked solutions per second of one worker process
# req/s ratios, as shipped, to a bare endpoint answering a body of the same size: wrk
# side by side, make run's gunicorn settings (gevent, 2 workers)
WRK_GOALS = {
    "puzzle GET": 0.75,
    "solution GET (cached)": 0.60,
    "hint GET (cached)": 0.60,
    "single check": 0.45,
}
WRK_CONNECTIONS = (8, 32)
METRICS_OVERHEAD_GOAL = 0.05


def scenarios(
    ids: list[str], rows: list[dict[str, Any]]
) -> list[tuple[str, str, str, Any]]:
    """Return (name, method, path, body) of each batch-check request (the hot
    paths are `hot_paths`, measured with wrk)."""
    # compact text ("gN gE ...") is the efficient wire format for bulk checks
    solutions = [
        format_compact([(r, d) for r, d in row["solution_ricochet_rule"]])
        for row in rows
    ]
    same = [
        {"puzzle_id": ids[0], "solution": solutions[0], "ref": i} for i in range(1000)
    ]
    mixed = [
        {"puzzle_id": ids[i % len(ids)], "solution": solutions[i % len(ids)], "ref": i}
        for i in range(1000)
    ]
    return [
        ("batch, 1 puzzle", "POST", "/v1/checks/batch", {"items": same}),
        ("batch, 263 puzzles", "POST", "/v1/checks/batch", {"items": mixed}),
    ]


def core_ceiling(rows: list[dict[str, Any]]) -> float:
    """Return solutions/s of the core alone on the mixed batch: parse, check, JSON."""
    puzzles = [
        parse_puzzle({k: r[k] for k in ("board", "robots", "target")}) for r in rows
    ]
    texts = [
        format_compact([(c, d) for c, d in r["solution_ricochet_rule"]]) for r in rows
    ]
    best = 0.0
    for _ in range(3):
        started = time.process_time()
        groups: dict[int, list[list[tuple[str, str]]]] = {}
        for i in range(1000):
            groups.setdefault(i % len(rows), []).append(
                parse_solution(texts[i % len(rows)])
            )
        verdicts = [check_many_json(puzzles[k], g) for k, g in groups.items()]
        orjson.dumps(verdicts)
        best = max(best, 1000 / (time.process_time() - started))
    return best


def run(quick: bool) -> None:
    """Measure the API against the bare app and print the table."""
    batches = 10 if quick else 60
    with sandbox() as box:
        ids, rows = prepare(box.database_url, box.redis_url)
        if wrk.available():
            print_wrk(measure_wrk(box, hot_paths(ids, rows), quick))
            print_overhead(box.database_url, box.redis_url, ids, rows)
        else:
            print("wrk is not installed (apt-get install wrk): hot-path ratios skipped")
        results = measure(box, scenarios(ids, rows), batches)
    print_table(results)
    print(
        f"core alone (parse + compiled check + JSON, in-process, no HTTP): "
        f"{core_ceiling(rows):,.0f} solutions/s on the mixed batch"
    )


def measure(
    box: Sandbox, cases: list[tuple[str, str, str, Any]], batches: int
) -> list[tuple[str, Result, Result]]:
    """Drive each batch case as shipped, and the bare endpoint with the same method,
    request body and response size."""
    out = []
    env = shipped_env(box, "batch")
    with (
        serve("service.web.wsgi:app", env, log=box.directory / "batch.log") as api_port,
        serve("service.tools.bench.http_app:create_bare_app()", env) as bare_port,
    ):
        wait_idle([api_port, bare_port], workers=1)
        for name, method, path, body in cases:
            data = json.dumps(body).encode() if body is not None else None
            bare_path = f"/bare/{body_size(api_port, method, path, data)}"
            drive(api_port, method, path, data, max(3, batches // 10))  # warm up
            drive(bare_port, method, bare_path, data, max(3, batches // 10))
            api, bare = compare(
                (api_port, path), (bare_port, bare_path), method, data, batches
            )
            out.append((name, api, bare))
    return out


def _batch_goal(api: Result) -> str:
    """Describe a batch row: solutions per second of wall time, and per second of
    the worker process's own CPU time (the goal is per worker process; the load
    generator shares this machine's cores, so wall time also counts its work)."""
    wall = api.rps * 1000
    if api.cpu_rps is None:
        ok = "ok" if wall >= BATCH_GOAL else "MISSED"
        return f"{wall:,.0f} solutions/s (goal {BATCH_GOAL:,}: {ok})"
    per_process = api.cpu_rps * 1000
    ok = "ok" if per_process >= BATCH_GOAL else "MISSED"
    return (
        f"{wall:,.0f} solutions/s wall, {per_process:,.0f} per worker CPU-second "
        f"(goal {BATCH_GOAL:,} per worker process: {ok})"
    )


def print_table(results: list[tuple[str, Result, Result]]) -> None:
    """Print the batch checks' requests/s and latencies next to the bare endpoint's,
    and their solutions per second against the goal."""
    print(
        "batch checks as shipped: 1,000 solutions a request, Python keep-alive load "
        "(2 connections), make run's gunicorn settings with 1 worker; bare: a body "
        "of the same size"
    )
    print(
        f"{'endpoint':<20} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} | "
        f"{'bare req/s':>10} {'bare p50':>8} {'bare p99':>8} | {'ratio':>6}  goal"
    )
    for name, api, bare in results:
        ratio = api.rps / bare.rps
        goal = _batch_goal(api)
        print(
            f"{name:<20} {api.rps:>8.0f} {api.p50_ms:>8.2f} {api.p99_ms:>8.2f} | "
            f"{bare.rps:>10.0f} {bare.p50_ms:>8.2f} {bare.p99_ms:>8.2f} | "
            f"{ratio:>6.0%}  {goal}"
        )


def hot_paths(
    ids: list[str], rows: list[dict[str, Any]]
) -> list[tuple[str, str, str, Any]]:
    """Return (name, method, path, body) of each hot path measured with wrk."""
    one = {"solution": rows[0]["solution_ricochet_rule"]}
    return [
        ("puzzle GET", "GET", f"/v1/puzzles/{ids[0]}", None),
        ("solution GET (cached)", "GET", f"/v1/puzzles/{ids[0]}/solution", None),
        ("hint GET (cached)", "GET", f"/v1/puzzles/{ids[0]}/hint", None),
        ("single check", "POST", f"/v1/puzzles/{ids[0]}/checks", one),
    ]


WrkRow = tuple[str, int, int, dict[str, wrk.WrkResult]]
SHIPPED, TUNED, BARE = "as shipped", "tuned", "bare"
UNCAPPED_WRITES = "100000000 per minute"
"""The write limit of the bench's servers: still counted, never reached by wrk."""


def shipped_env(box: Sandbox, name: str) -> dict[str, str]:
    """Return `make run`'s environment as shipped: the sandbox's stores and no
    RICOCHET_* or LOG_* overrides, so the Config defaults hold (rate limits on and
    counted in Redis, access lines at INFO, metrics over a multiprocess directory);
    only the write limit is raised, so that wrk's POSTs are counted, not refused."""
    env = {
        key: value
        for key, value in box.env.items()
        if not key.startswith(("RICOCHET_", "LOG_"))
    }
    metrics_dir = box.directory / f"prometheus-{name}"
    metrics_dir.mkdir(exist_ok=True)
    env["PROMETHEUS_MULTIPROC_DIR"] = str(metrics_dir)
    env["RICOCHET_RATELIMIT_WRITES"] = UNCAPPED_WRITES
    return env


def tuned_env(box: Sandbox) -> dict[str, str]:
    """Return the shipped environment with rate limits and access lines off."""
    env = shipped_env(box, TUNED)
    env["RICOCHET_RATELIMIT_ENABLED"] = "false"
    env["RICOCHET_LOG_LEVEL"] = "WARNING"
    return env


def body_size(port: int, method: str, path: str, body: bytes | None) -> int:
    """Return the length of the body the server answers to one request."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    try:
        conn.request(method, path, body, headers)
        return len(conn.getresponse().read())
    finally:
        conn.close()


def measure_wrk(
    box: Sandbox, cases: list[tuple[str, str, str, Any]], quick: bool
) -> list[WrkRow]:
    """Run each hot path with wrk as shipped, tuned, and on the bare app with a body
    of the same size, alternated (the servers' access lines go to files)."""
    seconds, rounds = (1, 1) if quick else (2, 4)
    shipped, tuned, logs = shipped_env(box, SHIPPED), tuned_env(box), box.directory
    out: list[WrkRow] = []
    with (
        serve("service.web.wsgi:app", shipped, 2, logs / "shipped.log") as api,
        serve("service.web.wsgi:app", tuned, 2, logs / "tuned.log") as fast,
        serve(
            "service.tools.bench.http_app:create_bare_app()", shipped, workers=2
        ) as bare,
    ):
        wait_idle([api, fast, bare], workers=2)
        for name, method, path, body in cases:
            data = json.dumps(body).encode() if body is not None else None
            size = body_size(api, method, path, data)
            targets = {
                SHIPPED: (api, f"http://127.0.0.1:{api}{path}"),
                TUNED: (fast, f"http://127.0.0.1:{fast}{path}"),
                BARE: (bare, f"http://127.0.0.1:{bare}/bare/{size}"),
            }
            for connections in WRK_CONNECTIONS:
                for _port, url in targets.values():  # warm (wait_idle: all up)
                    wrk.run_wrk(url, method, data, connections, 1)
                results = wrk.side_by_side(
                    targets, method, data, connections, rounds=rounds, seconds=seconds
                )
                out.append((name, connections, size, results))
    return out


def _cpu_ratio(a: wrk.WrkResult, b: wrk.WrkResult) -> str:
    """Return a's requests per CPU-second over b's, formatted (or n/a)."""
    if a.cpu_rps is None or b.cpu_rps is None:
        return "n/a"
    return f"{a.cpu_rps / b.cpu_rps:.2f}x"


def print_wrk(rows: list[WrkRow]) -> None:
    """Print the hot paths' ratios to a bare endpoint of the same body size: as
    shipped first (against the goals), then tuned."""
    print(
        "hot paths AS SHIPPED (make run's defaults: rate limits on, counted in Redis; "
        "access lines at INFO; metrics on), wrk, make run's gunicorn settings; ratios "
        "to a bare Flask endpoint answering a body of the same size, in the same run "
        "(req/s, and req per server CPU-second); writes: the write limit raised to "
        f"{UNCAPPED_WRITES} (counted, never refused). TUNED = rate limits and access "
        "lines off, for comparison only. redone: lopsided wrk runs measured again "
        "(shipped/tuned/bare)"
    )
    print(
        f"{'endpoint':<22} {'c':>3} {'bytes':>6} {'req/s':>6} {'p50ms':>6} | "
        f"{'bare':>6} {'p50ms':>6} | {'ratio':>6} {'goal':<13} {'cpu':>6} | "
        f"{'TUNED ratio':>11} {'cpu':>6} | redone"
    )
    for name, connections, size, results in rows:
        api, fast, bare = results[SHIPPED], results[TUNED], results[BARE]
        ratio = api.rps / bare.rps
        goal = WRK_GOALS[name]
        verdict = f">={goal:.2f} {'ok' if ratio >= goal else 'MISSED'}"
        print(
            f"{name:<22} {connections:>3} {size:>6} {api.rps:>6.0f} {api.p50_ms:>6.2f} "
            f"| {bare.rps:>6.0f} {bare.p50_ms:>6.2f} | {ratio:>5.2f}x {verdict:<13} "
            f"{_cpu_ratio(api, bare):>6} | {fast.rps / bare.rps:>10.2f}x "
            f"{_cpu_ratio(fast, bare):>6} | {api.redone}/{fast.redone}/{bare.redone}"
        )


def print_overhead(
    database_url: str, redis_url: str, ids: list[str], rows: list[dict[str, Any]]
) -> None:
    """Print the metrics' in-process CPU overhead per hot path (steadier than wrk's
    figure on a shared machine: no server, no load generator, only the app)."""
    from service.tools.bench.profile import cases, overhead
    from service.web.app import create_app

    config = {"DATABASE_URL": database_url, "REDIS_URL": redis_url}
    apps = [
        create_app({**config, "RATELIMIT_ENABLED": False, "METRICS_ENABLED": on})
        for on in (True, False)
    ]
    print(f"metrics recording alone: {hook_cost(apps[0]):.1f} us CPU per request")
    with_metrics, without = (cases(ids, rows, app) for app in apps)
    print(
        "metrics overhead, in-process CPU per request "
        "(app only, best of 15 alternated rounds):"
    )
    for name in ("puzzle", "solution", "hint", "check"):
        on, off = overhead(with_metrics[name], without[name])
        print(
            f"  {name:<9} {on:>6.0f} us with, {off:>6.0f} us without: "
            f"{on / off - 1:+.1%} (goal < {METRICS_OVERHEAD_GOAL:.0%})"
        )


def hook_cost(app: Flask) -> float:
    """Return the CPU microseconds recording one request's metrics takes."""
    from service.infra import metrics

    rule = next(r.rule for r in app.url_map.iter_rules() if "<puzzle_id>" in r.rule)
    best = float("inf")
    for _ in range(5):
        started = time.process_time()
        for _ in range(10_000):
            metrics.record_request("GET", rule, 200, 0.001)
        best = min(best, (time.process_time() - started) / 10_000 * 1e6)
    return best
