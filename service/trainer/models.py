"""The rated trainer: players' Glicko-2 ratings, every attempt, runs and bests.

The puzzles' ratings live beside the library's puzzles (`service.library.models`),
which writes each one's prior as it stores the puzzle.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType, created_at_column


class TrainerPlayer(Base):
    """A player of one API client (or a page visitor): rating and streak."""

    __tablename__ = "trainer_players"

    client_id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    """The API client's id, or `web` for the page's cookie players."""
    player: so.Mapped[str] = so.mapped_column(sa.String(64), primary_key=True)
    rating: so.Mapped[float] = so.mapped_column(sa.Float)
    rd: so.Mapped[float] = so.mapped_column(sa.Float)
    volatility: so.Mapped[float] = so.mapped_column(sa.Float)
    attempts: so.Mapped[int] = so.mapped_column(default=0)
    wins: so.Mapped[int] = so.mapped_column(default=0)
    created_at: so.Mapped[datetime] = created_at_column()


class TrainerAttempt(Base):
    """One attempt at a library puzzle; the first per player and puzzle is rated."""

    __tablename__ = "trainer_attempts"
    __table_args__ = (
        sa.Index("ix_trainer_attempts_player", "client_id", "player", "created_at"),
        sa.Index(
            "ix_trainer_attempts_first",
            "client_id",
            "player",
            "puzzle_id",
            unique=True,
            sqlite_where=sa.text("rated"),
            postgresql_where=sa.text("rated"),
        ),
    )

    id: so.Mapped[int] = so.mapped_column(
        sa.BigInteger().with_variant(sa.Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    )
    client_id: so.Mapped[str] = so.mapped_column(sa.String(32))
    player: so.Mapped[str] = so.mapped_column(sa.String(64))
    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("library_puzzles.puzzle_id"), index=True
    )
    solved: so.Mapped[bool]
    moves: so.Mapped[int]
    won: so.Mapped[bool]
    """Solved in the proven optimum."""
    rated: so.Mapped[bool]
    player_rating: so.Mapped[float] = so.mapped_column(sa.Float)
    """The player's rating after the attempt (unchanged when not rated)."""
    player_delta: so.Mapped[float] = so.mapped_column(sa.Float)
    puzzle_rating: so.Mapped[float] = so.mapped_column(sa.Float)
    """The puzzle's rating before the attempt (what the player faced)."""
    puzzle_delta: so.Mapped[float] = so.mapped_column(sa.Float)
    created_at: so.Mapped[datetime] = created_at_column()


class TrainerRun(Base):
    """A streak or a timed run: the server draws its puzzles, times it and scores it."""

    __tablename__ = "trainer_runs"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    client_id: so.Mapped[str] = so.mapped_column(sa.String(32))
    player: so.Mapped[str] = so.mapped_column(sa.String(64))
    mode: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`streak` (ascending ratings, one miss ends it) or `timed` (a clock)."""
    puzzle_id: so.Mapped[str | None] = so.mapped_column(sa.String(32))
    """The puzzle the player is on (None once the run is over)."""
    seen: so.Mapped[list[str]] = so.mapped_column(JSONType)
    score: so.Mapped[int] = so.mapped_column(default=0)
    mistakes: so.Mapped[int] = so.mapped_column(default=0)
    started_at: so.Mapped[datetime] = created_at_column()
    ends_at: so.Mapped[datetime | None]
    """A timed run's deadline (each mistake brings it closer)."""
    finished_at: so.Mapped[datetime | None]
    last_answer: so.Mapped[dict[str, Any] | None] = so.mapped_column(JSONType)
    """The last answer counted (`puzzle_id`, `solution`, its verdict `last`), so a
    repeat of it is answered the same and costs nothing."""


class TrainerBest(Base):
    """A player's best score per run mode."""

    __tablename__ = "trainer_bests"

    client_id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    player: so.Mapped[str] = so.mapped_column(sa.String(64), primary_key=True)
    mode: so.Mapped[str] = so.mapped_column(sa.String(16), primary_key=True)
    score: so.Mapped[int]
    run_id: so.Mapped[str] = so.mapped_column(sa.String(32))


class RatedPuzzle(Base):
    """A library puzzle the trainer has handed out (by `next` or a run): its
    answer is hidden from all but the players who have answered it."""

    __tablename__ = "rated_puzzles"

    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("puzzles.id"), primary_key=True
    )
    shown_at: so.Mapped[datetime] = created_at_column(index=True)
