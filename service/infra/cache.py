"""Per-app, per-process caches of immutable objects (parsed boards and puzzles,
proven solves).

Boards and puzzles never change once stored (their ids are content hashes), and
neither does a proven answer to one, so a copy can be reused across requests
without invalidation.
"""

from __future__ import annotations

from typing import Any

from flask import current_app


def parsed_cache(name: str, size_setting: str = "PARSED_CACHE_SIZE") -> dict[str, Any]:
    """Return the app's cache called `name`, emptied when it grows past the limit."""
    caches: dict[str, dict[str, Any]] = current_app.extensions.setdefault("parsed", {})
    cache = caches.setdefault(name, {})
    if len(cache) >= current_app.config[size_setting]:
        cache.clear()  # crude but thread-safe under the GIL, and rare
    return cache
