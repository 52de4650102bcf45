"""Rate-limit counters kept in each process and added to Redis in batches.

Flask-Limiter's fixed window asks its storage three times per counted request: `incr`
for the hit, then `get` and `get_expiry` for the X-RateLimit headers, three Redis
round trips per write. `BatchedRedisStorage` (a `limits` storage, scheme
`batched+redis://` or `batched+redis+unix://`) answers them from this process's
counters. A key's first hit in a window goes to Redis, which tells the window's count
and expiry; later hits are counted here and sent together (one INCRBY and PTTL) once
RATELIMIT_SYNC_SECONDS have passed since the last sync, which also brings back the
hits the other processes have sent.

Tolerance: within one process a key's count is exact. A process learns the other
processes' hits only when it syncs, so with P processes a key can be let through up
to (P - 1) x (the hits one process admits in RATELIMIT_SYNC_SECONDS) more than its
limit, and never more than P x the limit in one window. Hits counted since a
process's last sync are not sent if it stops (an undercount of at most that much).
Redis down: the next round trip raises, and Flask-Limiter counts in memory as before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from limits.storage import RedisStorage

PREFIX = "batched+"
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
        **options: Any,
    ) -> None:
        super().__init__(uri.removeprefix(PREFIX), **options)
        self.sync_seconds = float(sync_seconds)
        self.clock = clock
        self._lock = threading.Lock()
        self._windows: dict[str, Window] = {}

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Count a hit; return the window's count (local, or fresh from Redis)."""
        now = self.clock()
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
