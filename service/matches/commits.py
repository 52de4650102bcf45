"""Announce committed events on Redis and schedule timer jobs, after each commit.

Hooks on the app's sessionmaker: `after_flush` notes the events and round
deadlines the transaction writes, `after_commit` acts on them (never before: the
database is the record, a message only says "read it"). A Redis outage costs a
logged warning and a short back-off, never the request: streams poll the database
and the lazy state machine still applies timers on the next read. Both factories
(`service.web.app`, `workers.app`) call `install`.
"""

from __future__ import annotations

import logging
import math
import time
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from flask import Flask, current_app, has_app_context
from sqlalchemy import orm as so

from service.infra.streams import channel
from service.matches.models import GameEvent, Round, RoundStatus

log = logging.getLogger(__name__)

TICK_JOB = "workers.jobs.tick_game"
"""The job that applies a game's due timers (by dotted path: the API never imports
the workers)."""
REDIS_BACKOFF_SECONDS = 5.0
"""After a failed publish, skip Redis for this long (a dead host must not slow every
write)."""

_redis_down_until = 0.0


def install(app: Flask) -> None:
    """Attach the hooks to the app's sessionmaker (its sessions only)."""
    sessions = app.extensions["db"].sessions
    sa.event.listen(sessions, "after_flush", note_changes)
    sa.event.listen(sessions, "after_commit", announce)
    sa.event.listen(sessions, "after_rollback", forget)


def note_changes(session: so.Session, _context: Any) -> None:
    """Remember the new events' seqs and the rounds' deadlines of this transaction."""
    seqs: dict[str, int] = session.info.setdefault("game_events", {})
    deadlines: set[tuple[str, datetime]] = session.info.setdefault("deadlines", set())
    for obj in session.new:
        if isinstance(obj, GameEvent):
            seqs[obj.game_id] = max(seqs.get(obj.game_id, 0), obj.seq)
    for obj in (*session.new, *session.dirty):
        if isinstance(obj, Round):
            when = pending_deadline(obj)
            if when is not None:
                deadlines.add((obj.game_id, when))


def pending_deadline(rnd: Round) -> datetime | None:
    """Return the deadline the round's status waits for (sand timer, verifier)."""
    if rnd.status == RoundStatus.RUNNING:
        return rnd.timer_ends_at
    if rnd.status == RoundStatus.VERIFYING:
        return rnd.verify_deadline
    return None


def forget(session: so.Session) -> None:
    """Drop what a rolled-back transaction noted."""
    session.info.pop("game_events", None)
    session.info.pop("deadlines", None)


def announce(session: so.Session) -> None:
    """Publish the committed events and schedule the deadlines' timer jobs."""
    seqs = session.info.pop("game_events", None) or {}
    deadlines = session.info.pop("deadlines", None) or set()
    if not (seqs or deadlines) or not has_app_context() or _skipping_redis():
        return
    from service.infra.extensions import get_redis
    from service.infra.queues import REDIS_ERRORS

    try:
        conn = get_redis()
        for game_id, seq in seqs.items():
            conn.publish(channel(game_id), seq)
        if current_app.config["TIMER_JOBS"] and current_app.config["CLOCK"] is None:
            for game_id, when in deadlines:
                schedule_tick(conn, game_id, when)
    except REDIS_ERRORS as error:
        _back_off(error)


def schedule_tick(conn: Any, game_id: str, when: datetime) -> None:
    """Enqueue the game's tick job at `when` (one job per game and deadline)."""
    from service.infra.queues import INTERACTIVE, get_queue

    when = when if when.tzinfo else when.replace(tzinfo=UTC)
    if when <= datetime.now(UTC):
        return  # due already: applied by the transaction that wrote it
    job_id = f"tick-{game_id}-{int(when.timestamp() * 1000)}"
    # RQ keeps whole seconds (it truncates): round up, or the job runs too early
    at = datetime.fromtimestamp(math.ceil(when.timestamp()), UTC)
    get_queue(INTERACTIVE, conn).enqueue_at(
        at, TICK_JOB, game_id, job_id=job_id, result_ttl=60, failure_ttl=3600
    )


def _skipping_redis() -> bool:
    """Tell whether a recent Redis failure says not to try again yet."""
    return time.monotonic() < _redis_down_until


def _back_off(error: BaseException) -> None:
    """Log a failed publish and skip Redis for REDIS_BACKOFF_SECONDS."""
    global _redis_down_until
    _redis_down_until = time.monotonic() + REDIS_BACKOFF_SECONDS
    log.warning("events not announced on Redis (streams poll instead): %s", error)
