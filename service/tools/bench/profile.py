"""`python -m service.tools.bench.profile [--tree NAME]`: where a hot path's time goes.

Serves the hot paths of `make bench http` in-process (Flask's test client, SQLite and
an embedded Redis in a temp dir), prints each one's CPU microseconds per request next
to the bare Flask endpoint's, and with `--tree NAME` the pyinstrument call tree of
that path (`puzzle`, `solution`, `hint`, `check`). No HTTP server is measured: this
is the app's own share of a request.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from typing import Any

from service.tools.bench.http_app import create_bare_app, prepare
from service.tools.bench.http_load import sandbox

REQUESTS = 1000


def cases(ids: list[str], rows: list[dict[str, Any]], app: Any) -> dict[str, Any]:
    """Return name -> a function sending one request of that hot path."""
    client, bare = app.test_client(), create_bare_app().test_client()
    one = {"solution": rows[0]["solution_ricochet_rule"]}
    path = f"/v1/puzzles/{ids[0]}"
    return {
        "bare": lambda: bare.get("/bare"),
        "puzzle": lambda: client.get(path),
        "solution": lambda: client.get(f"{path}/solution"),
        "hint": lambda: client.get(f"{path}/hint"),
        "check": lambda: client.post(f"{path}/checks", json=one),
    }


def cpu_per_request(send: Callable[[], Any]) -> float:
    """Return the best of three CPU-microsecond-per-request runs (after a warm-up)."""
    for _ in range(REQUESTS // 4):
        send()
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        for _ in range(REQUESTS):
            send()
        best = min(best, time.process_time() - started)
    return best / REQUESTS * 1e6


def overhead(
    first: Callable[[], Any], second: Callable[[], Any], rounds: int = 15
) -> tuple[float, float]:
    """Return the best CPU microseconds per request of two ways of sending the same
    request, measured alternately so that drift hits both alike."""
    best = [float("inf"), float("inf")]
    for send in (first, second):
        for _ in range(REQUESTS // 4):
            send()
    for _ in range(rounds):
        for index, send in enumerate((first, second)):
            started = time.process_time()
            for _ in range(REQUESTS // 5):
                send()
            took = (time.process_time() - started) / (REQUESTS // 5) * 1e6
            best[index] = min(best[index], took)
    return best[0], best[1]


def main() -> int:
    """Measure every hot path; print a call tree if asked."""
    from pyinstrument import Profiler

    from service.web.app import create_app

    parser = argparse.ArgumentParser(prog="python -m service.tools.bench.profile")
    parser.add_argument("--tree", choices=["puzzle", "solution", "hint", "check"])
    args = parser.parse_args()
    with sandbox() as box:
        ids, rows = prepare(box.database_url, box.redis_url)
        config = {"DATABASE_URL": box.database_url, "REDIS_URL": box.redis_url}
        app = create_app({**config, "RATELIMIT_ENABLED": False})
        sends = cases(ids, rows, app)
        for name, send in sends.items():
            print(f"{name:<10} {cpu_per_request(send):>7.0f} us CPU per request")
        if args.tree:
            profiler = Profiler(interval=0.0001)
            with profiler:
                for _ in range(REQUESTS):
                    sends[args.tree]()
            print(profiler.output_text(color=False, unicode=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
