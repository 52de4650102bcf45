"""The puzzles' tables: boards and puzzles, both content-addressed."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, created_at_column


class Board(Base):
    """An immutable board; its id is derived from its canonical JSON."""

    __tablename__ = "boards"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    kind: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`classic` (the JSON board contract) or `micro` (Micro Robots)."""
    data: so.Mapped[dict[str, Any]]
    layout: so.Mapped[str | None] = so.mapped_column(sa.String(32))
    """The layout or sections code it was built from, when known."""
    created_by: so.Mapped[str | None] = so.mapped_column(sa.ForeignKey("clients.id"))
    created_at: so.Mapped[datetime] = created_at_column()


class Puzzle(Base):
    """An immutable puzzle: a board, robots, a target and rules (id from the core)."""

    __tablename__ = "puzzles"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    board_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("boards.id"), index=True)
    data: so.Mapped[dict[str, Any]]
    """`robots`, `target` and `rules` in canonical form (the board lives apart)."""
    play_key: so.Mapped[str | None] = so.mapped_column(sa.String(32), index=True)
    """`service.game.fingerprint.play_key`: shared by every puzzle that plays the
    same, so a hidden answer stays hidden behind any of them."""
    created_by: so.Mapped[str | None] = so.mapped_column(sa.ForeignKey("clients.id"))
    created_at: so.Mapped[datetime] = created_at_column()

    board: so.Mapped[Board] = so.relationship(lazy="joined")
