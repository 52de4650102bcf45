"""A player's standing and dashboard; a puzzle's rating and record."""

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from typing import TypedDict

import sqlalchemy as sa

from service.game.rating import NEW_PLAYER, performance
from service.infra import clock
from service.infra.domain_errors import NotFound
from service.infra.extensions import db
from service.library.models import LibraryPuzzle, PuzzleRating
from service.trainer.models import TrainerAttempt

from .players import PROVISIONAL_RD, find_player
from .runs import MODES, best_score

HISTORY = 100
"""Rated attempts shown in a player's rating history (the latest)."""
MIN_THEME_ATTEMPTS = 5
"""Rated attempts a theme needs over the dashboard's days before it can be a
player's weakest or strongest (at 3, one lucky solve moved it by 333)."""


class PuzzleStats(TypedDict):
    """A library puzzle's rating and deviation (rounded to 0.1) and its record."""

    puzzle_id: str
    rating: float
    rd: float
    attempts: int
    wins: int
    themes: list[str]


class HistoryPoint(TypedDict):
    """A player's rating after one rated attempt."""

    at: str
    rating: float


class ThemeStats(TypedDict):
    """A player's rated attempts of one theme in the dashboard's window."""

    theme: str
    attempts: int
    wins: int
    performance: float


class PlayerStats(TypedDict):
    """A player's rating, history and per-theme dashboard."""

    player: str
    rating: float
    rd: float
    provisional: bool
    attempts: int
    wins: int
    history: list[HistoryPoint]
    days: int
    themes: list[ThemeStats]
    weakest: str | None
    strongest: str | None


class PlayerDashboard(PlayerStats):
    """A player's standing with their best score in each run mode."""

    best: dict[str, int]


def puzzle_stats(puzzle_id: str) -> PuzzleStats:
    """Return a library puzzle's rating, deviation, rated attempts, wins, themes."""
    rating = db.session.get(PuzzleRating, puzzle_id)
    entry = db.session.get(LibraryPuzzle, puzzle_id)
    if rating is None or entry is None:
        raise NotFound(f"no library puzzle {puzzle_id!r}")
    return {
        "puzzle_id": puzzle_id,
        "rating": round(rating.rating, 1),
        "rd": round(rating.rd, 1),
        "attempts": rating.attempts,
        "wins": rating.wins,
        "themes": entry.themes,
    }


def player_stats(client_id: str, player: str, days: int) -> PlayerStats:
    """Return a player's rating, history and per-theme dashboard over `days`."""
    row = find_player(client_id, player)
    rating, rd = (row.rating, row.rd) if row else (NEW_PLAYER.rating, NEW_PLAYER.rd)
    rated = _rated(client_id, player)
    themes = _dashboard(client_id, player, days)
    weakest, strongest = extremes(themes)
    return {
        "player": player,
        "rating": round(rating, 1),
        "rd": round(rd, 1),
        "provisional": rd >= PROVISIONAL_RD,
        "attempts": row.attempts if row else 0,
        "wins": row.wins if row else 0,
        "history": [
            {"at": a.created_at.isoformat(), "rating": round(a.player_rating, 1)}
            for a in rated[-HISTORY:]
        ],
        "days": days,
        "themes": themes,
        "weakest": weakest,
        "strongest": strongest,
    }


def player_dashboard(client_id: str, player: str, days: int) -> PlayerDashboard:
    """Return a player's standing over `days` and their best run of each mode."""
    best = {mode: best_score(client_id, player, mode) for mode in MODES}
    return {**player_stats(client_id, player, days), "best": best}


def extremes(themes: list[ThemeStats]) -> tuple[str | None, str | None]:
    """Return the weakest and strongest themes: among two or more themes with
    MIN_THEME_ATTEMPTS attempts or more, the one strictly below (above) every
    other in performance; None where themes tie or too few are told apart."""
    told = [t for t in themes if t["attempts"] >= MIN_THEME_ATTEMPTS]
    if len(told) < 2:
        return None, None
    ranked = sorted(told, key=lambda t: t["performance"])
    low, high = ranked[0], ranked[-1]
    weakest = low["theme"] if low["performance"] < ranked[1]["performance"] else None
    above = high["performance"] > ranked[-2]["performance"]
    return weakest, high["theme"] if above else None


def _rated(client_id: str, player: str) -> list[TrainerAttempt]:
    """Return a player's rated attempts, oldest first."""
    query = (
        sa.select(TrainerAttempt)
        .where(
            TrainerAttempt.client_id == client_id,
            TrainerAttempt.player == player,
            TrainerAttempt.rated,
        )
        .order_by(TrainerAttempt.created_at, TrainerAttempt.id)
    )
    return list(db.session.scalars(query))


def _dashboard(client_id: str, player: str, days: int) -> list[ThemeStats]:
    """Return, per theme, rated attempts, wins and performance over `days`."""
    since = clock.now() - timedelta(days=days)
    query = (
        sa.select(
            TrainerAttempt.puzzle_rating, TrainerAttempt.won, LibraryPuzzle.themes
        )
        .join(LibraryPuzzle, LibraryPuzzle.puzzle_id == TrainerAttempt.puzzle_id)
        .where(
            TrainerAttempt.client_id == client_id,
            TrainerAttempt.player == player,
            TrainerAttempt.rated,
            TrainerAttempt.created_at >= since,
        )
    )
    faced: dict[str, list[float]] = defaultdict(list)
    wins: dict[str, int] = defaultdict(int)
    for puzzle_rating, won, themes in db.session.execute(query):
        for theme in themes:
            faced[theme].append(puzzle_rating)
            wins[theme] += int(won)
    return [
        {
            "theme": theme,
            "attempts": len(ratings),
            "wins": wins[theme],
            "performance": round(performance(ratings, wins[theme]) or 0.0, 1),
        }
        for theme, ratings in sorted(faced.items())
    ]
