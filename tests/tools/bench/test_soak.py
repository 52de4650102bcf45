"""The soak's load is open-loop and its verdicts read the right figures: arrivals
keep their rate against a slow server, failures are 5xx or no answer, each of make
run's processes has a role, and the bottleneck is the role nearest its capacity."""

from __future__ import annotations

import http.server
import socketserver
import threading
import time
from collections import Counter
from collections.abc import Iterator

import pytest

from service.tools.bench import soak


class Slow(http.server.BaseHTTPRequestHandler):
    """Answer every GET after a fifth of a second."""

    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        """Wait, then answer a small JSON body."""
        time.sleep(0.2)
        body = b'{"ok": true}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_: object) -> None:
        """Stay quiet."""


@pytest.fixture
def slow_port() -> Iterator[int]:
    """Serve Slow on a loopback port, a thread per connection."""
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Slow)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def test_arrivals_keep_their_rate_whatever_the_answers_take(slow_port: int) -> None:
    def draw(_rng: object) -> list[tuple[str, soak.Request]]:
        return [("slow", ("GET", "/", None, None))]

    started = time.perf_counter()
    step = soak.offer(slow_port, 40.0, 2.0, draw, seed=1)
    elapsed = time.perf_counter() - started
    answered = len(step.latencies["slow"])
    # closed loop on one connection would send at most 2 / 0.2 = 10
    assert 50 <= step.sent <= 120 and answered == step.sent, (step.sent, answered)
    assert step.statuses["slow"] == Counter({"200": answered})
    assert min(step.latencies["slow"]) >= 0.2 and elapsed < 5.0


def test_errors_are_5xx_no_answer_or_dropped_not_refusals() -> None:
    step = soak.Step(10.0, 1.0)
    step.statuses["a"].update({"200": 5, "404": 2, "409": 1, "503": 3})
    step.statuses["b"].update({"ConnectionResetError": 2, "201": 1})
    step.dropped = 4
    assert soak.errors(step) == 3 + 2 + 4


def test_every_process_of_make_run_has_a_role() -> None:
    from service.tools.devserver import child_commands

    roles = [soak._role(command, 8000) for command, _ in child_commands(8000)]
    assert roles.count("API") == 1 and roles.count("stream server") == 1
    assert set(roles) == {"API", "stream server", "workers"}


def test_the_bottleneck_is_the_role_nearest_its_capacity() -> None:
    counts = {"API": 2, "workers": 3, "stream server": 1}
    name, share = soak.bottleneck({"API": 1.8, "workers": 0.1, "redis": 0.05}, counts)
    assert name == "API" and share == pytest.approx(0.9)
    name, _ = soak.bottleneck({"API": 0.4, "redis": 0.95}, counts)
    assert name == "redis"
    name, _ = soak.bottleneck(
        {"API": 0.9, "workers": 0.9, "load generator": 0.3}, counts
    )
    assert name.startswith("the machine's cores")


def test_redis_keys_group_by_family() -> None:
    assert soak._family("rq:job:solve-pwtcxmpldbglblboa") == "rq:job:*"
    assert soak._family("rq:queue:interactive") == "rq:queue:interactive"
    assert soak._family("ricochet:solve:p4f5e6d7c8b9a") == "ricochet:solve:*"
