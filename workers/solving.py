"""Worker-side solving: limits, progress in the job's meta, recording results once."""

from __future__ import annotations

import logging
import time
from typing import Any

import sqlalchemy as sa
from flask import current_app
from rq.job import Job

from service import clock, solves
from service.extensions import db
from service.game.puzzle import Puzzle
from service.game.solver import Limits, Progress, SolverStatus, solve
from service.models.solves import Solve, SolveState
from service.puzzles import load_puzzles
from service.queues import BULK, REDIS_ERRORS

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
    mappers and the connections' set-up then come ready-made into every horse.
    """
    sa.orm.configure_mappers()
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


def solve_now(puzzle: Puzzle, *, stored: bool) -> solves.SolveStatus:
    """Search a puzzle here and now (check-job grading); record or cache the result."""
    release_connection()
    result = solve(puzzle, limits=solve_limits()).to_json()
    if stored:
        solves.record_request(puzzle.puzzle_id, BULK)
        store_result(puzzle.puzzle_id, result)
        return solves.get_solve(puzzle.puzzle_id)
    status = solves.result_status(puzzle.puzzle_id, result)
    solves.write_cache(status)  # an inline puzzle has no row: the cache only
    return status
