"""Background solves: request and read optimal move counts (workers record them).

The `Solve` row is the durable record, written at the first request; Redis holds
the unique RQ job (`solve-<puzzle id>`) and the result cache (refilled from the
database when cold). Nothing waits for a search; a Redis outage never raises (the
status says `unavailable`; `workers.sweep` enqueues pending rows once it is back).
Call `request_solve` AFTER committing your transaction: it commits the session.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, replace
from typing import Any, TypedDict

import sqlalchemy as sa
from flask import current_app
from rq.callbacks import Callback
from rq.job import JobStatus
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from service.game.solver import SolverStatus
from service.infra import clock
from service.infra.cache import parsed_cache
from service.infra.extensions import db, get_redis
from service.infra.problems import public_failure
from service.infra.queues import (
    BULK,
    FINAL_STATUSES,
    HEAVY,
    INTERACTIVE,
    REDIS_ERRORS,
    connection,
    enqueue_unique,
    fetch_job,
    heartbeat_lapsed,
    promote,
    retry_policy,
)
from service.infra.workerstate import waiting_reason
from service.puzzles.models import Board
from service.puzzles.models import Puzzle as PuzzleRow
from service.solving.models import Solve, SolveState
from service.solving.tables import METHOD_SEARCH, stored_table_answer

log = logging.getLogger(__name__)

CACHE_PREFIX = "ricochet:solve:"
SOLVE_JOB = "workers.jobs.solve_puzzle"
FAILED_CALLBACK = "workers.jobs.solve_failed"
PUZZLE_ID = re.compile(r"p[a-z2-7]{16}")
WORKER_LOST = (
    "the worker running this search stopped (its heartbeat lapsed); the search "
    "will be run again"
)
RESULT_FIELDS = tuple(
    "result optimal_moves moves proven lower_bound solution nodes seconds".split()
)


@dataclass(frozen=True, slots=True)
class SolveStatus:
    """What is known about a puzzle's optimum (`status` says how far it got)."""

    puzzle_id: str
    status: SolveState
    optimal_moves: int | None = None
    proven: bool | None = None
    lower_bound: int | None = None
    moves: int | None = None
    solution: list[list[str]] | None = None
    result: str | None = None  # the solver's: optimal | unsolvable | limit
    progress: dict[str, Any] | None = None
    error: str | None = None
    nodes: int | None = None
    seconds: float | None = None
    waiting: str | None = None  # why a queued solve has not started (no worker)
    method: str | None = None  # how it was answered: "search" or "table"

    @property
    def hint(self) -> list[str] | None:
        """Return one optimal first move, once the optimum is proven."""
        if (
            self.status != SolveState.DONE
            or self.result != SolverStatus.OPTIMAL
            or not self.solution
        ):
            return None
        return self.solution[0]


class HintMove(TypedDict):
    """One move as a hint names it."""

    robot: str
    direction: str


@dataclass(frozen=True, slots=True)
class SolveHint:
    """A puzzle's solve as its hint shows it: one optimal first move, or None
    until the optimum is proven."""

    puzzle_id: str
    status: SolveState
    hint: HintMove | None


def solve_hint(status: SolveStatus) -> SolveHint:
    """Return the hint a solve's status gives."""
    move = status.hint
    hint = None if move is None else HintMove(robot=move[0], direction=move[1])
    return SolveHint(status.puzzle_id, status.status, hint)


def job_id(puzzle_id: str) -> str:
    """Return the RQ job id of a puzzle's solve (ids carry the rules)."""
    return f"solve-{puzzle_id}"


def cache_key(puzzle_id: str) -> str:
    """Return the Redis key of a puzzle's cached result."""
    return CACHE_PREFIX + puzzle_id


# --- reading ---------------------------------------------------------------------


