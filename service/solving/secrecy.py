"""A tiny registry of "hide this puzzle's answer" rules.

Games register "the puzzle of a live round", daily challenges "today's daily
puzzle"; the solution and hint endpoints ask `solution_hidden` before answering.
Rules that are facts in the database register as SQL conditions on a bound puzzle
id, built once into one query (the cached solution GET is a hot path, and building
SQL expressions costs more than running them); other rules register as plain
checks.

A condition hides more than the puzzle it names: every puzzle that plays the same
(the same `play_key`, `service.game.fingerprint`) is hidden with it, whatever its
printed targets, symbols, board id, key order, rotation or mirror image. Otherwise
posting today's daily puzzle again with one printed target removed would get a new
id and an answer. A puzzle that plays differently is a different puzzle, and these
conditions do not hide it; `service.solving.hidden_answers` withholds its answer if that
answer solves a hidden puzzle (see docs/security.md).

The rules are kept on the app (`rules`, in `app.extensions`): each app the factory
builds registers its own, and a test's app takes them away with it.

The conditions' verdict is cached per app and process (`_cached_condition`), keyed
by the puzzle, the UTC date (a daily answer is revealed when the date changes) and
an epoch token. A commit that adds, changes or deletes a row of a watched model
(`watch`: rounds, daily puzzles) sets a new token in Redis after the commit and
publishes it, so every process drops its verdicts before its next answer. Each
process holds a subscription to those announcements (`Subscription`) and reads
them without waiting (they are already in its socket when the writer's response
leaves); while it has none, it reads the token with a `GET`, and while Redis is
unreachable nothing is cached: each request asks the database, as before.
"""

from __future__ import annotations

import itertools
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from itertools import chain
from typing import Any, cast

import redis as redis_lib
import sqlalchemy as sa
from flask import Flask, current_app, g, has_app_context, has_request_context
from sqlalchemy import orm as so

from service.infra import clock
from service.infra.cache import LockedLRU, app_cache
from service.infra.extensions import db, get_redis
from service.puzzles.models import Puzzle

log = logging.getLogger(__name__)

Check = Callable[[str], bool]
Condition = Callable[[sa.BindParameter[str]], sa.ColumnElement[bool]]

PUZZLE_ID = sa.bindparam("secrecy_puzzle_id", type_=sa.String)
PLAY_KEY = sa.bindparam("secrecy_play_key", type_=sa.String)
WRITTEN = "secrecy_written"  # session.info: this transaction wrote such a row

EPOCH_KEY = "ricochet:secrecy:epoch"
CHANNEL = "ricochet:secrecy:bumps"  # + ":<db>": each database its own announcements
PING_EVERY = 0.5  # seconds between pings on a subscription, while requests come
SILENCE = 2.0  # seconds without a pong (or bump) after which it is not trusted
RESUBSCRIBE_AFTER = 1.0  # seconds after a failed subscription before the next try
_versions = itertools.count(1)  # this process's subscription versions
CACHE_LIMIT = 100_000  # verdicts per app and process, the least recently used dropped
Verdict = tuple[str, date, bool]  # (epoch token + rules generation, UTC date, hidden)
VERDICTS = "secrecy_verdicts"
"""The name of the cache of the conditions' verdicts (`verdicts`)."""
RULES = "secrecy_rules"
"""The `app.extensions` key of an app's `Rules`."""


@dataclass(slots=True)
class Rules:
    """An app's secrecy rules, the queries built from its conditions, and a
    generation bumped when they change (verdicts cached under older rules lapse)."""

    checks: list[Check] = field(default_factory=list)
    conditions: list[Condition] = field(default_factory=list)
    watched: set[type] = field(default_factory=set)  # models whose rows decide
    generation: int = 0
    query: sa.Select[tuple[bool]] | None = None  # built once while conditions hold
    many_queries: dict[int, sa.Select[tuple[str]]] = field(default_factory=dict)

    def changed(self) -> None:
        """Rebuild the queries, and forget every verdict taken under the old rules."""
        self.query = None
        self.many_queries.clear()
        self.generation += 1


def rules(app: Flask | None = None) -> Rules:
    """Return an app's secrecy rules (the current app's by default)."""
    extensions = (app or current_app).extensions
    found: Rules | None = extensions.get(RULES)
    if found is None:
        found = extensions.setdefault(RULES, Rules())
    return found


