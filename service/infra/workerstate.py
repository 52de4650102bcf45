"""Workers say whether they are ready: a Redis key per worker, kept alive by a beat.

A worker process sets `ricochet:worker-state:<host>:<pid>` to `warming` before it
compiles (or loads) the solver's kernels and to `ready` once it takes jobs; a
thread renews the key every BEAT seconds and it expires after TTL seconds, so a
killed worker drops out by itself. `GET /v1/health` reports the best state seen
(`ready`, else `warming`, else `none`), and a queued solve says why it waits.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from typing import Any

log = logging.getLogger(__name__)

PREFIX = "ricochet:worker-state:"
TTL = 30
BEAT = 10
WARMING, READY, NONE = "warming", "ready", "none"
REASONS = {
    NONE: "no worker is running: the job starts when one does",
    WARMING: "the workers are compiling the solver (first start): the job starts "
    "when one is ready",
}


def summary(redis: Any) -> str:
    """Return `ready` if any worker is ready, else `warming` if any warms, else none."""
    states = {
        value.decode() if isinstance(value, bytes) else value
        for value in (redis.get(key) for key in redis.scan_iter(f"{PREFIX}*"))
        if value is not None
    }
    for state in (READY, WARMING):
        if state in states:
            return state
    return NONE


def waiting_reason(redis: Any) -> str | None:
    """Say why a queued job is not started (None while some worker is ready)."""
    return REASONS.get(summary(redis))


class Beacon:
    """Publish one worker's state and renew it from a daemon thread."""

    def __init__(self, redis: Any, name: str | None = None) -> None:
        self.redis = redis
        self.key = PREFIX + (name or f"{socket.gethostname()}:{os.getpid()}")
        self.state = WARMING
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def set(self, state: str) -> None:
        """Publish a state now (a Redis failure is logged: the beat retries)."""
        self.state = state
        try:
            self.redis.set(self.key, state, ex=TTL)
        except Exception as exc:  # Redis down: health says so on its own
            log.debug("worker state not published: %s", exc)

    def start(self, state: str = WARMING) -> Beacon:
        """Publish `state` and start renewing it."""
        self.set(state)
        self._thread = threading.Thread(target=self._beat, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop renewing and remove the key (the worker is leaving)."""
        self._stop.set()
        try:
            self.redis.delete(self.key)
        except Exception as exc:  # it expires by itself
            log.debug("worker state not removed: %s", exc)

    def _beat(self) -> None:
        """Renew the key until stopped."""
        while not self._stop.wait(BEAT):
            self.set(self.state)
