"""A puzzle's distinct optimal solutions: GET /v1/puzzles/{id}/solutions.

Once the optimum is proven, the first MAX_LIMIT solutions in move order and their
total (up to `solution_list.COUNT_CAP`) are listed by
`service.game.features.solution_list`: within INLINE_SECONDS in the request, or,
when that is not enough, by one worker job per puzzle (JOB on `bulk`, a budget of
JOB_SECONDS, admitted under the address's cap of pending jobs,
`service.infra.fairshare`), the request answering `queued` or `running` meanwhile.
A puzzle is immutable, so a finished listing is kept in Redis (KEPT_SECONDS).

Every listed solution goes through `service.solving.answers`, as GET .../solution
does: a hidden puzzle, or one solution that gives a hidden puzzle away, is the 403
`answer-hidden` problem (and a rated trainer puzzle's list is shown only to a
player who has answered it).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, TypedDict

from flask import current_app
from rq.job import JobStatus

from service.game.features.solution_list import SolutionList, list_solutions
from service.game.solver import SolverStatus
from service.infra.domain_errors import Unavailable
from service.infra.extensions import get_redis
from service.infra.fairshare import claim, owners_of, release
from service.infra.queues import (
    BULK,
    REDIS_ERRORS,
    enqueue_unique,
    fetch_job,
    retry_policy,
)
from service.puzzles.puzzles import parsed_puzzle
from service.solving import answers
from service.solving.models import SolveState
from service.solving.solves import SolveStatus, settled_solve

MAX_LIMIT = 100
"""The most solutions one request lists (and what a listing keeps)."""
DEFAULT_LIMIT = 10
"""Solutions listed without `?limit=`."""
INLINE_SECONDS = 0.25
"""Listing time a request may spend; a longer listing is a worker job."""
JOB_SECONDS = 30.0
"""A listing job's budget: past it, what it found is kept with `exact: false`."""
JOB = "workers.solution_lists.list_puzzle_solutions"
KIND = "solution list"
KEY = "ricochet:solutions:"
LONG_KEY = "ricochet:solutions-long:"
"""Marks a puzzle whose listing took longer than a request's budget."""
KEPT_SECONDS = 7 * 24 * 3600
"""How long a listing is kept (it never changes; Redis' memory is what bounds it)."""


@dataclass(frozen=True, slots=True)
class Listing:
    """A kept listing: the solutions (compact pairs), the total, and its bounds."""

    solutions: list[list[list[str]]]
    total: int
    capped: bool
    exact: bool

    @classmethod
    def of(cls, found: SolutionList) -> Listing:
        """Return the listing of what the lister found."""
        solutions = [[list(move) for move in moves] for moves in found.solutions]
        return cls(solutions, found.total, found.capped, found.exact)


class ListedSolution(TypedDict):
    """One optimal solution of a list, and its length (the optimum)."""

    solution: list[list[str]]
    moves: int


@dataclass(frozen=True, slots=True)
class SolutionListView:
    """A puzzle's optimal solutions as listed: `status` is the listing's (until
    the optimum is proven, the solve's), the totals None until listed."""

    puzzle_id: str
    status: str
    optimal_moves: int | None
    limit: int
    total: int | None
    total_capped: bool
    exact: bool | None
    complete: bool
    items: list[ListedSolution]
    error: str | None


def solution_list(
    puzzle_id: str, limit: int, viewer: answers.Viewer | None = None
) -> SolutionListView:
    """Return the list document of a puzzle's optimal solutions (see the module)."""
    answers.answerable(puzzle_id, viewer)
    status = settled_solve(puzzle_id)
    if status.status == SolveState.UNAVAILABLE:
        raise Unavailable("the solve queue (Redis) is unavailable; retry later")
    if status.status == SolveState.NONE:
        parsed_puzzle(puzzle_id)  # 404 for an unknown id, 422 for a micro one
    if status.result == SolverStatus.UNSOLVABLE and status.proven:
        return document(status, limit, SolveState.DONE, Listing([], 0, False, True))
    optimum = status.optimal_moves
    if status.result != SolverStatus.OPTIMAL or not status.proven or optimum is None:
        return document(status, limit, status.status, None)
    answers.unshared(puzzle_id, status.solution, viewer)  # no optimum told either
    listing = kept(puzzle_id)
    if listing is None and not needs_job(puzzle_id):
        listing = listed_inline(puzzle_id, optimum)
    if listing is None:
        return document(status, limit, start_job(puzzle_id, viewer), None)
    for moves in listing.solutions[:limit]:
        answers.unshared(puzzle_id, moves, viewer)
    return document(status, limit, SolveState.DONE, listing)