def register(app: Flask, check: Check) -> None:
    """Add a plain check to an app (registering one twice is a no-op)."""
    held = rules(app)
    if check not in held.checks:
        held.checks.append(check)


def register_condition(app: Flask, condition: Condition) -> None:
    """Add a rule given as a SQL condition on a puzzle id to an app (twice is a
    no-op)."""
    held = rules(app)
    if condition not in held.conditions:
        held.conditions.append(condition)
        held.changed()


def solution_hidden(puzzle_id: str, play_key: str | None = None) -> bool:
    """Tell whether any registered rule wants this puzzle's answer hidden.

    The conditions apply to the puzzle and to every stored puzzle that plays the
    same. `play_key` is the puzzle's key when it is not stored (an inline puzzle);
    a stored puzzle's is read from its row. A rule that fails counts as "hide":
    leaking an answer is worse than a spurious 403.
    """
    if rules().conditions and _cached_condition(puzzle_id, play_key):
        return True
    return _checked(puzzle_id)


def hidden_except(puzzle_id: str, condition: Condition) -> bool:
    """Tell whether a rule other than `condition` hides the puzzle (uncached: for
    the rare request that an exemption lets through; a failure hides)."""
    others = [c for c in rules().conditions if c is not condition]
    if _checked(puzzle_id):
        return True
    if not others:
        return False
    own_key = sa.select(Puzzle.play_key).where(Puzzle.id == PUZZLE_ID)
    twin = so.aliased(Puzzle, name="secrecy_twin")
    twin_id = cast(sa.BindParameter[str], twin.id)
    query = sa.select(
        sa.or_(
            *(c(PUZZLE_ID) for c in others),
            sa.exists().where(
                twin.play_key == own_key.scalar_subquery(),
                sa.or_(*(c(twin_id) for c in others)),
            ),
        )
    )
    try:
        return bool(db.session.scalar(query, {PUZZLE_ID.key: puzzle_id}))
    except Exception:
        log.exception("secrecy conditions failed for %s; hiding", puzzle_id)
        db.session.rollback()
        return True


def _cached_condition(puzzle_id: str, play_key: str | None) -> bool:
    """Return the conditions' verdict, from this process's cache while it holds."""
    token = cache_token()
    if token is None:  # Redis unreachable: no invalidation, so no cache
        return _hidden_or_failed(puzzle_id, play_key)[0]
    key = _cache_key(puzzle_id, play_key)
    day = clock.now().date()
    seen = held(VERDICTS, key, token, day)
    if seen is not None:
        return seen
    hidden, failed = _hidden_or_failed(puzzle_id, play_key)
    if not failed:  # a failure hides this time only
        remember(VERDICTS, {key: hidden}, token, day)
    return hidden


def cache_token() -> str | None:
    """Return the token under which secrecy verdicts may be cached now (None while
    Redis is unreachable: cache nothing); `service.solving.hidden_answers` keys by it
    too.

    Read once per request: the answer endpoints ask twice (the puzzle's secrecy,
    then its answer's replay), microseconds apart.
    """
    if not has_request_context():
        return _token(_subscription().version() or _epoch())
    if "secrecy_token" not in g:
        g.secrecy_token = _token(_subscription().version() or _epoch())
    token: str | None = g.secrecy_token
    return token


def while_verdicts_hold() -> Callable[[], bool] | None:
    """Return a test that stays true while the verdicts this request took still
    hold (the same announced epoch, rules and UTC date), for a copy of its answer
    kept outside the app (`service.web.edgecache`); None when they may not be kept:
    the token came from Redis rather than the subscription, or plain checks
    (never cached) apply."""
    token: str | None = g.get("secrecy_token")
    held = rules()
    if token is None or held.checks:
        return None
    subscription, generation = _subscription(), held.generation
    epoch, today = token.rsplit("/", 1)[0], clock.today_reader()
    if subscription.version() != epoch:  # read with a GET, or already announced
        return None
    day = today()

    def holds() -> bool:
        """Tell whether nothing announced, no rule changed and the day is the same."""
        same_rules = held.generation == generation and not held.checks
        return same_rules and subscription.version() == epoch and today() == day

    return holds


