"""The stream benchmark's clients: many SSE connections in one gevent process.

`python -m service.tools.bench.stream_clients PORT STOPFILE GAME:COUNT:SEQ ...` opens
COUNT streams per game on 127.0.0.1:PORT, resuming after SEQ (no backlog),
prints `ready OPEN REFUSED [FIRST ERROR]` once each is open or refused (a stream
answered with anything but 200, such as the 429 of the per-address cap, is an
error, not a stream still opening), and records for every event received the
delay from the event's `at` (its server timestamp, taken before the commit) to
its arrival. When STOPFILE appears it prints one JSON line: the delays in seconds
and the connection errors.
It gives up (exit 3, a message on stderr) if the streams are not all settled
within READY_SECONDS or the stop file does not appear within STOP_SECONDS.
"""

from __future__ import annotations

from gevent import monkey

monkey.patch_all()

import json  # noqa: E402
import os  # noqa: E402
import socket  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402
from datetime import datetime  # noqa: E402

import gevent  # noqa: E402

READY_SECONDS = 120.0
STOP_SECONDS = 1800.0

delays: list[float] = []
errors: list[str] = []
opened = 0


def follow(port: int, game_id: str, after: str) -> None:
    """Read one stream until the process ends, recording each event's delay."""
    global opened
    try:
        sock = socket.create_connection(("127.0.0.1", port), timeout=120)
        request = (
            f"GET /v1/games/{game_id}/events/stream HTTP/1.1\r\n"
            f"Host: bench\r\nAccept: text/event-stream\r\nLast-Event-ID: {after}\r\n"
            "\r\n"
        )
        sock.sendall(request.encode())
        reader = sock.makefile("rb")
        status = reader.readline().decode(errors="replace").split()
        if status[1:2] != ["200"]:
            errors.append(f"HTTP {' '.join(status[1:]) or 'no answer'}")
            sock.close()
            return
        counted = False
        for raw in reader:
            line = raw.decode().rstrip("\r\n")
            if not counted and line.startswith("retry:"):
                opened += 1
                counted = True
            elif line.startswith("data: {"):
                at = json.loads(line[6:])["at"]
                delays.append(time.time() - datetime.fromisoformat(at).timestamp())
        if not counted:
            errors.append("closed before its first line")
    except OSError as error:
        errors.append(repr(error))


def _wait(condition: Callable[[], bool], seconds: float) -> bool:
    """Poll `condition` until it holds (True) or `seconds` pass (False)."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        gevent.sleep(0.05)
    return True


def main() -> int:
    """Open the streams, report readiness, wait for the stop file, report."""
    port, stop_file, specs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    total = 0
    for spec in specs:
        game_id, count, after = spec.split(":")
        for _ in range(int(count)):
            gevent.spawn(follow, port, game_id, after)
            total += 1
    if not _wait(lambda: opened + len(errors) >= total, READY_SECONDS):
        print(
            f"stream clients: {opened} of {total} open after {READY_SECONDS:.0f} s;"
            " giving up",
            file=sys.stderr,
            flush=True,
        )
        return 3
    first = errors[0] if errors else ""
    print(f"ready {opened} {len(errors)} {first}".rstrip(), flush=True)
    if not _wait(lambda: os.path.exists(stop_file), STOP_SECONDS):
        print(
            f"stream clients: no {stop_file} after {STOP_SECONDS:.0f} s; giving up",
            file=sys.stderr,
            flush=True,
        )
        return 3
    print(json.dumps({"delays": delays, "errors": errors}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
