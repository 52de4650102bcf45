"""A cap on the long searches one key keeps the interactive workers busy with.

A 32 x 32 custom board held an interactive worker for the solver's full time limit,
and two such requests held both. A key may have at most SOLVE_LONG_PER_KEY
interactive solves of boards above SOLVE_LONG_CELLS cells queued or running; past
it the request is refused (429 `solve-limit`, Retry-After), so others' small
solves are answered meanwhile. Small boards, answers already known and a search
someone already started are never refused. Redis holds each key's long solves
(`long-solves:<client id>`); a member whose job has ended (or vanished) no longer
counts, so nothing needs releasing.
"""

from __future__ import annotations

from flask import current_app

from service.infra.domain_errors import TooMany
from service.infra.extensions import get_redis
from service.infra.models.solves import SolveState
from service.infra.queues import FINAL_STATUSES, INTERACTIVE, fetch_job
from service.solving.solves import job_id, solve_row

RETRY_AFTER_SECONDS = 30
"""When to ask again: a long search runs up to SOLVE_MAX_SECONDS (120 s)."""


def claim_long_solve(client_id: str, puzzle_id: str, cells: int) -> None:
    """Count this interactive solve (of a board of `cells` cells) against the key's
    cap if it is a long one.

    :raise TooMany: when the key already has SOLVE_LONG_PER_KEY long solves pending.
    """
    config = current_app.config
    cap = int(config["SOLVE_LONG_PER_KEY"])
    if cap <= 0 or not is_long(cells) or already_asked(puzzle_id):
        return
    key = f"long-solves:{client_id}"
    conn = get_redis()
    members = {m.decode() if isinstance(m, bytes) else m for m in conn.smembers(key)}
    live = [p for p in sorted(members) if pending(p)]
    stale = members - set(live)
    if stale:
        conn.srem(key, *stale)
    if len(live) >= cap:
        raise TooMany(
            f"this key already has {len(live)} interactive solve(s) of a board over "
            f"{config['SOLVE_LONG_CELLS']} cells queued or running "
            f"(SOLVE_LONG_PER_KEY = {cap}); ask again when it is done",
            kind="solve-limit",
            retry_after=RETRY_AFTER_SECONDS,
        )
    conn.sadd(key, puzzle_id)
    conn.expire(key, int(config["SOLVE_JOB_TIMEOUT"]))


def is_long(cells: int) -> bool:
    """Tell whether a board of `cells` cells is above SOLVE_LONG_CELLS."""
    return cells > int(current_app.config["SOLVE_LONG_CELLS"])


def already_asked(puzzle_id: str) -> bool:
    """Tell whether the answer is known or its search is already interactive work
    (a job waiting on `bulk` would be moved ahead: that is new interactive work)."""
    row = solve_row(puzzle_id)
    if row is not None and row.status == SolveState.DONE:
        return True
    job = fetch_job(job_id(puzzle_id))
    return job is not None and job.origin == INTERACTIVE and pending(puzzle_id)


def pending(puzzle_id: str) -> bool:
    """Tell whether a puzzle's solve job is queued, scheduled or running."""
    job = fetch_job(job_id(puzzle_id))
    return job is not None and job.get_status(refresh=False) not in FINAL_STATUSES