def epoch_token() -> str | None:
    """Return the cache token read from Redis (batches: one round trip each,
    whatever the subscription's timing)."""
    return _token(_epoch())


def _token(epoch: str | None) -> str | None:
    """Return the cache token of an epoch (None: nothing may be cached)."""
    return None if epoch is None else f"{epoch}/{rules().generation}"


def _cache_key(puzzle_id: str, play_key: str | None) -> str:
    """Return a verdict's key in the cache."""
    return f"{puzzle_id}|{play_key or ''}"


def held(cache: str, key: str, token: str | None, day: date) -> bool | None:
    """Return a verdict of the cache named `cache` that still holds (taken under
    the same token and UTC date), or None (always None without a token)."""
    seen = verdicts(cache).get(key)
    if token is not None and seen is not None and seen[:2] == (token, day):
        return seen[2]
    return None


def remember(cache: str, taken: dict[str, bool], token: str, day: date) -> None:
    """Keep verdicts (key -> hidden) in the cache named `cache`, under a token and
    a UTC date."""
    kept = verdicts(cache)
    for key, hidden in taken.items():
        kept[key] = (token, day, hidden)


def verdicts(cache: str = VERDICTS) -> LockedLRU[str, Verdict]:
    """Return the current app's verdict cache called `cache` (one per app and
    process; this module's own by default)."""
    return app_cache(cache, CACHE_LIMIT)


def _epoch() -> str | None:
    """Return the current epoch token (creating one if Redis lost it), or None."""
    try:
        redis = get_redis()
        raw = redis.get(EPOCH_KEY)
        if raw is None:
            redis.set(EPOCH_KEY, uuid.uuid4().hex, nx=True)
            raw = redis.get(EPOCH_KEY)
    except Exception as exc:  # any Redis failure: fall back to the database
        log.debug("secrecy epoch unreadable (%s); not caching", exc)
        return None
    return None if raw is None else raw.decode() if isinstance(raw, bytes) else raw


def bump_epoch() -> None:
    """Invalidate every process's verdicts: set a new epoch token in Redis and
    announce it (the announcement is sent before this call returns)."""
    if not has_app_context():
        return
    verdicts().clear()
    if has_request_context():
        g.pop("secrecy_token", None)  # this request reads the new one
    try:
        redis = get_redis()
        token = uuid.uuid4().hex
        with redis.pipeline(transaction=False) as pipe:
            pipe.set(EPOCH_KEY, token)
            pipe.publish(channel(redis), token)
            pipe.execute()
    except Exception as exc:  # reads fall back to the database meanwhile
        log.warning("could not publish a secrecy change to Redis: %s", exc)


def channel(redis: redis_lib.Redis) -> str:
    """Return the announcement channel of the client's database (channels are
    server-wide; databases are not)."""
    return f"{CHANNEL}:{redis.connection_pool.connection_kwargs.get('db', 0)}"