def get_solve(puzzle_id: str) -> SolveStatus:
    """Return a puzzle's solve status from the cache, the database and the job."""
    try:
        cached = read_cache(puzzle_id)
    except REDIS_ERRORS:
        return _offline_status(puzzle_id)
    if cached is not None:
        return cached
    row = solve_row(puzzle_id)
    if row is None:
        return SolveStatus(puzzle_id, SolveState.NONE)
    status = row_status(row)
    if row.status == SolveState.DONE:
        write_cache(status)
    if row.status in (SolveState.DONE, SolveState.FAILED):
        return status
    return _live_status(row)


def settled_solve(puzzle_id: str) -> SolveStatus:
    """Return a puzzle's solve status, keeping proven answers in this process.

    A proven optimum (or proven unsolvability) of an immutable puzzle never changes,
    so the hot read path (GET .../solution and .../hint) skips Redis for it. Answer
    secrecy is not cached: callers check it on every request.
    """
    cache = parsed_cache("solves")
    status: SolveStatus | None = cache.get(puzzle_id)
    if status is None:
        status = get_solve(puzzle_id)
        if is_settled(status):
            cache[puzzle_id] = status
    return status


def is_settled(status: SolveStatus) -> bool:
    """Tell whether a status is final: a proven answer, which never changes."""
    return status.status == SolveState.DONE and bool(status.proven)


def _offline_status(puzzle_id: str) -> SolveStatus:
    """Return what the database alone tells while Redis is down."""
    row = solve_row(puzzle_id)
    if row is None:
        return SolveStatus(puzzle_id, SolveState.NONE)
    status = row_status(row)
    if row.status in (SolveState.DONE, SolveState.FAILED):
        return status
    return replace(status, status=SolveState.UNAVAILABLE)


def known_optimum(puzzle_id: str) -> int | None:
    """Return the proven optimum if known (cache, else database); never raises."""
    try:
        status = read_cache(puzzle_id)
    except (*REDIS_ERRORS, ValueError):  # Redis down, or a corrupt entry
        status = None
    if status is None:
        try:
            row = solve_row(puzzle_id)
        except SQLAlchemyError:
            log.exception("reading the solve of %s failed", puzzle_id)
            return None
        status = (
            row_status(row)
            if row is not None and row.status == SolveState.DONE
            else None
        )
    if status is None or status.result != SolverStatus.OPTIMAL:
        return None
    return status.optimal_moves


def read_cache(puzzle_id: str) -> SolveStatus | None:
    """Return the cached finished status, or None; raises when Redis is down."""
    raw = connection().get(cache_key(puzzle_id))
    return None if raw is None else cached_status(puzzle_id, raw)


def cached_status(puzzle_id: str, raw: bytes | str) -> SolveStatus:
    """Return the status a cache entry holds."""
    data = json.loads(raw)
    values = {k: data.get(k) for k in RESULT_FIELDS}
    return SolveStatus(puzzle_id, SolveState.DONE, method=data.get("method"), **values)


def result_status(puzzle_id: str, result: dict[str, Any]) -> SolveStatus:
    """Return the finished status of a solver result (`SolveResult.to_json()`)."""
    values = {k: result[k] for k in RESULT_FIELDS if k != "result"}
    method = result.get("method", METHOD_SEARCH)
    return SolveStatus(
        puzzle_id, SolveState.DONE, result=result["status"], method=method, **values
    )


def write_cache(status: SolveStatus, pipe: Any = None) -> None:
    """Cache a finished status; a Redis outage only costs the cache."""
    data = {k: getattr(status, k) for k in RESULT_FIELDS} | {"method": status.method}
    ttl = current_app.config["SOLVE_CACHE_TTL"]
    try:
        (pipe or connection()).set(
            cache_key(status.puzzle_id), json.dumps(data), ex=ttl
        )
    except REDIS_ERRORS:
        log.warning(
            "could not cache the solve of %s (Redis unavailable)", status.puzzle_id
        )


