"""Load generator for the HTTP benchmark: gunicorn servers and keep-alive clients."""

from __future__ import annotations

import http.client
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

CONNECTIONS = 2
ROUNDS = 5


@dataclass
class Result:
    """Throughput and latency of one endpoint."""

    rps: float
    p50_ms: float
    p99_ms: float


def free_port() -> int:
    """Return a free loopback port."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def serve(app_spec: str, env: dict[str, str]) -> Iterator[int]:
    """Serve a WSGI app with gunicorn (1 gthread worker); yield its port."""
    port = free_port()
    options = "--workers 1 --worker-class gthread --threads 4 --no-control-socket"
    command = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}"]
    command += [*options.split(), "--log-level", "warning", app_spec]
    server = subprocess.Popen(command, env=env, start_new_session=True)
    try:
        wait_until_up(port)
        yield port
    finally:
        server.terminate()
        server.wait(20)


def wait_until_up(port: int, timeout: float = 60) -> None:
    """Poll until the port accepts connections."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"server on port {port} did not start")


def drive(
    port: int, method: str, path: str, body: bytes | None, count: int
) -> tuple[list[float], float]:
    """Send `count` requests over CONNECTIONS keep-alive connections.

    :return: the latencies and the elapsed wall time, in seconds.
    """
    latencies: list[float] = []
    lock = threading.Lock()
    share = [
        count // CONNECTIONS + (i < count % CONNECTIONS) for i in range(CONNECTIONS)
    ]
    headers = {"Content-Type": "application/json"} if body is not None else {}

    def worker(n: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        mine = []
        for _ in range(n):
            start = time.perf_counter()
            conn.request(method, path, body, headers)
            response = conn.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"{method} {path}: HTTP {response.status}")
            mine.append(time.perf_counter() - start)
        conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=worker, args=(n,)) for n in share]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return latencies, time.perf_counter() - started


def summarise(latencies: list[float], elapsed: float) -> Result:
    """Turn latencies and wall time into a Result."""
    latencies = sorted(latencies)
    return Result(
        rps=len(latencies) / elapsed,
        p50_ms=statistics.median(latencies) * 1000,
        p99_ms=latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
    )


def compare(
    api_port: int,
    bare_port: int,
    method: str,
    path: str,
    body: bytes | None,
    count: int,
) -> tuple[Result, Result]:
    """Alternate rounds on the API and the bare app, so load drift hits both alike."""
    totals: dict[int, tuple[list[float], float]] = {
        api_port: ([], 0.0),
        bare_port: ([], 0.0),
    }
    per_round = max(1, count // ROUNDS)
    for _ in range(ROUNDS):
        for port, target in ((api_port, path), (bare_port, "/bare")):
            latencies, elapsed = drive(port, method, target, body, per_round)
            seen, spent = totals[port]
            totals[port] = (seen + latencies, spent + elapsed)
    return summarise(*totals[api_port]), summarise(*totals[bare_port])
