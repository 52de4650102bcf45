"""The puzzle library: stored puzzles with a proven optimum, their features and
themes, what each client was served, the longest optimum found per layout, and each
puzzle's Glicko-2 rating (its prior written here, moved by the trainer)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType, created_at_column
from service.puzzles.models import Puzzle


class LibraryPuzzle(Base):
    """A puzzle of the library: its proven optimum and what the solver tells of it."""

    __tablename__ = "library_puzzles"
    __table_args__ = (
        sa.Index("ix_library_puzzles_band", "family", "optimal_moves", "pick"),
        sa.Index("ix_library_puzzles_moves", "optimal_moves", "pick"),
    )

    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("puzzles.id"), primary_key=True
    )
    family: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`classic`, `black-robot` or `diagonals` (`service.library.families`)."""
    layout: so.Mapped[str] = so.mapped_column(sa.String(16), index=True)
    edition: so.Mapped[str] = so.mapped_column(sa.String(8))
    """`1999` (faces A/B only) or `2003` (any face)."""
    diagonals: so.Mapped[bool]
    black_robot: so.Mapped[bool]
    ricochet_rule: so.Mapped[bool]
    optimal_moves: so.Mapped[int]
    solution: so.Mapped[list[Any]] = so.mapped_column(JSONType)
    features: so.Mapped[dict[str, Any]]
    themes: so.Mapped[list[str]] = so.mapped_column(JSONType)
    pick: so.Mapped[int]
    """A random number: reading a band from a random `pick` on samples it evenly."""
    source: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`stock` (workers keeping bands full), `request`, `search` or `shipped`."""
    created_at: so.Mapped[datetime] = created_at_column()

    puzzle: so.Mapped[Puzzle] = so.relationship(viewonly=True)
    """The stored puzzle (its items embed it; load it with `selectinload`)."""


class LibraryTheme(Base):
    """One theme of one library puzzle (a row each, so a theme filter is indexed)."""

    __tablename__ = "library_themes"
    __table_args__ = (
        sa.Index("ix_library_themes_theme", "theme", "optimal_moves", "puzzle_id"),
    )

    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("library_puzzles.puzzle_id"), primary_key=True
    )
    theme: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    optimal_moves: so.Mapped[int]


class LibraryDelivery(Base):
    """A library puzzle served to a client (so `unseen` never serves it again)."""

    __tablename__ = "library_deliveries"

    client_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("clients.id"), primary_key=True
    )
    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("library_puzzles.puzzle_id"), primary_key=True
    )
    delivered_at: so.Mapped[datetime] = created_at_column()


class PuzzleRecord(Base):
    """The longest proven optimum found on one layout for one family."""

    __tablename__ = "puzzle_records"

    family: so.Mapped[str] = so.mapped_column(sa.String(16), primary_key=True)
    ricochet_rule: so.Mapped[bool] = so.mapped_column(primary_key=True)
    layout: so.Mapped[str] = so.mapped_column(sa.String(16), primary_key=True)
    puzzle_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("puzzles.id"))
    optimal_moves: so.Mapped[int]
    method: so.Mapped[dict[str, Any]]
    """How it was found: the search, its seed and budget, nodes, seconds."""
    found_at: so.Mapped[datetime] = created_at_column()

    puzzle: so.Mapped[Puzzle] = so.relationship(viewonly=True)
    """The stored puzzle (its items embed it; load it with `selectinload`)."""


class PuzzleRating(Base):
    """A library puzzle's Glicko-2 rating; it moves only on the trainer's rated first
    attempts."""

    __tablename__ = "puzzle_ratings"

    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("library_puzzles.puzzle_id"), primary_key=True
    )
    rating: so.Mapped[float] = so.mapped_column(sa.Float, index=True)
    rd: so.Mapped[float] = so.mapped_column(sa.Float)
    volatility: so.Mapped[float] = so.mapped_column(sa.Float)
    attempts: so.Mapped[int] = so.mapped_column(default=0)
    wins: so.Mapped[int] = so.mapped_column(default=0)
