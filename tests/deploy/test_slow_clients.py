"""Slow clients: 100 connections sending their request headers a byte a second leave
normal requests answered at once, under `make run`'s gunicorn and under the
production command of docs/deploy.md; the server closes the slow ones itself."""

from __future__ import annotations

import http.client
import os
import re
import shlex
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.infra.migrate import upgrade
from service.tools.devserver import gunicorn_command
from tests.helpers.ports import free_port
from tests.helpers.processes import CHECKOUT
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.redis]
SLOW_CLIENTS = 100
NORMAL_REQUESTS = 30
ANSWER_SECONDS = 3.0
"""A normal request's bound: the stall this guards against was 8 s and more."""
CLOSE_SECONDS = 15.0
"""By then the server has closed every slow connection (header timeout: 5 s)."""


def production_command(port: int) -> list[str]:
    """Return docs/deploy.md's production gunicorn line, bound to a loopback port."""
    text = (CHECKOUT / "docs" / "deploy.md").read_text()
    line = re.search(r"^gunicorn .*$", text, re.MULTILINE)
    assert line is not None, "docs/deploy.md shows no gunicorn command"
    words = shlex.split(line.group(0).replace("0.0.0.0:8000", f"127.0.0.1:{port}"))
    return ["-m", *words]


@pytest.fixture(params=["make run", "deploy.md"])
def server(
    request: pytest.FixtureRequest, redis_url: str, tmp_path: Path
) -> Iterator[int]:
    """Start the API as `make run` or docs/deploy.md does; yield its port."""
    database_url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    upgrade(database_url)
    port = free_port()
    if request.param == "make run":
        command = gunicorn_command(port)
    else:
        command = [sys.executable, *production_command(port)]
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "PYTHONPATH": str(CHECKOUT),
    }
    log = tmp_path / "gunicorn.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, cwd=CHECKOUT, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        wait_until(lambda: status(port) == 200, 120, log.read_text)
        yield port
    finally:
        process.terminate()
        process.wait(30)


def status(port: int, timeout: float = 2.0) -> int | None:
    """Return GET /v1/health's status, or None when no answer came in time."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", "/v1/health")
        return conn.getresponse().status
    except OSError:
        return None
    finally:
        conn.close()


def drip(sockets: list[socket.socket], until: float, rounds: list[int]) -> None:
    """Send each socket one more byte of an endless header every second (counting
    the rounds sent in `rounds[0]`)."""
    header = b"GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 4000
    for n in range(len(header)):
        if time.monotonic() > until:
            return
        for sock in sockets:
            try:
                sock.send(header[n : n + 1])
            except OSError:
                pass  # closed by the server: what should happen
        rounds[0] += 1
        time.sleep(1)  # the slow client's pace: what the server must withstand


def closed_by_server(sock: socket.socket) -> bool:
    """Tell whether the peer closed the socket (EOF or reset)."""
    sock.settimeout(0.01)
    try:
        sock.recv(4096)  # b"" (closed) or an error answer: it stopped waiting
        return True
    except TimeoutError:
        return False
    except OSError:
        return True


def test_slow_clients_leave_normal_requests_answered(server: int) -> None:
    sockets = [
        socket.create_connection(("127.0.0.1", server)) for _ in range(SLOW_CLIENTS)
    ]
    started = time.monotonic()
    rounds = [0]
    dripping = threading.Thread(
        target=drip, args=(sockets, started + CLOSE_SECONDS, rounds), daemon=True
    )
    dripping.start()
    try:
        wait_until(lambda: rounds[0] >= 2, 10)  # every slow socket is sending
        latencies = []
        for _ in range(NORMAL_REQUESTS):
            before = time.monotonic()
            assert status(server, timeout=ANSWER_SECONDS + 1) == 200
            latencies.append(time.monotonic() - before)
        assert max(latencies) < ANSWER_SECONDS, sorted(latencies)[-5:]
        wait_until(
            lambda: all(closed_by_server(s) for s in sockets),
            CLOSE_SECONDS,
            lambda: "slow connections still open",
        )
    finally:
        for sock in sockets:
            sock.close()
        dripping.join(CLOSE_SECONDS)
