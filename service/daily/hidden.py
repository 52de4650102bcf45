"""Keep the answers of unfinished daily puzzles secret on the solution endpoints.

The app factory calls `register_secrecy()`, after which `GET
/v1/puzzles/{id}/solution` and `/hint` answer 403 for a puzzle of today (or a later
day) until 00:00 UTC after its day.
"""

from __future__ import annotations

import sqlalchemy as sa

from service.infra.models import DailyPuzzle
from service.solving import secrecy

from .store import today


def register_secrecy() -> None:
    """Hide the answers of daily puzzles until their day is over."""
    secrecy.register_condition(unrevealed_daily)
    secrecy.watch(DailyPuzzle)


def unrevealed_daily(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """The condition that a puzzle belongs to a daily challenge that has not ended."""
    # `callable_` reads the date when the query runs, not when it is built.
    day = sa.bindparam("secrecy_today", callable_=today, type_=sa.Date)
    return sa.exists().where(DailyPuzzle.puzzle_id == puzzle_id, DailyPuzzle.day >= day)