def solve_row(puzzle_id: str) -> Solve | None:
    """Return the solve row of a puzzle (None for malformed ids)."""
    if not PUZZLE_ID.fullmatch(puzzle_id):
        return None
    return db.session.get(Solve, puzzle_id, populate_existing=True)


def row_status(row: Solve) -> SolveStatus:
    """Return the status a stored row describes."""
    values = {k: getattr(row, k) for k in RESULT_FIELDS if k != "result"}
    error = row.error if row.status == SolveState.FAILED else None
    return SolveStatus(
        row.puzzle_id,
        SolveState(row.status),
        result=row.result_status,
        error=error,
        method=row.method,
        **values,
    )


def job_failure(job: Any) -> str:
    """Return why a job failed (its last exception), shortened."""
    result = job.latest_result()
    reason = (result.exc_string if result else None) or f"job {job.get_status()}"
    return public_failure(str(reason))[-2000:]


def _live_status(row: Solve) -> SolveStatus:
    """Return a pending row's status as its RQ job tells it (with progress)."""
    status = row_status(row)
    try:
        job = fetch_job(job_id(row.puzzle_id))
    except REDIS_ERRORS:
        return replace(status, status=SolveState.UNAVAILABLE)
    if job is None:  # lost from Redis: the sweep enqueues it again
        return replace(status, status=SolveState.QUEUED)
    state = job.get_status(refresh=False)
    if state in FINAL_STATUSES and state != JobStatus.FINISHED:  # the sweep records it
        return replace(status, status=SolveState.FAILED, error=job_failure(job))
    if state == JobStatus.STARTED and heartbeat_lapsed(job):
        return replace(status, status=SolveState.RETRYING, error=WORKER_LOST)
    running = state == JobStatus.STARTED and row.status == SolveState.RUNNING
    if running:
        return replace(
            status, status=SolveState.RUNNING, progress=job.meta.get("progress")
        )
    return replace(status, status=SolveState.QUEUED, waiting=_waiting())


def _waiting() -> str | None:
    """Say why a queued solve has not started: no worker, or none ready yet."""
    try:
        return waiting_reason(get_redis())
    except REDIS_ERRORS:
        return None


# --- requesting ------------------------------------------------------------------


def request_solve(puzzle_id: str, *, queue: str = BULK) -> SolveStatus:
    """Make sure a puzzle's optimum gets computed; idempotent, never raises for Redis.

    Records the request in the database (committing the session), then enqueues
    the unique job; `interactive` moves a job still waiting on `bulk` ahead.
    """
    try:
        cached = read_cache(puzzle_id)
        redis_up = True
    except REDIS_ERRORS:
        cached, redis_up = None, False
    if cached is not None:
        return cached
    row = solve_row(puzzle_id)
    if row is not None and row.status == SolveState.DONE:
        write_cache(status := row_status(row))
        return status
    if row is None and not _solvable(puzzle_id):
        return SolveStatus(puzzle_id, SolveState.NONE, error="no such puzzle")
    if row is None and queue == BULK and solve_queue(puzzle_id, queue) == HEAVY:
        return SolveStatus(puzzle_id, SolveState.NONE)  # solved when asked for
    looked_up = answer_from_table(puzzle_id)
    if looked_up is not None:
        return looked_up
    record_request(puzzle_id, queue, row)
    pending = SolveStatus(puzzle_id, SolveState.QUEUED)
    try:
        created = redis_up and enqueue_solve(puzzle_id, queue)
    except REDIS_ERRORS:
        redis_up = False
    if not redis_up:
        return replace(pending, status=SolveState.UNAVAILABLE)
    if created or row is None:  # a fresh request: nothing more to tell
        return pending
    return _live_status(solve_row(puzzle_id) or row)


