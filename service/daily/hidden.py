"""Keep the answers of unfinished daily puzzles secret on the solution endpoints.

Importing this module registers the check with `service.secrecy`, so
`GET /v1/puzzles/{id}/solution` and `/hint` answer 403 for a puzzle of today (or a
later day) until 00:00 UTC after its day.
"""

from __future__ import annotations

import sqlalchemy as sa

from service import secrecy
from service.extensions import db
from service.models import DailyPuzzle

from .store import today


@secrecy.register
def unrevealed_daily(puzzle_id: str) -> bool:
    """Tell whether a puzzle belongs to a daily challenge that has not ended."""
    query = sa.select(DailyPuzzle.day).where(DailyPuzzle.puzzle_id == puzzle_id)
    day = db.session.scalar(query)
    return day is not None and day >= today()
