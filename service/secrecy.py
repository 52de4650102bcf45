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
id and an answer. A puzzle that plays differently is a different puzzle, and its
answer is not hidden (see docs/security.md).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import cast

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.extensions import db
from service.models import Puzzle

log = logging.getLogger(__name__)

Check = Callable[[str], bool]
Condition = Callable[[sa.BindParameter[str]], sa.ColumnElement[bool]]

PUZZLE_ID = sa.bindparam("secrecy_puzzle_id", type_=sa.String)
PLAY_KEY = sa.bindparam("secrecy_play_key", type_=sa.String)
_checks: list[Check] = []
_conditions: list[Condition] = []
_query: list[sa.Select[tuple[bool]]] = []  # the built query, while conditions hold


def register(check: Check) -> Check:
    """Add a check (usable as a decorator); registering one twice is a no-op."""
    if check not in _checks:
        _checks.append(check)
    return check


def unregister(check: Check) -> None:
    """Remove a check (tests use this to clean up)."""
    if check in _checks:
        _checks.remove(check)


def register_condition(condition: Condition) -> Condition:
    """Add a rule given as a SQL condition on a puzzle id (usable as a decorator)."""
    if condition not in _conditions:
        _conditions.append(condition)
        _query.clear()
    return condition


def unregister_condition(condition: Condition) -> None:
    """Remove a condition (tests use this to clean up)."""
    if condition in _conditions:
        _conditions.remove(condition)
        _query.clear()


def solution_hidden(puzzle_id: str, play_key: str | None = None) -> bool:
    """Tell whether any registered rule wants this puzzle's answer hidden.

    The conditions apply to the puzzle and to every stored puzzle that plays the
    same. `play_key` is the puzzle's key when it is not stored (an inline puzzle);
    a stored puzzle's is read from its row. A rule that fails counts as "hide":
    leaking an answer is worse than a spurious 403.
    """
    if _conditions and _any_condition_holds(puzzle_id, play_key):
        return True
    for check in tuple(_checks):
        try:
            if check(puzzle_id):
                return True
        except Exception:
            log.exception("secrecy check %r failed for %s; hiding", check, puzzle_id)
            return True
    return False


def _any_condition_holds(puzzle_id: str, play_key: str | None) -> bool:
    """Evaluate every SQL condition in one query; a failure counts as true."""
    try:
        if not _query:
            _query.append(_build_query())
        values = {PUZZLE_ID.key: puzzle_id, PLAY_KEY.key: play_key}
        return bool(db.session.scalar(_query[0], values))
    except Exception:
        log.exception("secrecy conditions failed for %s; hiding", puzzle_id)
        db.session.rollback()  # a failed statement spoils the transaction
        return True


def _build_query() -> sa.Select[tuple[bool]]:
    """Build: a condition holds for the puzzle, or for a puzzle that plays the same."""
    twin = so.aliased(Puzzle, name="secrecy_twin")
    own_key = sa.select(Puzzle.play_key).where(Puzzle.id == PUZZLE_ID)
    key = sa.func.coalesce(PLAY_KEY, own_key.scalar_subquery())
    # Conditions are written against a bound id; any string column works the same.
    twin_id = cast(sa.BindParameter[str], twin.id)
    twins = sa.exists().where(
        twin.play_key == key, sa.or_(*(c(twin_id) for c in _conditions))
    )
    return sa.select(sa.or_(*(c(PUZZLE_ID) for c in _conditions), twins))
