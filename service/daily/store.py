"""Stored days: find them, generate missing ones (idempotently), list the archive.

A day is generated once and then never changes: running generation again for a
stored day returns the stored day. Concurrent generators of one day are serialised
by a Redis lock when Redis is up; without it, the database's primary key settles
the race (the loser's identical result is discarded). The lock is renewed while
the day is generated and expires seconds after a killed generator; a second
generator never waits for it (LockBusy: a job defers). Requests never generate:
they enqueue the day's job for a worker and wait a bounded time (then 503).
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from datetime import UTC, date, datetime, time, timedelta
from time import monotonic, sleep

import redis
import sqlalchemy as sa
from flask import current_app
from sqlalchemy.exc import IntegrityError

from service.daily.models import DailyDay, DailyPuzzle, DayStatus
from service.game.fingerprint import play_key
from service.infra import clock, metrics
from service.infra.domain_errors import Invalid, NotFound, Unavailable
from service.infra.extensions import db, get_redis
from service.infra.locks import renewed_lock
from service.infra.queues import BULK, REDIS_ERRORS, enqueue_unique
from service.puzzles.boards import store_board
from service.puzzles.models import Puzzle as PuzzleRow

from .generate import DayPlan, Found, plan_day
from .settings import Tier, daily_secret, generation_settings

log = logging.getLogger(__name__)

RETRY_AFTER_SECONDS = 10
"""What a request for a day being generated elsewhere is told to wait."""
WAIT_POLL_SECONDS = 0.1
DAY_JOB = "workers.daily.generate_day"
DAY_JOB_TIMEOUT = 3600  # one day at the worst case of its node budget


def today() -> date:
    """Return the current UTC date (from the app's clock)."""
    return clock.now().date()


def day_start(day: date) -> datetime:
    """Return 00:00 UTC of a day."""
    return datetime.combine(day, time.min, tzinfo=UTC)


def day_end(day: date) -> datetime:
    """Return the moment a day ends (00:00 UTC of the next day)."""
    return day_start(day + timedelta(days=1))


def is_revealed(day: date) -> bool:
    """Tell whether a day has ended, so its optima and solutions may be shown."""
    return day < today()


def not_found(value: object) -> NotFound:
    """Return the one 404 for a missing or future day (reveals nothing)."""
    return NotFound(f"no daily puzzles for {value}")


NOT_A_DATE = "Not a valid date."
"""marshmallow's message for a malformed date, so the path and `?date=` agree."""


def parse_day(value: str) -> date:
    """Parse a `YYYY-MM-DD` path segment; anything else is a 422, as a malformed
    `?date=` is (a well-formed day without puzzles is a 404)."""
    try:
        if len(value) == 10:
            return date.fromisoformat(value)
    except ValueError:
        pass
    raise Invalid(f"day: {NOT_A_DATE}", errors={"day": [NOT_A_DATE]})


def find_day(day: date) -> DailyDay | None:
    """Return a stored day, generated or not yet published."""
    return db.session.get(DailyDay, day)


def published_day(day: date) -> DailyDay:
    """Return a day players may see: today (generated on demand) or a past day."""
    if day > today():
        raise not_found(day.isoformat())
    found = requested_day(day) if day == today() else find_day(day)
    if found is None:
        raise not_found(day.isoformat())
    return found


def requested_day(day: date) -> DailyDay:
    """Return a day for a request. A request never runs the solver: a missing day's
    generation is enqueued for a worker (once), waited for DAILY_REQUEST_WAIT
    seconds, and then answered with 503 and Retry-After."""
    found = find_day(day)
    if found is not None:
        return found
    try:
        enqueue_generation(day)
    except REDIS_ERRORS as exc:
        log.warning("could not enqueue the generation of %s (%s)", day, exc)
    deadline = monotonic() + float(current_app.config["DAILY_REQUEST_WAIT"])
    while monotonic() < deadline:
        sleep(WAIT_POLL_SECONDS)
        db.session.rollback()  # see the day once a worker committed it
        found = find_day(day)
        if found is not None:
            return found
    raise Unavailable(
        f"the {day.isoformat()} puzzles are being generated; retry shortly",
        retry_after=RETRY_AFTER_SECONDS,
    )


def enqueue_generation(day: date, queue: str = BULK) -> bool:
    """Enqueue the unique generation job of one day (on `bulk`: a client waits for
    it; pre-generation passes `background`); tell if created.

    :raise redis.RedisError: when Redis is unreachable.
    """
    options = {"timeout": DAY_JOB_TIMEOUT, "result_ttl": 24 * 3600}
    job_id = f"daily-{day.isoformat()}"
    job = enqueue_unique(queue, DAY_JOB, job_id, [day.isoformat()], options=options)
    return job is not None


def published_puzzle(day: date, tier: str) -> DailyPuzzle:
    """Return one tier's puzzle of a published day (404 for an unknown tier)."""
    for puzzle in published_day(day).puzzles:
        if puzzle.tier == tier:
            return puzzle
    raise NotFound(f"no {tier!r} puzzle on {day.isoformat()}")


def archive(before: date | None, limit: int) -> list[DailyDay]:
    """Return up to `limit` published days before `before` (default: after today)."""
    newest = today() if before is None else min(before - timedelta(days=1), today())
    query = (
        sa.select(DailyDay)
        .where(DailyDay.day <= newest)
        .order_by(DailyDay.day.desc())
        .limit(limit)
    )
    return list(db.session.scalars(query))


def ensure_upcoming(days_ahead: int | None = None) -> list[date]:
    """Generate today and the next `days_ahead` days if missing; return new dates."""
    created = missing_days(days_ahead)
    for day in created:
        ensure_day(day)
    return created


def missing_days(days_ahead: int | None = None, *, first: int = 0) -> list[date]:
    """Return the days from `first` to `days_ahead` (default DAILY_DAYS_AHEAD) days
    after today that are not generated yet."""
    ahead = current_app.config["DAILY_DAYS_AHEAD"] if days_ahead is None else days_ahead
    start = today()
    days = [start + timedelta(days=offset) for offset in range(first, ahead + 1)]
    return [day for day in days if find_day(day) is None]


def ensure_day(day: date) -> DailyDay:
    """Return the stored day, generating and storing it first when missing.

    :raise LockBusy: when another process is generating the day right now.
    """
    existing = find_day(day)
    if existing is not None:
        return existing
    with generation_lock(day):
        db.session.rollback()  # see rows another process committed meanwhile
        existing = find_day(day)
        if existing is not None:
            return existing
        db.session.rollback()  # no transaction (nor connection) held over the search
        settings = generation_settings(current_app.config)
        with metrics.DAILY_SECONDS.time():
            try:
                plan = plan_day(
                    day, daily_secret(current_app.config), settings, puzzle_in_use
                )
            except Exception:
                metrics.DAILY_GENERATIONS.labels("failed").inc()
                raise
        log.info("generated daily %s: %s", day, plan.stats())
        metrics.DAILY_GENERATIONS.labels("generated").inc()
        return store_plan(plan, settings.tiers)


def puzzle_in_use(puzzle_id: str) -> bool:
    """Tell whether another day already has this puzzle (no two days alike).

    Asked mid-search: a short connection of its own, so no transaction stays open.
    """
    query = sa.select(DailyPuzzle.day).where(DailyPuzzle.puzzle_id == puzzle_id)
    with db.engine.connect() as connection:
        return connection.scalar(query) is not None


def generation_lock_name(day: date) -> str:
    """Return the Redis key of a day's generation lock."""
    return f"ricochet:daily:generate:{day.isoformat()}"


@contextmanager
def generation_lock(day: date) -> Iterator[None]:
    """Hold the day's generation lock while Redis is reachable; else go on without.

    :raise LockBusy: when another process holds it (no waiting).
    """
    with ExitStack() as stack:
        try:
            stack.enter_context(renewed_lock(get_redis(), generation_lock_name(day)))
        except redis.RedisError as exc:
            log.warning(
                "no generation lock for %s (%s); relying on the database", day, exc
            )
        yield


def store_plan(plan: DayPlan, tiers: tuple[Tier, ...]) -> DailyDay:
    """Store a generated day and its puzzles; a day stored meanwhile wins."""
    for found in plan.found.values():
        _store_puzzle(found)
    row = _day_row(plan, tiers)
    db.session.add(row)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        existing = find_day(plan.day)
        if existing is None:
            raise
        return existing
    return row


def _day_row(plan: DayPlan, tiers: tuple[Tier, ...]) -> DailyDay:
    """Build the day's rows (not yet added)."""
    unfilled = {t.name for t in plan.unfilled(tiers)}
    return DailyDay(
        day=plan.day,
        diagonals=plan.diagonals,
        status=DayStatus.PARTIAL if unfilled else DayStatus.COMPLETE,
        tiers=[_tier_record(t, t.name not in unfilled) for t in tiers],
        stats=plan.stats(),
        generated_at=clock.now(),
        puzzles=[
            _puzzle_row(plan.day, found)
            for found in sorted(plan.found.values(), key=lambda f: f.position)
        ],
    )


def _tier_record(tier: Tier, filled: bool) -> dict[str, object]:
    """Describe a configured tier and whether the day filled it."""
    reason = None if filled else "no proven puzzle in this range within the budget"
    return {**tier.to_json(), "filled": filled, "reason": reason}


def _puzzle_row(day: date, found: Found) -> DailyPuzzle:
    """Build the daily puzzle row of a filled tier."""
    result = found.result
    assert result.optimal_moves is not None and result.solution is not None
    return DailyPuzzle(
        day=day,
        tier=found.tier.name,
        position=found.position,
        puzzle_id=found.puzzle.puzzle_id,
        layout=found.layout,
        min_moves=found.tier.min_moves,
        max_moves=found.tier.max_moves,
        optimal_moves=result.optimal_moves,
        solution=[list(move) for move in result.solution],
        nodes=result.nodes,
    )


def _store_puzzle(found: Found) -> None:
    """Store the puzzle and its board in the core tables unless they exist."""
    puzzle = found.puzzle
    if db.session.get(PuzzleRow, puzzle.puzzle_id) is not None:
        return
    board, _ = store_board(puzzle.board, found.layout, None)
    data = puzzle.to_json()
    del data["board"]
    db.session.add(
        PuzzleRow(
            id=puzzle.puzzle_id,
            board_id=board.id,
            data=data,
            play_key=play_key(puzzle),
            created_by=None,
            created_at=clock.now(),
        )
    )
    try:
        db.session.commit()
    except IntegrityError:  # stored meanwhile by someone else: the same content
        db.session.rollback()
