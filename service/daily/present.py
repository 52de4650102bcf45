"""Days and their puzzles as shown (the views the response schemas dump), and how
long they stay valid.

Before a day ends its optima and solutions are null; at 00:00 UTC they appear, so a
day's Last-Modified is then the end of the day and its cache lifetime never runs
past that moment.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date, datetime
from typing import Any, TypedDict

from service.daily.models import DailyDay, DailyPuzzle
from service.infra import clock

from .freshness import Freshness
from .store import (
    archive,
    day_end,
    day_start,
    is_revealed,
    published_day,
    published_puzzle,
    requested_day,
    today,
)

TODAY_MAX_AGE = 3600  # today's day changes only at its end; recheck hourly anyway
PAST_MAX_AGE = 24 * 3600  # a past day no longer changes


def day_url(day: date) -> str:
    """Return the API path of a day."""
    return f"/v1/daily/{day.isoformat()}"


class DayLinks(TypedDict):
    """A day's URLs."""

    self: str
    page: str


class DailyPuzzleLinks(TypedDict):
    """A tier's puzzle's URLs."""

    self: str
    image: str
    attempts: str
    leaderboard: str
    puzzle: str
    puzzle_image: str
    checks: str


@dataclass(frozen=True, slots=True)
class UnfilledTier:
    """A tier the day could not fill, and why."""

    tier: str
    min_moves: int
    max_moves: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class DailyPuzzleView:
    """One tier's puzzle as shown; optimum and solution are None until revealed."""

    date: date
    tier: str
    min_moves: int
    max_moves: int | None
    puzzle_id: str
    puzzle: dict[str, Any]
    optimal_moves: int | None
    solution: list[list[str]] | None
    links: DailyPuzzleLinks


@dataclass(frozen=True, slots=True)
class DayView:
    """A day as shown: its puzzles (answers only once it has ended), the tiers it
    could not fill, its bounds and links."""

    date: date
    status: str
    diagonals: bool
    revealed: bool
    starts_at: datetime
    ends_at: datetime
    puzzles: list[DailyPuzzleView]
    unfilled: list[UnfilledTier]
    links: DayLinks


def day_view(row: DailyDay) -> DayView:
    """Return a day with its puzzles (answers only once the day has ended)."""
    revealed = is_revealed(row.day)
    return DayView(
        date=row.day,
        status=row.status,
        diagonals=row.diagonals,
        revealed=revealed,
        starts_at=day_start(row.day),
        ends_at=day_end(row.day),
        puzzles=[tier_puzzle_view(p, revealed) for p in row.puzzles],
        unfilled=[_unfilled(t) for t in row.tiers if not t["filled"]],
        links={"self": day_url(row.day), "page": f"/daily?date={row.day.isoformat()}"},
    )


def day_data(row: DailyDay) -> dict[str, Any]:
    """Return a day's view as plain data, for the pages' templates."""
    return asdict(day_view(row))


def tier_puzzle_view(row: DailyPuzzle, revealed: bool | None = None) -> DailyPuzzleView:
    """Return one tier's puzzle; optimum and solution are None until revealed."""
    if revealed is None:
        revealed = is_revealed(row.day)
    base = f"{day_url(row.day)}/{row.tier}"
    puzzle = f"/v1/puzzles/{row.puzzle_id}"
    return DailyPuzzleView(
        date=row.day,
        tier=row.tier,
        min_moves=row.min_moves,
        max_moves=row.max_moves,
        puzzle_id=row.puzzle_id,
        puzzle={"board": row.layout, **row.record.data},
        optimal_moves=row.optimal_moves if revealed else None,
        solution=row.solution if revealed else None,
        links={
            "self": base,
            "image": f"{base}/image.svg",
            "attempts": f"{base}/attempts",
            "leaderboard": f"{base}/leaderboard",
            "puzzle": puzzle,
            "puzzle_image": f"{puzzle}/image.svg",
            "checks": f"{puzzle}/checks",
        },
    )


def _unfilled(tier: dict[str, Any]) -> UnfilledTier:
    """Describe a tier the day could not fill."""
    return UnfilledTier(tier["name"], tier["min"], tier["max"], tier["reason"])


def day_freshness(row: DailyDay) -> Freshness:
    """Return how long a day's representation (or picture) stays valid."""
    if is_revealed(row.day):
        changed = max(row.generated_at, day_end(row.day))
        return Freshness(changed, PAST_MAX_AGE)
    left = int((day_end(row.day) - clock.now()).total_seconds())
    return Freshness(row.generated_at, min(TODAY_MAX_AGE, left))


def days_freshness(rows: list[DailyDay], max_age: int) -> Freshness:
    """Return the freshness of a list of days (the newest change wins)."""
    changes = [day_freshness(row).last_modified for row in rows]
    return Freshness(max(changes, default=day_start(clock.now().date())), max_age)


# --- documents (data + freshness) for the views -----------------------------------

ARCHIVE_MAX_AGE = 300


def day_document(day: date) -> tuple[DayView, Freshness]:
    """Return a published day (today generated on demand) and its freshness."""
    row = published_day(day)
    return day_view(row), day_freshness(row)


def puzzle_document(day: date, tier: str) -> tuple[DailyPuzzleView, Freshness]:
    """Return one tier's puzzle of a published day and its freshness."""
    target = published_puzzle(day, tier)
    row = published_day(day)
    return tier_puzzle_view(target), day_freshness(row)


def archive_document(
    before: date | None, limit: int
) -> tuple[list[DayView], date | None, Freshness]:
    """Return a page of published days, newest first, the date the next page
    starts before (None on the last page), and the page's freshness."""
    if before is None:
        requested_day(today())
    rows = archive(before, limit + 1)
    page = rows[:limit]
    following = page[-1].day if len(rows) > limit else None
    return (
        [day_view(row) for row in page],
        following,
        days_freshness(page, ARCHIVE_MAX_AGE),
    )
