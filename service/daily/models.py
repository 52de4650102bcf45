"""Daily challenges: each UTC day's puzzles per tier, and players' best attempts."""

from __future__ import annotations

from datetime import date, datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType
from service.puzzles.models import Puzzle


class DayStatus(StrEnum):
    """Whether every tier of a day was filled (the `daily_days.status` column)."""

    COMPLETE = "complete"
    PARTIAL = "partial"


class DailyDay(Base):
    """One generated UTC day: which tiers were filled, and the work spent."""

    __tablename__ = "daily_days"

    day: so.Mapped[date] = so.mapped_column(primary_key=True)
    diagonals: so.Mapped[bool]
    """Whether the day's layouts carry diagonals (the 2003+ edition's D faces)."""
    status: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`complete` (every tier filled) or `partial` (see `tiers`)."""
    tiers: so.Mapped[list[dict[str, Any]]] = so.mapped_column(JSONType)
    """Every configured tier at generation: name, min, max, filled, reason."""
    stats: so.Mapped[dict[str, Any]]
    """Candidates tried, solver nodes and seconds, generator version."""
    generated_at: so.Mapped[datetime]

    puzzles: so.Mapped[list[DailyPuzzle]] = so.relationship(
        lazy="selectin", order_by="DailyPuzzle.position"
    )


class DailyPuzzle(Base):
    """The puzzle of one tier of one day, with its proven optimum."""

    __tablename__ = "daily_puzzles"

    day: so.Mapped[date] = so.mapped_column(
        sa.ForeignKey("daily_days.day"), primary_key=True
    )
    tier: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    position: so.Mapped[int]
    """The tier's place in the configured order (easiest first)."""
    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("puzzles.id"), unique=True
    )
    layout: so.Mapped[str] = so.mapped_column(sa.String(16))
    min_moves: so.Mapped[int]
    max_moves: so.Mapped[int | None]
    optimal_moves: so.Mapped[int]
    solution: so.Mapped[list[list[str]]] = so.mapped_column(JSONType)
    """One optimal solution, `[[robot, direction], ...]`."""
    nodes: so.Mapped[int] = so.mapped_column(sa.BigInteger)

    record: so.Mapped[Puzzle] = so.relationship(lazy="joined")
    """The stored puzzle (robots, target, rules; its board by layout code)."""


class DailyAttempt(Base):
    """A player's best solved attempt at one daily puzzle (players are per client)."""

    __tablename__ = "daily_attempts"
    __table_args__ = (
        sa.ForeignKeyConstraint(
            ["day", "tier"],
            ["daily_puzzles.day", "daily_puzzles.tier"],
            name="fk_daily_attempts_day_tier_daily_puzzles",
        ),
        sa.UniqueConstraint(
            "day", "tier", "client_id", "player", name="uq_daily_attempts_player"
        ),
        sa.Index("ix_daily_attempts_board", "day", "tier", "moves", "best_at"),
        sa.Index("ix_daily_attempts_streak", "client_id", "player", "optimal", "day"),
    )

    id: so.Mapped[int] = so.mapped_column(primary_key=True, autoincrement=True)
    day: so.Mapped[date]
    tier: so.Mapped[str] = so.mapped_column(sa.String(32))
    client_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("clients.id"))
    player: so.Mapped[str] = so.mapped_column(sa.String(64))
    moves: so.Mapped[int]
    """Moves of the best (shortest) solution so far."""
    solution: so.Mapped[list[list[str]]] = so.mapped_column(JSONType)
    optimal: so.Mapped[bool]
    first_solved_at: so.Mapped[datetime]
    best_at: so.Mapped[datetime]
    """When the best result was first reached (breaks leaderboard ties)."""
    submissions: so.Mapped[int]
    """Solved submissions counted so far."""
