"""A tiny registry of "hide this puzzle's answer" rules.

Games register "the puzzle of a live round", daily challenges "today's daily
puzzle"; the solution and hint endpoints ask `solution_hidden` before answering.
Rules that are facts in the database register as SQL conditions on a bound puzzle
id, built once into one query (the cached solution GET is a hot path, and building
SQL expressions costs more than running them); other rules register as plain
checks.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import sqlalchemy as sa

from service.extensions import db

log = logging.getLogger(__name__)

Check = Callable[[str], bool]
Condition = Callable[[sa.BindParameter[str]], sa.ColumnElement[bool]]

PUZZLE_ID = sa.bindparam("secrecy_puzzle_id", type_=sa.String)
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


def solution_hidden(puzzle_id: str) -> bool:
    """Tell whether any registered rule wants this puzzle's answer hidden.

    A rule that fails counts as "hide": leaking an answer is worse than a
    spurious 403.
    """
    if _conditions and _any_condition_holds(puzzle_id):
        return True
    for check in tuple(_checks):
        try:
            if check(puzzle_id):
                return True
        except Exception:
            log.exception("secrecy check %r failed for %s; hiding", check, puzzle_id)
            return True
    return False


def _any_condition_holds(puzzle_id: str) -> bool:
    """Evaluate every SQL condition in one query; a failure counts as true."""
    try:
        if not _query:
            clauses = [condition(PUZZLE_ID) for condition in _conditions]
            _query.append(sa.select(sa.or_(*clauses)))
        return bool(db.session.scalar(_query[0], {PUZZLE_ID.key: puzzle_id}))
    except Exception:
        log.exception("secrecy conditions failed for %s; hiding", puzzle_id)
        db.session.rollback()  # a failed statement spoils the transaction
        return True
