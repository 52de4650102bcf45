"""A tiny registry of "hide this puzzle's answer" rules.

Games register "the puzzle of a live round", daily challenges "today's daily
puzzle"; the solution and hint endpoints ask `solution_hidden` before answering.
Rules that are facts in the database register as SQL conditions, which one query
evaluates together (the cached solution GET is a hot path); other rules register
as plain checks.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

import sqlalchemy as sa

from service.extensions import db

log = logging.getLogger(__name__)

Check = Callable[[str], bool]
Condition = Callable[[str], sa.ColumnElement[bool]]

_checks: list[Check] = []
_conditions: list[Condition] = []


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
    return condition


def unregister_condition(condition: Condition) -> None:
    """Remove a condition (tests use this to clean up)."""
    if condition in _conditions:
        _conditions.remove(condition)


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
        clauses = [condition(puzzle_id) for condition in tuple(_conditions)]
        return bool(db.session.scalar(sa.select(sa.or_(*clauses))))
    except Exception:
        log.exception("secrecy conditions failed for %s; hiding", puzzle_id)
        db.session.rollback()  # a failed statement spoils the transaction
        return True
