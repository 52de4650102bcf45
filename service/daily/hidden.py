"""Keep the answers of unfinished daily puzzles secret on the solution endpoints.

The app factory calls `register_secrecy(app)`, after which `GET
/v1/puzzles/{id}/solution` and `/hint` answer 403 for a puzzle of today (or a later
day) until 00:00 UTC after its day, and no answer that solves one is served
(`service.solving.hidden_answers`).
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from flask import Flask

from service.daily.models import DailyPuzzle
from service.puzzles.puzzles import load_puzzles
from service.solving import hidden_answers, secrecy

from .store import today


def register_secrecy(app: Flask) -> None:
    """Hide the answers of daily puzzles until their day is over."""
    secrecy.register_condition(app, unrevealed_daily)
    secrecy.watch(app, DailyPuzzle)
    hidden_answers.register_source(app, unrevealed_daily_ids, load_puzzles)


def unrevealed_daily(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """The condition that a puzzle belongs to a daily challenge that has not ended."""
    # `callable_` reads the date when the query runs, not when it is built.
    day = sa.bindparam("secrecy_today", callable_=today, type_=sa.Date)
    return sa.exists().where(DailyPuzzle.puzzle_id == puzzle_id, DailyPuzzle.day >= day)


def unrevealed_daily_ids() -> sa.Select[Any]:
    """The ids of the daily puzzles whose day has not ended (`unrevealed_daily`)."""
    return sa.select(DailyPuzzle.puzzle_id).where(DailyPuzzle.day >= today())
