"""Leaderboards per day and tier, and players' streaks of optimal days.

Order: fewest moves, then who reached that count first; equal (moves, time) share a
rank (1, 1, 3). While the day runs the board shows who solved, in that order, but
neither moves nor the optimum (the leader's moves would tell the optimum to everyone
who has not matched it); moves and scores appear once the day has ended. A
streak counts consecutive UTC days with at least one optimal solve.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any, TypedDict

import sqlalchemy as sa

from service.accounts.auth import require_client
from service.accounts.models import Client
from service.daily.models import DailyAttempt
from service.infra.extensions import db

from .attempts import score
from .freshness import Freshness
from .present import day_url
from .store import day_end, day_start, is_revealed, published_puzzle, today

LIVE_MAX_AGE = 10  # seconds; a running day's board changes with every solve
FINAL_MAX_AGE = 3600


def leaderboard(
    day: date, tier: str, limit: int, offset: int = 0
) -> tuple[dict[str, Any], Freshness]:
    """Return a page of a tier's board and how long it stays valid."""
    target = published_puzzle(day, tier)
    revealed = is_revealed(day)
    query = (
        sa.select(DailyAttempt, Client.name)
        .join(Client, Client.id == DailyAttempt.client_id)
        .where(DailyAttempt.day == day, DailyAttempt.tier == tier)
        .order_by(
            DailyAttempt.moves,
            DailyAttempt.best_at,
            DailyAttempt.client_id,
            DailyAttempt.player,
        )
    )
    rows = db.session.execute(query).all()
    ranks = competition_ranks([(a.moves, a.best_at) for a, _ in rows])
    optimum = target.optimal_moves if revealed else None
    entries = [
        _entry(rank, attempt, name, optimum)
        for rank, (attempt, name) in list(zip(ranks, rows, strict=True))[
            offset : offset + limit
        ]
    ]
    data = {
        "date": day,
        "tier": tier,
        "revealed": revealed,
        "optimal_moves": optimum,
        "total": len(rows),
        "items": entries,
        "links": {"puzzle": f"{day_url(day)}/{tier}"},
    }
    return data, _freshness(day, [a.best_at for a, _ in rows], revealed)


def competition_ranks(keys: list[Any]) -> list[int]:
    """Rank sorted keys: equal keys share a rank, the next rank skips (1, 1, 3)."""
    ranks: list[int] = []
    for i, key in enumerate(keys):
        ranks.append(ranks[-1] if i and key == keys[i - 1] else i + 1)
    return ranks


class ClientRef(TypedDict):
    """The API client a player belongs to, by id and name."""

    id: str
    name: str


class LeaderEntry(TypedDict):
    """One line of a tier's board; moves and score only once the optimum is public."""

    rank: int
    player: str
    client: ClientRef
    moves: int | None
    score: str | None
    best_at: datetime
    first_solved_at: datetime


def _entry(
    rank: int, attempt: DailyAttempt, client_name: str, optimum: int | None
) -> LeaderEntry:
    """Return one leaderboard line (score only once the optimum is public)."""
    return LeaderEntry(
        rank=rank,
        player=attempt.player,
        client=ClientRef(id=attempt.client_id, name=client_name),
        moves=None if optimum is None else attempt.moves,
        score=None if optimum is None else score(attempt.moves, optimum),
        best_at=attempt.best_at,
        first_solved_at=attempt.first_solved_at,
    )


def _freshness(day: date, times: list[Any], revealed: bool) -> Freshness:
    """Return when the board last changed and how long to cache it."""
    changed = max([day_start(day), *times])
    if revealed:
        return Freshness(max(changed, day_end(day)), FINAL_MAX_AGE)
    return Freshness(changed, LIVE_MAX_AGE)


# --- streaks ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Streak:
    """A player's runs of consecutive optimal days."""

    current: int
    longest: int
    last: date | None


def streak_of(days: list[date], until: date) -> Streak:
    """Measure runs in sorted distinct days; the current run must reach `until`
    or the day before (a run is still alive until a whole day passes without)."""
    longest = run = 0
    previous: date | None = None
    for day in days:
        run = run + 1 if previous and day - previous == timedelta(days=1) else 1
        longest, previous = max(longest, run), day
    alive = previous is not None and (until - previous).days <= 1
    return Streak(run if alive else 0, longest, previous)


def optimal_days(client_id: str, player: str, until: date) -> list[date]:
    """Return the sorted distinct days a player solved some tier optimally."""
    query = (
        sa.select(DailyAttempt.day)
        .where(
            DailyAttempt.client_id == client_id,
            DailyAttempt.player == player,
            DailyAttempt.optimal.is_(True),
            DailyAttempt.day <= until,
        )
        .distinct()
        .order_by(DailyAttempt.day)
    )
    return list(db.session.scalars(query))


@dataclass(frozen=True, slots=True)
class PlayerStreak:
    """A player's consecutive UTC days with an optimal solve, today included."""

    player: str
    client_id: str
    current: int
    longest: int
    last_optimal_date: date | None
    solved_today: bool


def player_streak(player: str, client_id: str | None = None) -> PlayerStreak:
    """Return a player's streaks, today included (default: of the API client)."""
    client_id = client_id or require_client().id
    now = today()
    found = streak_of(optimal_days(client_id, player, now), now)
    return PlayerStreak(
        player=player,
        client_id=client_id,
        current=found.current,
        longest=found.longest,
        last_optimal_date=found.last,
        solved_today=found.last == now,
    )


def streak_board(limit: int) -> tuple[dict[str, Any], Freshness]:
    """Return the longest current streaks as of the end of yesterday (public)."""
    until = today() - timedelta(days=1)
    by_player: dict[tuple[str, str], list[date]] = {}
    for client_id, player, day in db.session.execute(_alive_query(until)):
        by_player.setdefault((client_id, player), []).append(day)
    names = _client_names({client_id for client_id, _ in by_player})
    lines = []
    for (client_id, player), days in by_player.items():
        found = streak_of(days, until)
        lines.append((client_id, player, found))
    lines.sort(key=lambda x: (-x[2].current, -x[2].longest, x[1], x[0]))
    entries = [
        {
            "player": player,
            "client": {"id": client_id, "name": names.get(client_id, "")},
            "current": found.current,
            "longest": found.longest,
        }
        for client_id, player, found in lines[:limit]
    ]
    data = {"as_of": until, "entries": entries}
    return data, Freshness(day_end(until), FINAL_MAX_AGE)


def _alive_query(until: date) -> sa.Select[str, str, date]:
    """Select the optimal days up to `until` of players who solved `until` optimally."""
    attempt = DailyAttempt
    alive = (
        sa.select(attempt.client_id, attempt.player)
        .where(attempt.optimal.is_(True), attempt.day == until)
        .distinct()
        .subquery()
    )
    return (
        sa.select(attempt.client_id, attempt.player, attempt.day)
        .join(
            alive,
            sa.and_(
                attempt.client_id == alive.c.client_id,
                attempt.player == alive.c.player,
            ),
        )
        .where(attempt.optimal.is_(True), attempt.day <= until)
        .distinct()
        .order_by(attempt.client_id, attempt.player, attempt.day)
    )


def _client_names(ids: set[str]) -> dict[str, str]:
    """Return the names of clients by id."""
    if not ids:
        return {}
    query = sa.select(Client.id, Client.name).where(Client.id.in_(ids))
    return {client_id: name for client_id, name in db.session.execute(query)}
