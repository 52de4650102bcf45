"""Fixtures of the deploy tests: two API processes (gunicorn) and two workers
(separate processes) on one PostgreSQL and one Redis, both real."""

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

from tests.conftest import empty_tables
from tests.workers.conftest import CHECKOUT, Workers, wait_for


def free_port() -> int:
    """Return a TCP port nobody listens on right now (within TEST_PORTS, e.g.
    "9700-9749", when a shared machine allots the test a range)."""
    low, _, high = os.environ.get("TEST_PORTS", "0-0").partition("-")
    for port in range(int(low), int(high or low) + 1):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            bound: int = probe.getsockname()[1]
            return bound
    raise OSError(f"no free port in TEST_PORTS {os.environ['TEST_PORTS']}")


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
def machine_env() -> dict[str, str]:
    """Settings every process gets on top of the defaults (a test may override)."""
    return {}


@pytest.fixture
def machines(
    postgres_schema: str, tmp_path: Path, machine_env: dict[str, str]
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
        **machine_env,
    }
    workers.env = env
    apis: list[Api] = []
    try:
        apis = [Api(env, tmp_path / f"api{n}.log") for n in range(2)]
        workers.start("--with-scheduler")
        workers.start()
        for _ in range(2):  # long client work, one heavy worker per machine
            workers.start("-q", "heavy")
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