def document(
    solve: SolveStatus, limit: int, state: str, listing: Listing | None
) -> SolutionListView:
    """Return the list as shown: `status` is the listing's (until the optimum is
    proven, the solve's)."""
    shown = [] if listing is None else listing.solutions[:limit]
    return SolutionListView(
        puzzle_id=solve.puzzle_id,
        status=state,
        optimal_moves=solve.optimal_moves if solve.proven else None,
        limit=limit,
        total=None if listing is None else listing.total,
        total_capped=bool(listing and listing.capped),
        exact=None if listing is None else listing.exact,
        complete=listing is not None and listing.exact and listing.total <= limit,
        items=[ListedSolution(solution=m, moves=len(m)) for m in shown],
        error=solve.error if state == SolveState.FAILED else None,
    )


def kept(puzzle_id: str) -> Listing | None:
    """Return the kept listing of a puzzle, or None (also while Redis is down)."""
    try:
        raw = get_redis().get(KEY + puzzle_id)
    except REDIS_ERRORS:
        return None
    return None if raw is None else Listing(**json.loads(raw))


def keep(puzzle_id: str, listing: Listing) -> None:
    """Keep a finished listing (a lost write is listed again later)."""
    try:
        get_redis().set(KEY + puzzle_id, json.dumps(asdict(listing)), ex=KEPT_SECONDS)
    except REDIS_ERRORS:
        return


def needs_job(puzzle_id: str) -> bool:
    """Tell whether the listing is a worker's: a request's budget was not enough
    once, or its job is pending (also while Redis is down: the request lists
    nothing, and asking for the job answers 503). A read is not rate limited, so
    a request's listing time is spent once per puzzle, not once per request."""
    try:
        if get_redis().exists(LONG_KEY + puzzle_id):
            return True
        return pending_state(puzzle_id) is not None
    except REDIS_ERRORS:
        return True


def listed_inline(puzzle_id: str, optimum: int) -> Listing | None:
    """List within INLINE_SECONDS; keep and return it, or None when it needs more
    (remembered: no other request lists it again)."""
    listing = run_listing(puzzle_id, optimum, INLINE_SECONDS)
    if not listing.exact:
        try:
            get_redis().set(LONG_KEY + puzzle_id, 1, ex=KEPT_SECONDS)
        except REDIS_ERRORS:
            pass
        return None
    keep(puzzle_id, listing)
    return listing


def run_listing(puzzle_id: str, optimum: int, seconds: float) -> Listing:
    """List a puzzle's first MAX_LIMIT optimal solutions within `seconds`."""
    puzzle = parsed_puzzle(puzzle_id)
    return Listing.of(list_solutions(puzzle, optimum, limit=MAX_LIMIT, seconds=seconds))


def job_id(puzzle_id: str) -> str:
    """Return the RQ job id of a puzzle's listing."""
    return f"solutions-{puzzle_id}"


def start_job(puzzle_id: str, viewer: answers.Viewer | None) -> str:
    """Make sure a listing job runs; return its state (queued or running).

    A new job is admitted under the address's cap of pending listings (429
    `too-many-pending` past it); a pending one is shared by every asker.
    """
    try:
        state = pending_state(puzzle_id)
        if state is not None:
            return state
        owners = owners_of(viewer.client_id if viewer else "anonymous")
        name = job_id(puzzle_id)
        caps = (0, int(current_app.config["PENDING_PER_ADDRESS"]))
        claim(KIND, owners, name, caps)  # the address's cap: asking is anonymous
        try:
            enqueue_unique(BULK, JOB, name, [puzzle_id], options=_options(puzzle_id))
        except BaseException:
            release(KIND, owners, name)
            raise
    except REDIS_ERRORS as exc:
        raise Unavailable("the job queue (Redis) is unavailable; retry later") from exc
    return SolveState.QUEUED


def pending_state(puzzle_id: str) -> str | None:
    """Return `queued` or `running` while a listing job is pending, else None."""
    job = fetch_job(job_id(puzzle_id))
    if job is None:
        return None
    status = job.get_status(refresh=False)
    if status in (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED):
        return SolveState.QUEUED
    return SolveState.RUNNING if status == JobStatus.STARTED else None


def _options(puzzle_id: str) -> dict[str, Any]:
    """Return the listing job's RQ options."""
    return {
        # a killed worker's listing is found abandoned past this: the budget and
        # half a minute, so it never reads `running` past its budget plus a minute
        "timeout": int(JOB_SECONDS) + 30,
        # the listing lives under KEY; the ended job stays a while, so the
        # address's claim on it ends with it (a vanished job counts a grace)
        "result_ttl": 600,
        "failure_ttl": 24 * 3600,
        "retry": retry_policy(),
        "description": f"list the optimal solutions of {puzzle_id}",
    }
