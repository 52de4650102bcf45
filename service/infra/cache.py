"""The one kind of in-process cache: cachetools' LRU, per app, behind a lock.

Every cache of the service's processes is made here (`lru`, or `app_cache` for
one held on the current app): parsed boards and puzzles, proven solves, built
documents and answers (`parsed_cache`: content-addressed, so never stale), and
the secrecy verdicts (`service.solving.secrecy`, `service.solving.hidden_answers`:
each entry carries the token it holds under). Full, a cache drops its least
recently used entry. The lock makes each call atomic: cachetools' caches are not
thread-safe, and the development server and a worker's heartbeat run threads.
"""

from __future__ import annotations

import threading
from typing import Any, TypeVar

from cachetools import LRUCache
from flask import Flask, current_app

K = TypeVar("K")
V = TypeVar("V")

EXTENSION = "caches"
"""The `app.extensions` key holding an app's caches, by name."""


class LockedLRU(LRUCache[K, V]):
    """cachetools' LRUCache whose reads and writes each hold one lock."""

    def __init__(self, maxsize: int) -> None:
        super().__init__(maxsize)
        self._lock = threading.RLock()

    def __getitem__(self, key: K) -> V:
        with self._lock:
            return super().__getitem__(key)

    def __setitem__(self, key: K, value: V) -> None:
        with self._lock:
            super().__setitem__(key, value)

    def __delitem__(self, key: K) -> None:
        with self._lock:
            super().__delitem__(key)

    def __contains__(self, key: object) -> bool:
        with self._lock:
            return super().__contains__(key)

    def get(self, key: K, default: V | None = None) -> V | None:  # type: ignore[override]
        """Return the value of `key` (marked recently used), or `default`."""
        with self._lock:
            # cachetools' own methods, not this class's: the hot reads call this
            if not LRUCache.__contains__(self, key):
                return default
            return LRUCache.__getitem__(self, key)

    def pop(self, key: K, *default: Any) -> Any:
        """Remove `key` and return its value (or `default`, else KeyError)."""
        with self._lock:
            return super().pop(key, *default)

    def setdefault(self, key: K, default: Any = None) -> Any:
        """Return the value of `key`, storing `default` first when absent."""
        with self._lock:
            return super().setdefault(key, default)

    def clear(self) -> None:
        """Drop every entry."""
        with self._lock:
            super().clear()


def lru(maxsize: int) -> LockedLRU[Any, Any]:
    """Return a new thread-safe LRU cache of at most `maxsize` entries (min 1)."""
    return LockedLRU(max(1, int(maxsize)))


def app_cache(name: str, maxsize: int, app: Flask | None = None) -> LockedLRU[Any, Any]:
    """Return the cache called `name` of an app (the current one by default),
    made with `maxsize` entries on first use."""
    caches: dict[str, LockedLRU[Any, Any]] = (app or current_app).extensions.setdefault(
        EXTENSION, {}
    )
    cache = caches.get(name)
    if cache is None:
        cache = caches.setdefault(name, lru(maxsize))
    return cache


def parsed_cache(
    name: str, size_setting: str = "PARSED_CACHE_SIZE"
) -> LockedLRU[Any, Any]:
    """Return the app's cache of immutable objects called `name`, sized by the
    setting `size_setting`."""
    return app_cache(name, current_app.config[size_setting])
