"""Caps on the long searches one key, and one address, keep the workers busy with.

A 32 x 32 custom board held an interactive worker for the solver's full time limit,
and two such requests held both. Such solves now run on the `heavy` queue
(`service.solving.solves.solve_queue`), and a key may have at most
SOLVE_LONG_PER_KEY solves of boards above SOLVE_LONG_CELLS cells queued or running
(429 `solve-limit`, Retry-After), the keys of one address SOLVE_LONG_PER_ADDRESS
(429 `too-many-pending`), each charged SOLVE_MAX_SECONDS against the worker-time
budgets (`service.infra.fairshare`), so fresh keys buy no more. Small boards,
answers already known and a search someone already started are never refused.
A round started on such a board charges its solve to the game's client and the
request's address the same way; past a budget the round starts without it.
Redis holds each key's long solves (`long-solves:<client id>`); a member whose
job has ended (or vanished) no longer counts, so nothing needs releasing.
"""

from __future__ import annotations

import logging

from flask import current_app

from service.infra.domain_errors import TooMany
from service.infra.extensions import get_redis
from service.infra.fairshare import charge, claim, owners_of, release
from service.infra.queues import FINAL_STATUSES, REDIS_ERRORS, fetch_job
from service.solving.models import SolveState
from service.solving.solves import board_cells, job_id, solve_row

RETRY_AFTER_SECONDS = 30
"""When to ask again: a long search runs up to SOLVE_MAX_SECONDS (120 s)."""
LONG_SOLVE = "long solve"
"""The kind of pending work the address cap counts (fairshare)."""
log = logging.getLogger(__name__)


def claim_long_solve(client_id: str, puzzle_id: str, cells: int) -> None:
    """Count this solve (of a board of `cells` cells) against the key's and the
    address's caps and worker-time budgets if it is a long one.

    :raise TooMany: `solve-limit` when the key already has SOLVE_LONG_PER_KEY long
        solves pending, `too-many-pending` when its address has
        SOLVE_LONG_PER_ADDRESS, `work-budget` past a budget; nothing is queued.
    """
    if not is_long(cells) or already_asked(puzzle_id):
        return
    config = current_app.config
    owners = owners_of(client_id)
    claim_per_key(client_id, puzzle_id)
    try:
        caps = (0, int(config["SOLVE_LONG_PER_ADDRESS"]))
        claim(LONG_SOLVE, owners, job_id(puzzle_id), caps)
        charge(owners, float(config["SOLVE_MAX_SECONDS"]))
    except TooMany:
        release(LONG_SOLVE, owners, job_id(puzzle_id))
        get_redis().srem(f"long-solves:{client_id}", puzzle_id)
        raise


def charge_round_solve(client_id: str, puzzle_id: str) -> bool:
    """Charge a round's solve of a big board (SOLVE_MAX_SECONDS) to the game's
    client and the address; tell whether it may be queued (False: past a budget).

    Small boards and answers known or already being searched cost nothing; with
    Redis down nothing can be counted nor queued, and the solve request says so.
    """
    try:
        if not is_long(board_cells(puzzle_id)) or already_asked(puzzle_id):
            return True
        charge(owners_of(client_id), float(current_app.config["SOLVE_MAX_SECONDS"]))
    except TooMany as exc:
        log.warning("the solve of round puzzle %s was not queued: %s", puzzle_id, exc)
        return False
    except REDIS_ERRORS:
        return True
    return True


def claim_per_key(client_id: str, puzzle_id: str) -> None:
    """Count a long solve against SOLVE_LONG_PER_KEY (0: no cap).

    :raise TooMany: `solve-limit` when the key has that many pending.
    """
    config = current_app.config
    cap = int(config["SOLVE_LONG_PER_KEY"])
    if cap <= 0:
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
            f"this key already has {len(live)} solve(s) of a board over "
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
    """Tell whether the answer is known or its search is already queued or
    running (asking again adds no work: a big board's search is on `heavy`)."""
    row = solve_row(puzzle_id)
    if row is not None and row.status == SolveState.DONE:
        return True
    return pending(puzzle_id)


def pending(puzzle_id: str) -> bool:
    """Tell whether a puzzle's solve job is queued, scheduled or running."""
    job = fetch_job(job_id(puzzle_id))
    return job is not None and job.get_status(refresh=False) not in FINAL_STATUSES