class Subscription:
    """One process's subscription to the epoch announcements.

    `version()` reads what has arrived without waiting and returns a token that
    changes with every announcement and every new subscription (announcements may
    have been missed before it), or None when the subscription cannot be trusted:
    none yet, broken, or silent for SILENCE seconds (a ping every PING_EVERY
    seconds gets a pong back on a live connection).
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pubsub: Any = None
        self.token = ""
        self.heard = self.pinged = self.failed = -RESUBSCRIBE_AFTER

    def version(self) -> str | None:
        """Return the current token, or None (then ask Redis or the database)."""
        with self.lock:
            try:
                return self._read()
            except Exception as exc:  # any Redis failure: resubscribe later
                log.debug("secrecy subscription lost (%s)", exc)
                self.close()
                self.failed = time.monotonic()
                return None

    def _read(self) -> str | None:
        """Subscribe if needed, drain the announcements, ping; return the token."""
        now = time.monotonic()
        if self.pubsub is None:
            if now - self.failed < RESUBSCRIBE_AFTER:
                return None
            self._subscribe(now)
        while (message := self.pubsub.get_message(timeout=0)) is not None:
            self.heard = now
            if message["type"] == "message":
                self.token = f"s{next(_versions)}"
        if now - self.pinged >= PING_EVERY:
            self.pubsub.ping()
            self.pinged = now
        return self.token if now - self.heard < SILENCE else None

    def _subscribe(self, now: float) -> None:
        """Subscribe, and wait for Redis to confirm it (so no announcement is
        missed from here on)."""
        redis = get_redis()
        pubsub = redis.pubsub()  # type: ignore[no-untyped-call]
        pubsub.subscribe(channel(redis))
        if pubsub.get_message(timeout=2) is None:
            pubsub.close()
            raise TimeoutError("no subscription confirmation")
        self.pubsub, self.token = pubsub, f"s{next(_versions)}"
        self.heard = self.pinged = now

    def close(self) -> None:
        """Drop the subscription (its connection is closed)."""
        pubsub, self.pubsub = self.pubsub, None
        if pubsub is not None:
            try:
                pubsub.close()
            except Exception as exc:  # already broken
                log.debug("closing the secrecy subscription: %s", exc)


def _subscription() -> Subscription:
    """Return this app's subscription in this process (a forked child, such as
    a job's work horse, opens its own: an inherited socket is its parent's)."""
    subscriptions: dict[int, Subscription] = current_app.extensions.setdefault(
        "secrecy_subscriptions", {}
    )
    pid = os.getpid()
    found = subscriptions.get(pid)
    if found is None:
        found = subscriptions.setdefault(pid, Subscription())
    return found


def drop_subscription() -> None:
    """Close this process's subscription, as a broken connection would."""
    _subscription().close()


def watch(app: Flask, *models: type) -> None:
    """Bump the epoch after any commit in the app that writes a row of one of
    `models`."""
    rules(app).watched.update(models)
    if not sa.event.contains(so.Session, "after_flush", _note_writes):
        sa.event.listen(so.Session, "after_flush", _note_writes)
        sa.event.listen(so.Session, "after_commit", _publish_writes)
        sa.event.listen(so.Session, "after_soft_rollback", _forget_writes)


def _note_writes(session: so.Session, _context: Any) -> None:
    """Remember that this transaction wrote a watched row (pre-flush lists)."""
    if not has_app_context():
        return
    watched = rules().watched
    rows = chain(session.new, session.dirty, session.deleted)
    if watched and any(type(row) in watched for row in rows):
        session.info[WRITTEN] = True


def _publish_writes(session: so.Session) -> None:
    """After a commit that wrote a watched row, bump the epoch."""
    if session.info.pop(WRITTEN, False):
        bump_epoch()


def _forget_writes(session: so.Session, _previous: Any) -> None:
    """A rolled-back transaction changed nothing."""
    session.info.pop(WRITTEN, None)


def _hidden_or_failed(puzzle_id: str, play_key: str | None) -> tuple[bool, bool]:
    """Evaluate the conditions: (hidden, whether the query failed and so hides)."""
    try:
        held = rules()
        if held.query is None:
            held.query = _build_query(held.conditions)
        values = {PUZZLE_ID.key: puzzle_id, PLAY_KEY.key: play_key}
        return bool(db.session.scalar(held.query, values)), False
    except Exception:
        log.exception("secrecy conditions failed for %s; hiding", puzzle_id)
        db.session.rollback()  # a failed statement spoils the transaction
        return True, True


def _build_query(conditions: list[Condition]) -> sa.Select[tuple[bool]]:
    """Build: a condition holds for the puzzle, or for a puzzle that plays the same."""
    own_key = sa.select(Puzzle.play_key).where(Puzzle.id == PUZZLE_ID)
    key = sa.func.coalesce(PLAY_KEY, own_key.scalar_subquery())
    return sa.select(
        sa.or_(*(c(PUZZLE_ID) for c in conditions), _twin_holds(conditions, key))
    )


def _twin_holds(conditions: list[Condition], key: sa.ColumnElement[Any]) -> sa.Exists:
    """Build: a condition holds for a stored puzzle whose play key is `key`."""
    twin = so.aliased(Puzzle, name="secrecy_twin")
    # Conditions are written against a bound id; any string column works the same.
    twin_id = cast(sa.BindParameter[str], twin.id)
    return sa.exists().where(
        twin.play_key == key, sa.or_(*(c(twin_id) for c in conditions))
    )


# --- many puzzles at once ----------------------------------------------------------

