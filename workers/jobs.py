"""RQ job functions: module level, ids and JSON-able values in, JSON out.

Each job runs in a work horse forked from a warmed worker (solver compiled), or in
the worker itself for solve-job chunks (`workers.worker.IN_PROCESS_JOBS`), inside
an app context of the worker's app (`set_app`), or of a fresh app built from the
environment when run elsewhere (e.g. a plain `rq worker`).
"""

from __future__ import annotations

import logging
from typing import Any

from flask import Flask
from rq import get_current_job
from rq.job import Job

from service.game.puzzle import Puzzle
from service.game.solver import solve
from service.infra.metrics import record_solve
from service.infra.problems import public_reason
from service.puzzles import checkjobs
from service.puzzles.puzzles import load_puzzles
from service.solving.tables import METHOD_SEARCH, table_result
from workers.solving import (
    ProgressMeter,
    record_failure,
    release_connection,
    solve_limits,
    start_attempt,
    store_result,
)

log = logging.getLogger(__name__)

_app: Flask | None = None


def set_app(app: Flask | None) -> None:
    """Use this app for the jobs of this process (the worker sets it before forking)."""
    global _app
    _app = app


def get_app() -> Flask:
    """Return the jobs' app, building one from the environment on first use."""
    global _app
    if _app is None:
        from workers.app import create_app

        _app = create_app()
    return _app


def solve_puzzle(puzzle_id: str) -> dict[str, Any]:
    """Search a stored puzzle's optimum; record it once (database, then cache)."""
    with get_app().app_context():
        if not start_attempt(puzzle_id):  # solved already (a re-run), or unknown
            return {"puzzle_id": puzzle_id, "stored": False}
        puzzle = load_puzzles({puzzle_id}).get(puzzle_id)
        if puzzle is None:
            raise LookupError(f"puzzle {puzzle_id} is not stored")
        release_connection()  # none held across the search (a drop would lose it)
        answer = table_result(puzzle) or search(puzzle)
        stored = store_result(puzzle_id, answer)
        return {
            "puzzle_id": puzzle_id,
            "stored": stored,
            "status": answer["status"],
            "optimal_moves": answer["optimal_moves"],
            "method": answer.get("method", METHOD_SEARCH),
        }


def search(puzzle: Puzzle) -> dict[str, Any]:
    """Search a puzzle's optimum with the solver (its progress in the job's meta)."""
    result = solve(
        puzzle, limits=solve_limits(), on_progress=ProgressMeter(get_current_job())
    )
    record_solve(str(result.status), result.nodes, result.seconds)
    return result.to_json()


def solve_failed(
    job: Job, connection: Any, exc_type: Any = None, exc: Any = None, tb: Any = None
) -> None:
    """Record a solve as failed once no retry is left (RQ's on_failure callback)."""
    reason = final_failure(job, exc_type, exc)
    if reason is not None:
        with get_app().app_context():
            record_failure(str(job.args[0]), reason)


def sweep() -> dict[str, int]:
    """Recover jobs of dead workers and re-enqueue solves lost from Redis."""
    from workers.sweep import run_sweep

    with get_app().app_context():
        return run_sweep()


def run_check_job(check_job_id: str, segment: int = 0) -> dict[str, Any]:
    """Check (and optionally grade) a check job's items, chunk by chunk, for one
    slice of time (the next segment goes on at the back of `bulk`)."""
    from workers.checkrun import run_check_job as run

    with get_app().app_context():
        return run(check_job_id, segment)


def run_solve_chunk(solve_job_id: str, n: int, part: int = 0) -> dict[str, Any]:
    """Solve one chunk of a solve job in this process (the worker's own: no fork
    per chunk, nor per puzzle), for one slice of time."""
    from workers.solvebatch import run_solve_chunk as run

    with get_app().app_context():
        return run(solve_job_id, n, part)


def solve_chunk_failed(
    job: Job, connection: Any, exc_type: Any = None, exc: Any = None, tb: Any = None
) -> None:
    """Mark a solve job failed once a chunk has no retry left (on_failure)."""
    from service.solving import solvejobs

    reason = final_failure(job, exc_type, exc)
    if reason is not None:
        with get_app().app_context():
            solvejobs.record_failure(str(job.args[0]), reason)


def check_job_failed(
    job: Job, connection: Any, exc_type: Any = None, exc: Any = None, tb: Any = None
) -> None:
    """Mark a check job failed once no retry is left (RQ's on_failure callback)."""
    reason = final_failure(job, exc_type, exc)
    if reason is not None:
        with get_app().app_context():
            checkjobs.record_failure(str(job.args[0]), reason)


def final_failure(job: Job, exc_type: Any, exc: Any) -> str | None:
    """Return why a job failed for good, or None while RQ will retry it."""
    if job.should_retry:
        return None
    return f"{exc_type.__name__}: {public_reason(exc)}" if exc_type else "failed"


def tick_game(game_id: str) -> dict[str, Any]:
    """Apply a game's due timers (scheduled at each deadline by service.infra.streams).

    The same catch-up as the lazy path, under the game's lock: whichever runs
    first writes the events, the other finds nothing due (no duplicates).
    """
    from service.infra.domain_errors import NotFound
    from service.matches.tick import current_game

    with get_app().app_context():
        try:
            game = current_game(game_id)
        except NotFound:
            return {"game_id": game_id, "found": False}
        return {"game_id": game_id, "found": True, "last_seq": game.event_seq}