def enqueue_solve(puzzle_id: str, queue: str, conn: Any = None) -> bool:
    """Enqueue the unique solve job; tell whether a new job was created.

    :raise redis.RedisError: when Redis is unreachable.
    """
    config = current_app.config
    queue = solve_queue(puzzle_id, queue)
    options = {
        "timeout": config["SOLVE_JOB_TIMEOUT"],
        "result_ttl": 0,  # the result lives in the cache and the database
        "failure_ttl": 7 * 24 * 3600,
        "retry": retry_policy(),
        "on_failure": Callback(FAILED_CALLBACK),
        "meta": {"puzzle_id": puzzle_id},
        "description": f"solve {puzzle_id}",
    }
    job = enqueue_unique(
        queue, SOLVE_JOB, job_id(puzzle_id), [puzzle_id], options=options, conn=conn
    )
    if job is None and queue == INTERACTIVE:
        promote(job_id(puzzle_id), conn)
    return job is not None


def solve_queue(puzzle_id: str, queue: str) -> str:
    """Return the queue a puzzle's solve goes on: `heavy` for a board over
    SOLVE_LONG_CELLS cells (a long search, kept off the workers of the other
    queues), else the one asked for."""
    return HEAVY if board_cells(puzzle_id) > solve_long_cells() else queue


def solve_long_cells() -> int:
    """Return SOLVE_LONG_CELLS: boards above it make long searches."""
    return int(current_app.config["SOLVE_LONG_CELLS"])


def board_cells(puzzle_id: str) -> int:
    """Return the cells of a stored puzzle's board (0 when it is not stored)."""
    query = (
        sa.select(Board.data)
        .join(PuzzleRow, PuzzleRow.board_id == Board.id)
        .where(PuzzleRow.id == puzzle_id)
    )
    data = db.session.scalar(query)
    if not data:
        return 0
    return int(data.get("width") or 16) * int(data.get("height") or 16)


def _solvable(puzzle_id: str) -> bool:
    """Tell whether a robot puzzle is stored (a library's Micro Robots puzzle is
    solved by breadth-first search when stored, never by the solver)."""
    row = db.session.get(PuzzleRow, puzzle_id)
    return row is not None and row.data.get("kind") != "micro"


def record_request(puzzle_id: str, queue: str, row: Solve | None = None) -> None:
    """Insert the pending row of a stored puzzle, or re-open a failed one (and move
    it to `interactive` when asked there); commit."""
    if row is None:
        values = {
            "puzzle_id": puzzle_id,
            "status": SolveState.QUEUED,
            "queue": queue,
            "attempts": 0,
            "requested_at": clock.now(),
        }
        dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
        db.session.execute(
            dialect.insert(Solve).values(values).on_conflict_do_nothing()
        )
    elif row.status == SolveState.FAILED or (
        queue == INTERACTIVE and row.queue != queue
    ):
        reopen = sa.update(Solve).where(Solve.puzzle_id == puzzle_id)
        values = {"queue": queue} if queue == INTERACTIVE else {}
        if row.status == SolveState.FAILED:
            values["status"] = SolveState.QUEUED
        db.session.execute(reopen.where(Solve.status != SolveState.DONE).values(values))
    db.session.commit()


def answer_from_table(puzzle_id: str) -> SolveStatus | None:
    """Record and return a puzzle's answer read from a distance table, or None
    (tables off, no table for it): no search is queued for it then."""
    result = stored_table_answer(puzzle_id)
    if result is None:
        return None
    values = {k: result[k] for k in RESULT_FIELDS if k != "result"}
    now = clock.now()
    row: dict[str, Any] = {"puzzle_id": puzzle_id, "status": SolveState.DONE}
    row |= {"queue": BULK}
    row |= {"attempts": 0, "requested_at": now, "finished_at": now}
    row |= {"result_status": result["status"], "method": result["method"], **values}
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    db.session.execute(dialect.insert(Solve).values(row).on_conflict_do_nothing())
    db.session.commit()
    write_cache(status := result_status(puzzle_id, result))
    return status