BATCH_ROWS = 256  # puzzles per query (SQLite allows 500 terms in a compound SELECT)


def hidden_among(items: dict[str, str | None]) -> set[str]:
    """Return which of many puzzles' answers are hidden, as `solution_hidden` would.

    `items` maps a puzzle id to its play key (None for a stored puzzle). The epoch
    is read once, and the verdicts this process has not cached come from one query
    per BATCH_ROWS puzzles (a chunk of a bulk job costs one, not one per puzzle).
    """
    hidden: set[str] = set()
    if rules().conditions:
        token = epoch_token()
        day = clock.now().date()
        todo = _uncached(items, token, day, hidden)
        ordered = list(todo.items())
        for start in range(0, len(ordered), BATCH_ROWS):
            part = dict(ordered[start : start + BATCH_ROWS])
            hidden |= _evaluate_many(part, token, day)
    return hidden | {p for p in items if p not in hidden and _checked(p)}


def _uncached(
    items: dict[str, str | None], token: str | None, day: date, hidden: set[str]
) -> dict[str, str | None]:
    """Add the cached hidden verdicts to `hidden`; return the items not cached."""
    if token is None:
        return dict(items)
    todo: dict[str, str | None] = {}
    for puzzle_id, key in items.items():
        seen = held(VERDICTS, _cache_key(puzzle_id, key), token, day)
        if seen is None:
            todo[puzzle_id] = key
        elif seen:
            hidden.add(puzzle_id)
    return todo


def _evaluate_many(
    items: dict[str, str | None], token: str | None, day: date
) -> set[str]:
    """Run the conditions for many puzzles in one query; cache the verdicts (a
    failed query hides them all, this time only)."""
    size = max(8, 1 << (len(items) - 1).bit_length())  # few shapes, each built once
    values: dict[str, str | None] = {}
    for i in range(size):
        values[f"secrecy_id_{i}"] = values[f"secrecy_key_{i}"] = None
    for i, (puzzle_id, key) in enumerate(items.items()):
        values[f"secrecy_id_{i}"], values[f"secrecy_key_{i}"] = puzzle_id, key
    try:
        found = {str(p) for p in db.session.scalars(_many_query(size), values)}
    except Exception:
        log.exception("secrecy conditions failed for %d puzzles; hiding", len(items))
        db.session.rollback()  # a failed statement spoils the transaction
        return set(items)
    if token is not None:
        taken = {_cache_key(p, key): p in found for p, key in items.items()}
        remember(VERDICTS, taken, token, day)
    return found


def _many_query(size: int) -> sa.Select[tuple[str]]:
    """Return `_build_query` over `size` (id, key) rows bound as secrecy_id_<i>
    and secrecy_key_<i> (a row of NULLs matches nothing), built once per size
    until the rules change: the ids for which a condition holds, on the puzzle or
    on a stored twin."""
    held = rules()
    query = held.many_queries.get(size)
    if query is None:
        query = held.many_queries[size] = _build_many_query(held.conditions, size)
    return query


def _build_many_query(conditions: list[Condition], size: int) -> sa.Select[tuple[str]]:
    """Build the query of `_many_query`."""
    rows = sa.union_all(
        *(
            sa.select(
                sa.bindparam(f"secrecy_id_{i}", type_=sa.String).label("puzzle_id"),
                sa.bindparam(f"secrecy_key_{i}", type_=sa.String).label("play_key"),
            )
            for i in range(size)
        )
    ).cte("secrecy_items")
    item_id = cast(sa.BindParameter[str], rows.c.puzzle_id)
    own = so.aliased(Puzzle, name="secrecy_own")
    key = sa.func.coalesce(rows.c.play_key, own.play_key)
    return (
        sa.select(rows.c.puzzle_id)
        .select_from(rows.outerjoin(own, own.id == rows.c.puzzle_id))
        .where(sa.or_(*(c(item_id) for c in conditions), _twin_holds(conditions, key)))
    )


def _checked(puzzle_id: str) -> bool:
    """Tell whether a plain check hides a puzzle (a failing check hides it)."""
    for check in tuple(rules().checks):
        try:
            if check(puzzle_id):
                return True
        except Exception:
            log.exception("secrecy check %r failed for %s; hiding", check, puzzle_id)
            return True
    return False
