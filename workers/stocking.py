"""Keeping the library's bands stocked: work nobody waits for, on `background`.

Each job tops up the emptiest (family, band) below LIBRARY_STOCK for
STOCK_SECONDS under a lock per band (`service.infra.locks.renewed_lock`), counting
the band again once the lock is held: two workers never stock the same band at
once, and a band is never filled past its target. Background work yields to
client work between two candidates (`ClientWorkWaiting`).
"""

from __future__ import annotations

import random
import time
from typing import Any

from flask import current_app

from service.analyses import shipped as analysed
from service.game.records import FAMILIES
from service.infra.locks import LockBusy, renewed_lock
from service.infra.queues import BULK, INTERACTIVE, connection, get_queue
from service.library import micro, shipped, store
from service.library.filters import ANY_MICRO, Band, PuzzleFilter
from service.library.generate import Tally, family_bands, generate
from service.library.micro import MicroEntry
from service.library.store import Entry
from workers.jobs import get_app

PROGRESS_EVERY = 0.5  # seconds between progress writes
STOCK_SECONDS = 10.0
"""One stocking job's budget: short, so client work queued meanwhile waits little."""


class Throttle:
    """Tell when PROGRESS_EVERY seconds have passed since it last said so."""

    def __init__(self) -> None:
        self.last = 0.0

    def due(self, force: bool = False) -> bool:
        """Return True (and start a new period) when a period has passed."""
        now = time.monotonic()
        if not force and now - self.last < PROGRESS_EVERY:
            return False
        self.last = now
        return True


class ClientWorkWaiting:
    """Tell (at most twice a second) whether a job waits on a queue a client waits
    on: background work then stops between two candidates and yields the worker."""

    def __init__(self) -> None:
        self.throttle, self.waiting = Throttle(), False

    def __call__(self) -> bool:
        """Return True once interactive or bulk work is queued."""
        if self.throttle.due():
            conn = connection()
            self.waiting = any(conn.llen(get_queue(q).key) for q in (INTERACTIVE, BULK))
        return self.waiting


def stock_library() -> dict[str, Any]:
    """Top up the emptiest band of the library for STOCK_SECONDS (one worker per
    band at a time: a lock per band keeps workers from doing the same work)."""
    with get_app().app_context():
        waiting = ClientWorkWaiting()
        shipped.load(should_stop=waiting)  # the records the project ships, once
        # the shipped analyses' longest and deep puzzles, deepest first, a slice a run
        analysed.load(should_stop=waiting, seconds=analysed.SLICE_SECONDS)
        if waiting():
            return {"kept": 0, "yielded": True}  # client work goes first
        target = int(current_app.config["LIBRARY_STOCK"])
        for family, band in shortest_bands(target):
            kept = stock_band(family, band, target)
            if kept is not None:
                return {"family": family, "band": [band.min, band.max], "kept": kept}
        return {"stocked": True}


def stock_lock(family: str, band: Band) -> str:
    """Return the name of the lock a worker stocking a band holds."""
    return f"ricochet:library:stocking:{family}:{band.min}"


def stock_band(family: str, band: Band, target: int) -> int | None:
    """Generate what a band lacks of `target` for STOCK_SECONDS under its lock;
    return how many were kept, or None when another worker holds the band.

    The band is counted again under the lock: another worker may have filled it
    since the caller looked, and it is topped up, never filled past `target`.
    """
    try:
        with renewed_lock(connection(), stock_lock(family, band)):
            counts = store.band_counts(family, _rule(family))
            held = sum(n for moves, n in counts.items() if band.holds(moves))
            return _stock(family, band, target - held) if held < target else 0
    except LockBusy:
        return None


def shortest_bands(target: int) -> list[tuple[str, Band]]:
    """Return the (family, band) pairs under `target`, the emptiest first (the
    Micro Robots family's bands stop at its longest optimum)."""
    short = []
    for name in (*FAMILIES, micro.FAMILY):
        counts = store.band_counts(name, _rule(name))
        for band in family_bands(name):
            held = sum(n for moves, n in counts.items() if band.holds(moves))
            if held < target:
                short.append((held, name, band))
    return [(name, band) for _, name, band in sorted(short, key=lambda t: t[0])]


def _rule(family: str) -> bool:
    """Tell whether a family plays the ricochet rule."""
    return family != micro.FAMILY and FAMILIES[family].ricochet_rule


def family_filter(family: str, band: Band) -> PuzzleFilter:
    """Return the filter of a family's puzzles in a band."""
    if family == micro.FAMILY:
        return PuzzleFilter(band, micro=ANY_MICRO)
    spec = FAMILIES[family]
    black = "black" in spec.robots
    return PuzzleFilter(band, black_robot=black, ricochet_rule=spec.ricochet_rule)


def _stock(family: str, band: Band, want: int) -> int:
    """Generate up to `want` puzzles of one family and band for STOCK_SECONDS;
    return how many were kept."""

    def keep(entry: Entry | MicroEntry, tally: Tally) -> bool:
        store.add_entries([entry])
        return True

    tally = generate(
        family_filter(family, band),
        want,
        STOCK_SECONDS,
        random.Random(),
        keep,
        source="stock",
        should_stop=ClientWorkWaiting(),
    )
    return tally.kept
