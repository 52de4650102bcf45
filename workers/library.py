"""Library jobs: generate a puzzle request to order, keep the bands stocked.

A request's job solves random candidates under its filter until its count is met
or its time budget is spent, adding each kept puzzle to the library (with its
solve recorded, so its solution and hint answer at once) and to the request's
found list; a run that runs out of time says so in the request's `detail`.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from flask import Flask, current_app
from rq import get_current_job

from service.game.features import puzzle_features
from service.game.layouts import board_for_code
from service.game.puzzle import Puzzle
from service.game.records import FAMILIES, SearchProgress, search_record
from service.game.solver import Limits, solve
from service.infra import clock
from service.infra.extensions import db
from service.infra.jobstore import JobState, decode_hash
from service.infra.locks import LockBusy, renewed_lock
from service.infra.queues import BACKGROUND, BULK, INTERACTIVE, connection, get_queue
from service.library import records, requests, shipped, store
from service.library.filters import Band, PuzzleFilter, layout_pool, parse_filter
from service.library.generate import BANDS, FEATURE_SECONDS, Tally, generate
from service.library.store import Entry
from workers.jobs import get_app

PROGRESS_EVERY = 0.5  # seconds between progress writes


def fill_request(request_id: str) -> dict[str, Any]:
    """Generate the rest of a puzzle request within its time budget."""
    with get_app().app_context():
        conn = connection()
        meta = decode_hash(conn.hgetall(requests.key(request_id)))
        if not meta or meta["status"] in (JobState.DONE, JobState.FAILED):
            return {"request_id": request_id, "skipped": True}
        conn.hset(requests.key(request_id), "status", JobState.RUNNING)
        found_ids: list[str] = json.loads(meta["found"])
        want = int(meta["count"]) - len(found_ids)
        budget = float(meta["max_seconds"]) - _elapsed(meta)
        progress = _Progress(request_id, found_ids)
        tally = generate(
            parse_filter(json.loads(meta["filter"])),
            want,
            max(budget, 0.0),
            random.Random(),
            lambda entry, t: progress.kept(entry, meta["owner"], t),
            progress.tried,
        )
        return _finish(request_id, meta, found_ids, tally)


def _elapsed(meta: dict[str, str]) -> float:
    """Return the seconds since the request was made (a retry has less left)."""
    created = datetime.fromisoformat(meta["created_at"])
    return max(0.0, (clock.now() - created) / timedelta(seconds=1))


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


def report(key: str, fields: dict[Any, Any], progress: dict[str, int]) -> None:
    """Write a task's progress to its hash and to its RQ job's meta."""
    connection().hset(key, mapping=fields)
    job = get_current_job()
    if job is not None:
        job.meta["progress"] = progress
        job.save_meta()  # type: ignore[no-untyped-call]


class _Progress:
    """Record a request's kept puzzles and candidates as they come."""

    def __init__(self, request_id: str, found_ids: list[str]) -> None:
        self.request_id = request_id
        self.found_ids = found_ids
        self.throttle = Throttle()

    def kept(self, entry: Entry, owner: str, tally: Tally) -> bool:
        """Add a kept puzzle to the library and the request; go on while short."""
        (puzzle_id,) = store.add_entries([entry])
        store.deliver(owner, [puzzle_id])
        db.session.commit()
        if puzzle_id not in self.found_ids:
            self.found_ids.append(puzzle_id)
        self.write(tally, force=True)
        return True

    def tried(self, tally: Tally) -> None:
        """Note another candidate (a few writes a second at most)."""
        self.write(tally)

    def write(self, tally: Tally, force: bool = False) -> None:
        """Write the request's progress to its hash and the RQ job's meta."""
        if self.throttle.due(force):
            found = {
                "found": json.dumps(self.found_ids),
                "candidates": tally.candidates,
            }
            progress = {"found": len(self.found_ids), "tried": tally.candidates}
            report(requests.key(self.request_id), found, progress)


def _finish(
    request_id: str, meta: dict[str, str], found_ids: list[str], tally: Tally
) -> dict[str, Any]:
    """Mark a request done, saying so when it fell short of its count."""
    count = int(meta["count"])
    detail = ""
    if len(found_ids) < count:
        detail = (
            f"found {len(found_ids)} of {count} puzzles within the time budget "
            f"({tally.candidates} candidates solved in {tally.seconds:.0f} s)"
        )
    connection().hset(
        requests.key(request_id),
        mapping={
            "status": JobState.DONE,
            "found": json.dumps(found_ids),
            "candidates": tally.candidates,
            "detail": detail,
        },
    )
    return {
        "request_id": request_id,
        "found": len(found_ids),
        "tried": tally.candidates,
    }


# --- record searches ---------------------------------------------------------------


def run_record_search(search_id: str) -> dict[str, Any]:
    """Anneal a layout for a search's budget; keep its best as a record if longer."""
    with get_app().app_context():
        conn = connection()
        key = records.search_key(search_id)
        meta = decode_hash(conn.hgetall(key))
        if not meta or meta["status"] in (JobState.DONE, JobState.FAILED):
            return {"search_id": search_id, "skipped": True}
        conn.hset(key, "status", JobState.RUNNING)
        found = search_and_keep(
            meta["layout"],
            meta["family"],
            int(meta["seed"]),
            float(meta["seconds"]),
            _SearchMeter(key),
            method="annealing (POST /v1/records/searches)",
        )
        done: dict[Any, Any] = {"status": JobState.DONE}
        if found is not None:
            done.update(puzzle_id=found[0], best=found[1], record=int(found[2]))
        conn.hset(key, mapping=done)
        return {"search_id": search_id, **done}


