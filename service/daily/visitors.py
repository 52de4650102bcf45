"""The daily page's visitors: their attempts and what the page shows them.

A visitor plays as a player of the built-in `web` client
(`service.accounts.clients.web_client_id`); the page's routes resolve who they are
from their cookie (`service.web.players`) and pass the stored player's name here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from service.accounts.clients import WEB_CLIENT_ID, web_client_id

from .attempts import AttemptResult, Best, answer, best_of, find_attempt, submit_attempt
from .leaderboard import PlayerStreak, player_streak
from .store import published_day, today


@dataclass(frozen=True, slots=True)
class SolvedTier:
    """A visitor's best at one of today's tiers, with the answer once it is due."""

    best: Best
    optimal_moves: int | None
    solution: list[list[str]] | None


@dataclass(frozen=True, slots=True)
class VisitorStatus:
    """What the page shows a visitor: who the cookie names (None before a solve),
    their streak and today's tiers they have solved, by tier name."""

    date: date
    player: str | None = None
    name: str | None = None
    streak: PlayerStreak | None = None
    solved: dict[str, SolvedTier] = field(default_factory=dict)


def web_attempt(day: date, tier: str, player: str, solution: Any) -> AttemptResult:
    """Check a web visitor's attempt as their player of the `web` client."""
    return submit_attempt(day, tier, player, solution, web_client_id())


def visitor_status(player: str | None, name: str | None) -> VisitorStatus:
    """Return what the page shows a visitor: name, streak, today's solved tiers."""
    now = today()
    if player is None:
        return VisitorStatus(date=now)
    client_id = WEB_CLIENT_ID  # a read: the row need not exist yet
    solved = {}
    for puzzle in published_day(now).puzzles:
        best = find_attempt(puzzle, client_id, player)
        if best is not None:
            optimal_moves, solution = answer(puzzle, best)
            solved[puzzle.tier] = SolvedTier(
                best_of(best, puzzle), optimal_moves, solution
            )
    streak = player_streak(player, client_id)
    return VisitorStatus(now, player, name, streak, solved)
