"""Every bench section ends: a refused stream is counted, not waited on; what a
section started stops when it is interrupted; each section runs in its quick form."""

from __future__ import annotations

import http.server
import os
import signal
import socketserver
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from service.tools.bench.__main__ import SECTIONS
from tests.helpers.wait import wait_until

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[3]


class Refusing(http.server.BaseHTTPRequestHandler):
    """Answer every request as the stream cap does: 429, keep-alive, a small body."""

    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        """Refuse the stream and keep the connection open."""
        body = b'{"type": "/problems/too-many-streams"}'
        self.send_response(429)
        self.send_header("Content-Type", "application/problem+json")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Retry-After", "15")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        """Stay quiet."""


@pytest.fixture
def refusing_port() -> Iterator[int]:
    """Serve Refusing on a loopback port (threads: connections stay open)."""
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Refusing)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def test_stream_clients_count_a_refused_stream_and_report_ready(
    refusing_port: int, tmp_path: Path
) -> None:
    stop = tmp_path / "stop"
    command = [sys.executable, "-m", "service.tools.bench.stream_clients"]
    command += [str(refusing_port), str(stop), "g1:3:0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert process.stdout is not None
        ready = _line_within(process, 30)
        assert ready.split()[:2] == ["ready", "0"], ready
        stop.touch()
        report = _line_within(process, 30)
        assert report.count("HTTP 429") == 3, report
        assert process.wait(30) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _line_within(process: subprocess.Popen[str], seconds: float) -> str:
    """Return the process's next stdout line, failing after `seconds`."""
    found: list[str] = []
    assert process.stdout is not None
    reader = threading.Thread(target=lambda: found.append(process.stdout.readline()))  # type: ignore[union-attr]
    reader.daemon = True
    reader.start()
    reader.join(seconds)
    if not found:
        pytest.fail(f"no line from pid {process.pid} within {seconds} s")
    return found[0]


SERVING = """
import signal
from service.tools.bench.__main__ import stop_on_signals
from service.tools.bench.http_load import _SERVERS, sandbox, serve
stop_on_signals()
BARE = "service.tools.bench.http_app:create_bare_app()"
with sandbox() as box, serve(BARE, box.env) as port:
    import redis
    info = redis.Redis.from_url(box.redis_url).info("server")
    print(_SERVERS[port], info["process_id"], flush=True)
    signal.pause()  # until the test's signal
"""


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signalled_bench_stops_the_servers_it_started(signum: int) -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", SERVING], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        master, redis = (int(pid) for pid in _line_within(process, 90).split())
        assert _alive(master) and _alive(redis)
        process.send_signal(signum)
        process.wait(60)
        wait_until(
            lambda: not _alive(master) and not _alive(redis),
            30,
            lambda: f"still alive: gunicorn {_alive(master)}, Redis {_alive(redis)}",
        )
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _alive(pid: int) -> bool:
    """Tell whether a process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


SECTION_SECONDS = 900


@pytest.mark.parametrize("name", SECTIONS)
def test_every_section_runs_to_the_end_in_its_quick_form(name: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("RICOCHET_")}
    done = subprocess.run(
        [sys.executable, "-m", "service.tools.bench", name, "--quick"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=SECTION_SECONDS,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-3000:]
    assert f"== {name} ==" in done.stdout