def search_and_keep(
    layout: str,
    family: str,
    seed: int,
    seconds: float,
    on_progress: Callable[[SearchProgress], None] | None,
    method: str,
    *,
    start: Puzzle | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[str, int, bool] | None:
    """Run one search; add its best to the library and keep it as a record if
    longer; return (puzzle id, optimum, whether it is the record) or None."""
    found = search_record(
        board_for_code(layout),
        FAMILIES[family],
        seed=seed,
        seconds=seconds,
        solve_seconds=SEARCH_SOLVE_SECONDS,
        on_progress=on_progress,
        start=start,
        should_stop=should_stop,
    )
    if found is None:
        return None
    result = solve(found.puzzle, limits=Limits(max_depth=found.optimal_moves))
    features = puzzle_features(
        found.puzzle, found.optimal_moves, found.solution, seconds=FEATURE_SECONDS
    )
    (puzzle_id,) = store.add_entries(
        [Entry(found.puzzle, layout, result, features, "search")]
    )
    how = {
        "search": method,
        "seed": seed,
        "seconds": seconds,
        "evaluations": found.evaluations,
        "found_after_seconds": round(found.seconds, 1),
    }
    kept = records.keep_record(
        family, found.puzzle.ricochet_rule, layout, puzzle_id, found.optimal_moves, how
    )
    return puzzle_id, found.optimal_moves, kept


class _SearchMeter:
    """Write a search's progress to its hash and job, a few times a second at most."""

    def __init__(self, key: str) -> None:
        self.key = key
        self.throttle = Throttle()

    def __call__(self, progress: SearchProgress) -> None:
        """Note the evaluations so far and the best optimum proven."""
        if self.throttle.due():
            figures = {"evaluations": progress.evaluations, "best": progress.best}
            report(self.key, dict(figures), figures)


# --- work nobody waits for: stocking the bands, idle record searches ---------------

SEARCH_SOLVE_SECONDS = 2.0
"""A background search's cap on one solve: how long it may take to yield."""
STOCK_SECONDS = 10.0
"""One stocking job's budget: short, so client work queued meanwhile waits little."""
IDLE_SEARCH_SECONDS = 60.0
CRON_SECONDS = 60


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


def register_cron(cron: Any, app: Flask) -> None:
    """Stock the library and search records on the background queue, each minute."""
    if int(app.config["LIBRARY_STOCK"]) > 0:
        cron.register(stock_library, BACKGROUND, interval=CRON_SECONDS, result_ttl=60)
    if app.config["RECORD_SEARCH"]:
        cron.register(idle_record_search, BACKGROUND, interval=CRON_SECONDS * 2)


def stock_library() -> dict[str, Any]:
    """Top up the emptiest band of the library for STOCK_SECONDS (one worker per
    band at a time: a lock per band keeps workers from doing the same work)."""
    with get_app().app_context():
        shipped.load()  # the records the project ships, once
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
            spec = FAMILIES[family]
            counts = store.band_counts(family, spec.ricochet_rule)
            held = sum(n for moves, n in counts.items() if band.holds(moves))
            return _stock(family, band, target - held) if held < target else 0
    except LockBusy:
        return None


def shortest_bands(target: int) -> list[tuple[str, Band]]:
    """Return the (family, band) pairs under `target`, the emptiest first."""
    short = []
    for name, family in FAMILIES.items():
        counts = store.band_counts(name, family.ricochet_rule)
        for low, high in BANDS:
            held = sum(n for moves, n in counts.items() if low <= moves <= high)
            if held < target:
                short.append((held, name, Band(low, high)))
    return [(name, band) for _, name, band in sorted(short, key=lambda t: t[0])]


def _stock(family: str, band: Band, want: int) -> int:
    """Generate up to `want` puzzles of one family and band for STOCK_SECONDS;
    return how many were kept."""
    spec = FAMILIES[family]
    found = PuzzleFilter(
        band, black_robot="black" in spec.robots, ricochet_rule=spec.ricochet_rule
    )

    def keep(entry: Entry, tally: Tally) -> bool:
        store.add_entries([entry])
        return True

    tally = generate(
        found,
        want,
        STOCK_SECONDS,
        random.Random(),
        keep,
        source="stock",
        should_stop=ClientWorkWaiting(),
    )
    return tally.kept


def idle_record_search() -> dict[str, Any]:
    """Search a random 1999 layout for a longer classic puzzle (RECORD_SEARCH)."""
    with get_app().app_context():
        if not current_app.config["RECORD_SEARCH"]:
            return {"skipped": True}
        rng = random.Random()
        layout = rng.choice(layout_pool(PuzzleFilter(Band(1, 1), edition="1999")))
        family = rng.choice(("classic", "classic", "classic-ricochet", "black"))
        found = search_and_keep(
            layout.code,
            family,
            rng.randrange(2**32),
            IDLE_SEARCH_SECONDS,
            None,
            method="annealing (idle worker)",
            start=records.record_puzzle(family, layout.code),
            should_stop=ClientWorkWaiting(),
        )
        return {"layout": layout.code, "family": family, "found": found}
