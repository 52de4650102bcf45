"""Worker-side solving: limits, progress in the job's meta, recording results once."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import sqlalchemy as sa
from flask import current_app
from rq.job import Job
from sqlalchemy.dialects import postgresql, sqlite

from service.game.batch import solve_each
from service.game.puzzle import Puzzle
from service.game.solver import Limits, Progress, SolverStatus
from service.infra import clock
from service.infra.extensions import db
from service.infra.queues import BULK, REDIS_ERRORS, connection
from service.puzzles.boards import preload_layout_boards
from service.puzzles.puzzles import load_puzzles
from service.solving import solves
from service.solving.models import Solve, SolveState
from service.solving.tables import METHOD_SEARCH

log = logging.getLogger(__name__)

PROGRESS_EVERY = 0.25  # seconds between job.meta writes (a few per second at most)


def solve_limits() -> Limits:
    """Return the configured search limits."""
    config = current_app.config
    return Limits(
        max_depth=config["SOLVE_MAX_DEPTH"],
        max_nodes=config["SOLVE_MAX_NODES"],
        max_seconds=config["SOLVE_MAX_SECONDS"],
        max_memory_bytes=config["SOLVE_MAX_MEMORY_MB"] * 2**20,
    )


class ProgressMeter:
    """Write the search's depth and nodes into the job's meta, a few times a second."""

    def __init__(self, job: Job | None) -> None:
        self.job = job
        self.last = 0.0

    def __call__(self, progress: Progress) -> None:
        """Save the progress unless the last save was moments ago."""
        now = time.monotonic()
        if self.job is None or now - self.last < PROGRESS_EVERY:
            return
        self.last = now
        self.job.meta["progress"] = {
            "depth": progress.depth,
            "nodes": progress.nodes,
            "seconds": round(progress.seconds, 3),
        }
        try:
            self.job.save_meta()  # type: ignore[no-untyped-call]
        except REDIS_ERRORS:
            log.warning("progress of %s not saved (Redis unavailable)", self.job.id)


def start_attempt(puzzle_id: str) -> bool:
    """Mark a solve running and count the attempt; False if done or unknown."""
    update = sa.update(Solve).where(
        Solve.puzzle_id == puzzle_id, Solve.status != SolveState.DONE
    )
    values = {
        "status": SolveState.RUNNING,
        "started_at": clock.now(),
        "attempts": Solve.attempts + 1,
    }
    started = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    return started


def store_result(puzzle_id: str, result: dict[str, Any]) -> bool:
    """Record a finished search once (database, then cache); tell if it was new."""
    values = {
        "status": SolveState.DONE,
        "result_status": result["status"],
        "method": result.get("method", METHOD_SEARCH),
        "finished_at": clock.now(),
        **{k: result[k] for k in solves.RESULT_FIELDS if k != "result"},
    }
    update = sa.update(Solve).where(
        Solve.puzzle_id == puzzle_id, Solve.status != SolveState.DONE
    )
    stored = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    if stored:
        solves.write_cache(solves.result_status(puzzle_id, result))
    return stored


def record_failure(puzzle_id: str, reason: str) -> bool:
    """Record that a solve failed for good (no retry left); tell if recorded."""
    update = sa.update(Solve).where(
        Solve.puzzle_id == puzzle_id, Solve.status != SolveState.DONE
    )
    values = {
        "status": SolveState.FAILED,
        "error": reason[-2000:],
        "finished_at": clock.now(),
    }
    recorded = _changed(db.session.execute(update.values(values)))
    db.session.commit()
    return recorded


def _changed(result: Any) -> bool:
    """Tell whether an UPDATE changed exactly one row."""
    return int(result.rowcount) == 1


def rehearse() -> None:
    """Run a job's queries once on a puzzle that does not exist (no rows change).

    Called in the worker before it forks: SQLAlchemy's compiled statements, the
    mappers and the connections' set-up then come ready-made into every horse, and
    so do the parsed boards of every classic layout.
    """
    sa.orm.configure_mappers()
    preload_layout_boards()
    absent = "p" + "a" * 16
    start_attempt(absent)
    load_puzzles({absent})
    record_failure(absent, "rehearsal")
    result = {k: None for k in solves.RESULT_FIELDS} | {"status": SolverStatus.OPTIMAL}
    store_result(absent, result)
    solves.read_cache(absent)


def release_connection() -> None:
    """End the session's read transaction and return its connection to the pool.

    Called before a search: a connection held idle in transaction for minutes may
    be dropped (server restart, idle timeouts), failing the commit of a finished
    search; the pool checks a connection (pre-ping) when the result is stored.
    """
    db.session.close()  # only reads happened: the rollback loses nothing


def finished_solves(ids: set[str]) -> dict[str, solves.SolveStatus]:
    """Return the finished solves among `ids`: cached, else done in the database."""
    ordered = sorted(ids)
    if not ordered:
        return {}
    raws = connection().mget([solves.cache_key(i) for i in ordered])
    found = {
        i: solves.cached_status(i, raw)
        for i, raw in zip(ordered, raws, strict=True)
        if raw
    }
    missing = [i for i in ordered if i not in found]
    if missing:
        query = sa.select(Solve).where(
            Solve.puzzle_id.in_(missing), Solve.status == SolveState.DONE
        )
        for row in db.session.scalars(query):
            found[row.puzzle_id] = solves.row_status(row)
    return found


# --- many puzzles in one process -------------------------------------------------

FLUSH_ITEMS = 50
FLUSH_SECONDS = 0.5
"""A batch records its results every FLUSH_ITEMS puzzles or FLUSH_SECONDS, whichever
comes first: a killed worker loses at most that much work (solved again on retry)."""


@dataclass(frozen=True, slots=True)
class Finished:
    """One search done in a batch, not yet recorded."""

    puzzle_id: str
    stored: bool
    started_at: datetime
    result: dict[str, Any]


def solve_batch(
    puzzles: dict[str, tuple[Puzzle, bool]],
    limits: Limits | None = None,
    on_flush: Callable[[int], None] | None = None,
    stop_at: float | None = None,
) -> dict[str, solves.SolveStatus]:
    """Solve many puzzles here, one after another (no fork each); record as it goes.

    `puzzles` maps an id to (puzzle, stored?): a stored puzzle's result goes to the
    `solves` table, every result to the cache. `on_flush(n)` is told after each
    write how many puzzles are recorded so far. Past `stop_at` (a monotonic
    time) no further puzzle is started once one is solved: the rest are left out.
    """
    release_connection()
    limits = limits or solve_limits()
    found: dict[str, solves.SolveStatus] = {}
    pending: list[Finished] = []
    last = time.monotonic()
    todo = list(puzzles.items())
    items = (
        (k, puzzle, limits)
        for i, (k, (puzzle, _)) in enumerate(todo)
        if i == 0 or stop_at is None or time.monotonic() < stop_at
    )
    for puzzle_id, result in solve_each(items):
        started = clock.now() - timedelta(seconds=result.seconds)
        stored = puzzles[puzzle_id][1]
        pending.append(Finished(puzzle_id, stored, started, result.to_json()))
        if len(pending) >= FLUSH_ITEMS or time.monotonic() - last >= FLUSH_SECONDS:
            found.update(store_results(pending))
            pending, last = [], time.monotonic()
            if on_flush is not None:
                on_flush(len(found))
    if pending:
        found.update(store_results(pending))
        if on_flush is not None:
            on_flush(len(found))
    return found


def store_results(batch: list[Finished]) -> dict[str, solves.SolveStatus]:
    """Record finished searches: one transaction for the stored puzzles' rows (a
    row already done is kept), one pipelined write for the cache."""
    now = clock.now()
    rows = [_done_row(f, now) for f in batch if f.stored]
    if rows:
        dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
        insert = dialect.insert(Solve)
        updated = {k: insert.excluded[k] for k in rows[0] if k not in KEPT_COLUMNS}
        updated["attempts"] = Solve.attempts + 1
        db.session.execute(
            insert.on_conflict_do_update(
                index_elements=[Solve.puzzle_id],
                set_=updated,
                where=Solve.status != SolveState.DONE,
            ),
            rows,
        )
        db.session.commit()
    statuses = {f.puzzle_id: solves.result_status(f.puzzle_id, f.result) for f in batch}
    try:
        pipe = connection().pipeline(transaction=False)
        for status in statuses.values():
            solves.write_cache(status, pipe)
        pipe.execute()
    except REDIS_ERRORS:
        log.warning("could not cache %d solves (Redis unavailable)", len(batch))
    return statuses


KEPT_COLUMNS = frozenset({"puzzle_id", "queue", "requested_at", "attempts"})
"""Columns an existing row keeps when a batch records its result."""


def _done_row(finished: Finished, now: datetime) -> dict[str, Any]:
    """Return the `solves` row of a finished search."""
    result = finished.result
    return {
        "puzzle_id": finished.puzzle_id,
        "status": SolveState.DONE,
        "queue": BULK,
        "attempts": 1,
        "requested_at": finished.started_at,
        "started_at": finished.started_at,
        "finished_at": now,
        "result_status": result["status"],
        **{k: result[k] for k in solves.RESULT_FIELDS if k != "result"},
    }
