"""The apps the HTTP benches serve: the bare Flask baseline, and the service with
every reference puzzle stored (and the first one solved, for the cached reads).

Shared by `http` (the load runs) and `profile` (CPU per request, call trees).
"""

from __future__ import annotations

import functools
import gzip
import json
from importlib import resources
from typing import Any

from flask import Flask, Response, jsonify, request


def create_bare_app() -> Flask:
    """Return the baseline: trivial JSON endpoints, nothing else. `/bare/<size>`
    answers a JSON body of exactly `size` bytes (a POST reads its JSON body first),
    so each hot path is compared with a body of its own size."""
    app = Flask("bare")

    @app.get("/bare")
    def bare_get() -> Any:
        return jsonify(ok=True)

    @app.post("/bare")
    def bare_post() -> Any:
        return jsonify(ok=True, size=len(request.get_json()))

    @app.get("/bare/<int:size>")
    def bare_sized_get(size: int) -> Any:
        return Response(sized_body(size), mimetype="application/json")

    @app.post("/bare/<int:size>")
    def bare_sized_post(size: int) -> Any:
        request.get_json()
        return Response(sized_body(size), mimetype="application/json")

    return app


@functools.lru_cache(maxsize=64)
def sized_body(size: int) -> bytes:
    """Return a JSON object of exactly `size` bytes (at least 2)."""
    if size < 10:
        return b"{}" + b" " * max(0, size - 2)
    return b'{"pad":"' + b"x" * (size - 10) + b'"}'


def bench_positions() -> list[dict[str, Any]]:
    """Return the reference positions shipped with the core."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt") as lines:
        return [json.loads(line) for line in lines]


def prepare(
    database_url: str, redis_url: str
) -> tuple[list[str], list[dict[str, Any]]]:
    """Migrate, store every reference puzzle; return the ids and their rows."""
    from service.infra.migrate import upgrade
    from service.web.app import create_app

    upgrade(database_url)
    app = create_app(
        {
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "RATELIMIT_ENABLED": False,
        }
    )
    client = app.test_client()
    registered = client.post("/v1/clients", json={"name": "b"}).get_json()
    key = registered["api_key"]
    rows = bench_positions()
    ids = []
    for row in rows:
        spec = {k: row[k] for k in ("board", "robots", "target")}
        response = client.post(
            "/v1/puzzles", json=spec, headers={"Authorization": f"Bearer {key}"}
        )
        created = response.get_json()
        ids.append(created["id"])
    solve_first(app, ids[0])
    return ids, rows


def solve_first(app: Flask, puzzle_id: str) -> None:
    """Prove the first puzzle's optimum, as a worker would (the cached reads)."""
    from workers import jobs

    jobs.set_app(app)
    try:
        jobs.solve_puzzle(puzzle_id)
    finally:
        jobs.set_app(None)
