"""`make run`'s supervision: one dev server per checkout, its children restarted
when they die, and one line saying where everything is once it is ready.

- A second `make run` from the same checkout would share the first one's embedded
  Redis (and stop it on the way out): `claim` takes an exclusive lock on
  `var/devserver.lock` (released by the kernel when the process dies, so a crash
  leaves no stale lock) and `ports_free` refuses ports another process holds.
- `Child` restarts a dead child (API, stream server, worker) up to MAX_RESTARTS
  times a minute, saying so; past that, or when the embedded Redis dies, the dev
  server reports it and stops.
"""

from __future__ import annotations

import fcntl
import http.client
import os
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

MAX_RESTARTS = 5
"""Restarts of one child within RESTART_WINDOW seconds before giving up."""
RESTART_WINDOW = 60.0


class AlreadyRunning(Exception):
    """Another dev server holds this checkout's lock or one of its ports."""


def claim(path: Path) -> IO[str]:
    """Lock `path` for this process (kept while the handle lives); write our pid.

    :raise AlreadyRunning: when another live process holds it.
    """
    handle = path.open("a+")
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        holder = handle.read().strip() or "?"
        handle.close()
        raise AlreadyRunning(
            f"another make run (pid {holder}) is serving from this checkout and "
            f"owns its embedded Redis ({path.parent}); stop it first, or give this "
            "one its own REDIS_URL, DATABASE_URL and PORT"
        ) from None
    handle.truncate(0)
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle


def ports_free(*ports: int) -> None:
    """Check that nothing listens on 127.0.0.1 at these ports.

    :raise AlreadyRunning: naming the first port in use.
    """
    for port in ports:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                raise AlreadyRunning(
                    f"port {port} is in use (another make run?); set PORT "
                    "(and STREAM_PORT) to serve elsewhere"
                )


@dataclass
class Child:
    """A supervised child process: its name, command and environment."""

    name: str
    command: list[str]
    env: dict[str, str]
    process: subprocess.Popen[bytes] | None = None
    restarts: list[float] = field(default_factory=list)

    def start(self) -> None:
        """Start (or restart) the process in its own session (Ctrl-C reaches only
        the dev server, which stops the children in order)."""
        self.process = subprocess.Popen(
            self.command, start_new_session=True, env=self.env
        )
        print(f"devserver: started {self.name} (pid {self.process.pid})", flush=True)

    def check(self) -> bool:
        """Restart the process if it died; tell False when it died too often."""
        assert self.process is not None
        code = self.process.poll()
        if code is None:
            return True
        now = time.monotonic()
        self.restarts = [t for t in self.restarts if now - t < RESTART_WINDOW]
        if len(self.restarts) >= MAX_RESTARTS:
            print(
                f"devserver: {self.name} (pid {self.process.pid}) exited ({code}) "
                f"{MAX_RESTARTS + 1} times within {RESTART_WINDOW:.0f} s; stopping",
                flush=True,
            )
            return False
        self.restarts.append(now)
        print(
            f"devserver: {self.name} (pid {self.process.pid}) exited ({code}); "
            "restarting it",
            flush=True,
        )
        self.start()
        return True


def pid_alive(pid: int) -> bool:
    """Tell whether a process of ours still runs (not a zombie we have not reaped)."""
    try:
        os.kill(pid, 0)
    except OSError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and ") Z" in stat.read_text())


def answers(port: int) -> bool:
    """Tell whether the app on 127.0.0.1:port answers GET /v1/health with 200."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        conn.request("GET", "/v1/health")
        return conn.getresponse().status == 200
    except OSError:
        return False
    finally:
        conn.close()


def ready_line(port: int, stream_port: int) -> str:
    """Return the one line that says where the API, the pages and the streams are."""
    base = f"http://127.0.0.1:{port}"
    return (
        f"devserver: ready. API {base}/v1 (health {base}/v1/health); pages {base}/ "
        f"{base}/daily {base}/play {base}/puzzles {base}/records "
        f"{base}/train {base}/docs; "
        f"event streams http://127.0.0.1:{stream_port} (the API redirects to them)"
    )
