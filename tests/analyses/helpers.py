"""Helpers of the analysis tests: a small board, running the queued analyses, an
analysed layout."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import redis as redis_lib
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import ANALYSIS, BACKGROUND, get_queue

SMALL = {
    "width": 8,
    "height": 8,
    "walls": [[2, 2, "E"], [5, 5, "S"], [1, 6, "N"], [6, 1, "W"], [3, 4, "S"]],
    "blocked": [[3, 3], [4, 4]],
    "targets": [
        {"color": "red", "cell": [2, 2], "symbol": "circle"},
        {"color": "green", "cell": [5, 5], "symbol": "triangle"},
        {"color": "blue", "cell": [1, 6], "symbol": "square"},
    ],
}
"""An 8x8 board printing three targets: two robots analyse in milliseconds."""


def analysis_spec(**changes: Any) -> dict[str, Any]:
    """Return a request to analyse the small board's red and green targets."""
    return {"board": SMALL, "robots": ["green", "red"], **changes}


def work(redis: redis_lib.Redis) -> None:
    """Run every queued analysis job in this process, then stop."""
    queues = [get_queue(name, redis) for name in (BACKGROUND, ANALYSIS)]
    worker = SimpleWorker(queues, connection=redis, serializer=JSONSerializer)
    worker.work(burst=True)


# --- an analysed layout (the records, the library, the page) ------------------------

LAYOUT = "1A4B3B2B"
ROBOTS = ("red", "green")
"""The family's robots narrowed to two: the real game's four take minutes and
gigabytes per layout; every code path is the same."""


def tables_config(tmp_path: Path) -> dict[str, Any]:
    """Return settings keeping the analyses' tables in a test's folder, no stocking
    (a module's `app_config` fixture returns them)."""
    return {"ANALYSIS_TABLES_DIR": str(tmp_path / "tables"), "LIBRARY_STOCK": 0}
