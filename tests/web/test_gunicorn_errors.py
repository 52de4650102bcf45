"""gunicorn's own answers (request line and header limits) are problems too."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.wait import wait_until

pytestmark = pytest.mark.slow  # a gunicorn server in a subprocess
CHECKOUT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """Return a free loopback port."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def answers(port: int) -> bool:
    """Tell whether a worker answers HTTP on the port (the master binds before its
    worker has imported the app)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
            sock.sendall(b"GET / HTTP/1.0\r\n\r\n")
            return sock.recv(5) == b"HTTP/"
    except OSError:
        return False


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """Serve service.web.wsgi:app with gunicorn (one gthread worker); yield its port."""
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('gunicorn')}/db.sqlite3",
    }
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
    command += [
        "--worker-class",
        "gthread",
        "--no-control-socket",
        "service.web.wsgi:app",
    ]
    process = subprocess.Popen(command, cwd=CHECKOUT, env=env, stderr=subprocess.PIPE)
    try:
        wait_until(lambda: answers(port), 30)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)
        assert process.stderr is not None
        process.stderr.close()


def exchange(port: int, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send raw bytes; return the status, headers and body of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        conn.sendall(request)
        data = b""
        while chunk := conn.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


@pytest.mark.parametrize(
    "request_bytes,status,kind",
    [
        (
            b"GET /v1/" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
            414,
            "uri-too-long",
        ),
        (
            b"GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: "
            + b"a" * 9000
            + b"\r\n\r\n",
            431,
            "request-header-fields-too-large",
        ),
        (b"NOT A REQUEST\r\n\r\n", 400, "bad-request"),
    ],
)
def test_gunicorn_errors_are_problems(
    server: int, request_bytes: bytes, status: int, kind: str
) -> None:
    code, headers, body = exchange(server, request_bytes)
    assert code == status
    assert headers["Content-Type"] == "application/problem+json"
    problem = json.loads(body)
    assert problem["status"] == status and problem["type"].endswith("/" + kind)
    assert problem["title"] and problem["detail"]
    assert len(problem["detail"]) <= 200
