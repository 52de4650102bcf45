"""`make run` (service.tools.devserver) as a process: one per checkout owns the embedded
Redis, a dying child is restarted, a dying Redis is reported, and one line says
where everything is once it is ready."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis as redis_lib

from tests.helpers.ports import free_port
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.redis]
CHECKOUT = Path(__file__).resolve().parents[2]
START_SECONDS = 180.0


class DevServer:
    """One `python -m service.tools.devserver` process and its output."""

    def __init__(self, tmp: Path, name: str, **env: str) -> None:
        self.log = tmp / f"{name}.log"
        (tmp / f"{name}-prometheus").mkdir()
        settings = {
            **{k: v for k, v in os.environ.items() if k != "REDIS_URL"},
            "RICOCHET_VAR_DIR": str(tmp / "var"),
            "DATABASE_URL": f"sqlite:///{tmp / 'ricochet.sqlite3'}",
            "PROMETHEUS_MULTIPROC_DIR": str(tmp / f"{name}-prometheus"),
            "WEB_CONCURRENCY": "1",
            "RICOCHET_DAILY_GENERATE_INTERVAL": "0",
            "PYTHONPATH": str(CHECKOUT),
            **env,
        }
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "service.tools.devserver"],
                cwd=CHECKOUT,
                env=settings,
                stdout=out,
                stderr=subprocess.STDOUT,
            )

    def text(self) -> str:
        """Return everything the server printed so far."""
        return self.log.read_text(errors="replace")

    def wait_for(self, pattern: str, seconds: float = START_SECONDS) -> re.Match[str]:
        """Wait until the output matches `pattern`; return the match."""
        found: re.Match[str] = wait_until(
            lambda: re.search(pattern, self.text()),
            seconds,
            lambda: f"no {pattern!r} in:\n{self.text()[-3000:]}",
        )
        return found

    def stop(self) -> None:
        """Stop it as Ctrl-C would, if it still runs."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(60)


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[Callable[..., DevServer]]:
    """Start dev servers in tmp_path; stop them all afterwards."""
    started: list[DevServer] = []

    def start(name: str, **env: str) -> DevServer:
        server = DevServer(tmp_path, name, **env)
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


def test_a_second_make_run_refuses_and_a_dead_redis_is_reported(
    servers: Callable[..., DevServer],
) -> None:
    port = free_port(4)
    first = servers("first", PORT=str(port))
    found = first.wait_for(r"embedded Redis \(pid (\d+)\) at (\S+)")
    redis_pid, redis_url = int(found.group(1)), found.group(2)
    second = servers("second", PORT=str(port + 2))  # its ports are free: the lock
    assert second.process.wait(60) == 2
    assert f"another make run (pid {first.process.pid})" in second.text()
    assert redis_lib.Redis.from_url(redis_url).ping()  # the first one's still runs
    assert first.process.poll() is None
    os.kill(redis_pid, signal.SIGKILL)
    first.wait_for(rf"the embedded Redis \(pid {redis_pid}\) died; stopping", 30)
    assert first.process.wait(60) == 1


def test_a_taken_port_is_refused(
    servers: Callable[..., DevServer], redis_url: str
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", free_port()))
        taken.listen()
        port = taken.getsockname()[1]
        server = servers("busy", PORT=str(port), REDIS_URL=redis_url)
        assert server.process.wait(60) == 2
    assert f"port {port} is in use" in server.text()


def test_ready_line_and_a_dead_worker_is_restarted(
    servers: Callable[..., DevServer], redis_url: str
) -> None:
    port = free_port(2)
    stream_port = port + 1  # the default STREAM_PORT
    server = servers("live", PORT=str(port), REDIS_URL=redis_url)
    ready = server.wait_for(r"devserver: ready\..*").group(0)
    base = f"http://127.0.0.1:{port}"
    pages = ("v1", "daily", "play", "puzzles", "records", "docs")
    for where in (f"{base}/{page}" for page in pages):
        assert where in ready
    assert f"http://127.0.0.1:{stream_port}" in ready
    assert server.text().count("devserver: ready.") == 1
    pid = int(server.wait_for(r"started the interactive worker \(pid (\d+)\)")[1])
    os.kill(pid, signal.SIGKILL)
    server.wait_for(rf"the interactive worker \(pid {pid}\) exited \(-9\)", 30)
    restarted = re.findall(
        r"started the interactive worker \(pid (\d+)\)", server.text()
    )
    assert len(restarted) == 2 and int(restarted[1]) != pid
    os.kill(int(restarted[1]), 0)  # it runs
    assert server.process.poll() is None
