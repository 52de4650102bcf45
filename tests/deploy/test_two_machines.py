"""Several machines: two API processes (gunicorn) and two workers (separate
processes) on one PostgreSQL and one Redis, both real. Game, check and solve
traffic goes to both API processes; nothing is lost, duplicated or answered
differently by the two."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa

from service.infra.extensions import make_engine
from tests.conftest import empty_tables
from tests.workers.conftest import CHECKOUT, Workers, small_spec, wait_for

pytestmark = [pytest.mark.slow, pytest.mark.postgres, pytest.mark.redis]


def free_port() -> int:
    """Return a TCP port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Api:
    """One API process: a gunicorn subprocess, and a JSON client of it."""

    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.port = free_port()
        command = [
            sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{self.port}",
            "--workers", "2", "--worker-class", "gthread", "--threads", "4",
            "--no-control-socket", "service.web.wsgi:app",
        ]  # fmt: skip
        with log.open("wb") as out:
            self.process = subprocess.Popen(
                command, cwd=CHECKOUT, env=env, stdout=out, stderr=subprocess.STDOUT
            )
        self.log = log
        wait_for(self._up, 120, lambda: log.read_text(errors="replace"))

    def _up(self) -> bool:
        try:
            return self.call("GET", "/v1/health")[0] == 200
        except OSError:
            return False

    def call(
        self, method: str, path: str, body: Any = None, key: str | None = None
    ) -> tuple[int, Any]:
        """Send one request; return the status and the decoded body."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = f"Bearer {key}"
        data = None if body is None else json.dumps(body)
        conn.request(method, path, data, headers)
        response = conn.getresponse()
        raw = response.read()
        conn.close()
        if response.getheader("Content-Type", "").startswith("application/x-ndjson"):
            return response.status, [json.loads(x) for x in raw.splitlines()]
        return response.status, json.loads(raw) if raw else None

    def stop(self) -> None:
        """Stop the server."""
        self.process.terminate()
        self.process.wait(20)


@pytest.fixture
def machines(
    postgres_schema: str, tmp_path: Path
) -> Iterator[tuple[list[Api], Workers, str]]:
    """Two API processes and two workers on the shared PostgreSQL and Redis."""
    redis_url = os.environ.get("TEST_REDIS_URL")
    if not redis_url:
        pytest.skip("TEST_REDIS_URL is not set")
    redis_lib.Redis.from_url(redis_url).flushdb()
    empty_tables(postgres_schema)
    workers = Workers(postgres_schema, redis_url, tmp_path)
    env = {
        **workers.env,
        "RICOCHET_RATELIMIT_ENABLED": "false",
        "RICOCHET_DAILY_SECRET": "shared-by-every-process",
    }
    workers.env = env
    apis: list[Api] = []
    try:
        apis = [Api(env, tmp_path / f"api{n}.log") for n in range(2)]
        workers.start("--with-scheduler")
        workers.start()
        yield apis, workers, postgres_schema
    finally:
        workers.stop_all()
        for api in apis:
            api.stop()
        redis_lib.Redis.from_url(redis_url).flushdb()


def both(apis: list[Api], method: str, path: str, key: str, body: Any = None) -> Any:
    """Send the same request to both API processes; the answers must agree."""
    answers = [api.call(method, path, body, key) for api in apis]
    assert answers[0] == answers[1], (path, answers)
    return answers[0][1]


def test_two_api_processes_and_two_workers_agree(
    machines: tuple[list[Api], Workers, str],
) -> None:
    apis, workers, database = machines
    a, b = apis
    status, client = a.call("POST", "/v1/clients", {"name": "two"})
    assert status == 201
    key = client["api_key"]
    specs = [
        small_spec([x, y], rule=r)
        for x in range(4)
        for y in (0, 1)
        for r in (False, True)
    ]
    ids = []
    for n, spec in enumerate(specs):  # the same puzzle created on both: one row
        first = (a, b)[n % 2].call("POST", "/v1/puzzles", spec, key)
        again = (b, a)[n % 2].call("POST", "/v1/puzzles", spec, key)
        assert first[0] in (200, 201) and again[0] in (200, 201)
        assert first[1]["id"] == again[1]["id"]
        ids.append(first[1]["id"])
    for n, puzzle_id in enumerate(ids):  # solve requests on alternate processes
        status, _ = apis[n % 2].call(
            "POST", f"/v1/puzzles/{puzzle_id}/solution", None, key
        )
        assert status in (200, 202)

    def all_done() -> bool:
        return all(
            a.call("GET", f"/v1/puzzles/{p}/solution")[1]["status"] == "done"
            for p in ids
        )

    wait_for(all_done, 120, workers.logs)
    solutions = [both(apis, "GET", f"/v1/puzzles/{p}/solution", key) for p in ids]
    checks = [
        both(
            apis, "POST", "/v1/checks", key, {"puzzle_id": p, "solution": s["solution"]}
        )
        for p, s in zip(ids, solutions, strict=True)
        if s["solution"]
    ]
    assert checks and all(c["solved"] for c in checks)
    items = [{"puzzle_id": p, "solution": "rN rE"} for p in ids]
    status, check_job = a.call(
        "POST", "/v1/check-jobs", {"items": items, "grade": True}, key
    )
    assert status == 202
    status, solve_job = b.call(
        "POST", "/v1/solve-jobs", {"items": [{"puzzle_id": p} for p in ids]}, key
    )
    assert status == 202
    for job in (check_job, solve_job):
        url = job["links"]["self"]
        wait_for(
            lambda url=url: b.call("GET", url, None, key)[1]["status"] == "done",
            120,
            workers.logs,
        )
        lines = both(apis, "GET", job["links"]["results"], key)
        assert [line["index"] for line in lines] == list(range(len(ids)))
    solved = both(apis, "GET", solve_job["links"]["results"], key)
    assert [line["optimal_moves"] for line in solved] == [
        s["optimal_moves"] for s in solutions
    ]
    status, game = a.call(
        "POST", "/v1/games", {"players": ["ann", "bob"], "seed": 3}, key
    )
    assert status == 201
    token = game["players"][0]["token"]
    status, _ = b.call("POST", f"/v1/games/{game['id']}/rounds", None, token)
    assert status in (200, 201)

    def games_agree() -> bool:
        games = [api.call("GET", f"/v1/games/{game['id']}", None, key) for api in apis]
        for _, shown in games:  # each answer's own clock differs, nothing else may
            shown.pop("server_time")
            shown["current_round"].pop("server_time")
        # the round's optimum may land between the two reads: ask again until then
        return games[0] == games[1] and games[0][0] == 200

    wait_for(games_agree, 60, workers.logs)
    engine = make_engine(database)
    with engine.connect() as db:
        rows = db.execute(
            sa.text("SELECT puzzle_id, status, attempts FROM solves")
        ).all()
        puzzles = db.execute(sa.text("SELECT count(*) FROM puzzles")).scalar()
        rounds = db.execute(sa.text("SELECT count(*) FROM game_rounds")).scalar()
    engine.dispose()
    assert sorted(r.puzzle_id for r in rows if r.puzzle_id in ids) == sorted(
        ids
    )  # once each
    assert all(
        r.status == "done" and r.attempts == 1 for r in rows if r.puzzle_id in ids
    )
    assert puzzles >= len(ids) and rounds == 1
