"""Rate-limit counters kept in each process and added to Redis in batches.

Flask-Limiter's fixed window asks its storage three times per counted request: `incr`
for the hit, then `get` and `get_expiry` for the X-RateLimit headers, three Redis
round trips per write. `BatchedRedisStorage` (a `limits` storage, scheme
`batched+redis://` or `batched+redis+unix://`) answers them from this process's
counters. A key's first hit in a window goes to Redis, which tells the window's count
and expiry; later hits are counted here and sent together (one INCRBY and PTTL) once
RATELIMIT_SYNC_SECONDS have passed since the last sync, which also brings back the
hits the other processes have sent.

A limit of at most EXACT_UP_TO hits a window (registration, failed credentials, a
web player's attempts; the storage option `exact_up_to` in
RATELIMIT_STORAGE_OPTIONS changes it) is counted exactly instead: each hit goes to
Redis, whose INCR is atomic, so across every process the first refusal comes at
hit limit + 1 and every process refuses the key from then until the window ends.
Such limits are low because their hits are rare, so the round trip costs little;
the limit's amount is read from the key (`limit_amount`).

Tolerance of a batched limit: within one process a key's count is exact, and once
a process refuses a key it refuses it until the window ends. A process learns the
other processes' hits only when it syncs, so with P processes a key can be let
through up to (P - 1) x (the hits one process admits in RATELIMIT_SYNC_SECONDS)
more than its limit, and never more than P x the limit in one window; after the
first refusal another process may still admit the key until its next sync (at
most RATELIMIT_SYNC_SECONDS later). Hits counted since a process's last sync are
not sent if it stops (an undercount of at most that much). Redis down: the next
round trip raises, and Flask-Limiter counts in memory as before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from limits.storage import RedisStorage

PREFIX = "batched+"
EXACT_UP_TO = 100
"""Limits of at most this many hits a window are counted in Redis hit by hit."""
PURGE_ABOVE = 10_000
"""Windows kept in memory before the ended ones are dropped."""


@dataclass
class Window:
    """One key's fixed window as this process knows it."""

    counted: int  # the count Redis returned at the last sync (all processes)
    pending: int  # hits counted here since, not sent yet
    ends: float  # clock time at which the window expires
    synced: float  # clock time of the last sync


class BatchedRedisStorage(RedisStorage):
    """Redis storage for fixed windows, counted locally and synced in batches."""

    STORAGE_SCHEME = [PREFIX + "redis", PREFIX + "rediss", PREFIX + "redis+unix"]

    def __init__(
        self,
        uri: str,
        sync_seconds: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        exact_up_to: int = EXACT_UP_TO,
        **options: Any,
    ) -> None:
        super().__init__(uri.removeprefix(PREFIX), **options)
        self.sync_seconds = float(sync_seconds)
        self.exact_up_to = int(exact_up_to)
        self.clock = clock
        self._lock = threading.Lock()
        self._windows: dict[str, Window] = {}

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Count a hit; return the window's count (local, or fresh from Redis)."""
        now = self.clock()
        if self.is_exact(key):
            return self._incr_exact(key, expiry, amount, now)
        with self._lock:
            window = self._windows.get(key)
            if window is not None and now < window.ends:
                window.pending += amount
                if now - window.synced < self.sync_seconds:
                    return window.counted + window.pending
                amount, window.pending, window.synced = window.pending, 0, now
        counted, ttl_ms = self._send(key, expiry, amount)
        with self._lock:
            window = self._windows.get(key)
            if window is None or now >= window.ends:  # new here, or a new window
                window = self._windows[key] = Window(0, 0, 0.0, now)
                self._purge(now)
            window.counted = max(window.counted, counted)
            window.ends = now + (ttl_ms / 1000 if ttl_ms > 0 else expiry)
            return window.counted + window.pending

    def is_exact(self, key: str) -> bool:
        """Tell whether a key's limit is low enough to count every hit in Redis."""
        amount = limit_amount(key)
        return amount is not None and amount <= self.exact_up_to

    def _incr_exact(self, key: str, expiry: int, amount: int, now: float) -> int:
        """Count a hit in Redis; keep the answer for the headers' get calls."""
        counted, ttl_ms = self._send(key, expiry, amount)
        with self._lock:
            ends = now + (ttl_ms / 1000 if ttl_ms > 0 else expiry)
            self._windows[key] = Window(counted, 0, ends, now)
            self._purge(now)
        return counted

    def _send(self, key: str, expiry: int, amount: int) -> tuple[int, int]:
        """Add `amount` hits in Redis; return the count and the milliseconds left."""
        redis_key = self.prefixed_key(key)
        connection: Any = self.get_connection()  # a redis.Redis (typed as a protocol)
        pipe = connection.pipeline(transaction=False)
        self.lua_incr_expire([redis_key], [expiry, amount], client=pipe)
        pipe.pttl(redis_key)
        counted, ttl_ms = pipe.execute()
        return int(counted), int(ttl_ms)

    def _purge(self, now: float) -> None:
        """Drop the windows that have ended, once there are many."""
        if len(self._windows) > PURGE_ABOVE:
            ended = [key for key, w in self._windows.items() if now >= w.ends]
            for key in ended:
                del self._windows[key]

    def _known(self, key: str) -> tuple[Window | None, float]:
        """Return the key's live window here (None if unknown or ended), and now."""
        now = self.clock()
        with self._lock:
            window = self._windows.get(key)
        return (window if window is not None and now < window.ends else None), now

    def get(self, key: str) -> int:
        """Return the window's count as this process knows it."""
        window, _now = self._known(key)
        if window is None:
            return super().get(key)
        return window.counted + window.pending

    def get_expiry(self, key: str) -> float:
        """Return when the window ends (epoch seconds)."""
        window, now = self._known(key)
        if window is None:
            return super().get_expiry(key)
        return time.time() + (window.ends - now)

    def clear(self, key: str) -> None:
        """Forget a key here and in Redis."""
        with self._lock:
            self._windows.pop(key, None)
        super().clear(key)

    def reset(self) -> int | None:
        """Forget every key here and in Redis."""
        with self._lock:
            self._windows.clear()
        return super().reset()


def limit_amount(key: str) -> int | None:
    """Return the hits a key's limit allows a window, or None if the key is not a
    `limits` key (`RateLimitItem.key_for`: `<namespace>/<ids...>/<amount>/<multiples>/
    <granularity>`)."""
    parts = key.rsplit("/", 3)
    if len(parts) < 4 or not parts[1].isdigit():
        return None
    return int(parts[1])
