"""Exhaustive analyses: every placement of a board's robots solved, per target.

An `Analysis` is one client's request (a board, its robot colours, the targets);
each target's work is an `AnalysisTarget` row, shared by every analysis of the same
board, robots and target, so two requests never solve a target twice. The row is
the durable record: its result is the per-target JSON of
`service.game.analysis.TargetAnalysis.to_json()`.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType, created_at_column


class AnalysisState(StrEnum):
    """Where one target's analysis stands (`retrying`, `unavailable`: reported)."""

    QUEUED = "queued"
    RUNNING = "running"
    RETRYING = "retrying"
    DONE = "done"
    FAILED = "failed"
    UNAVAILABLE = "unavailable"


class Analysis(Base):
    """A client's request to analyse a board's targets."""

    __tablename__ = "analyses"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    client_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("clients.id"), index=True
    )
    board_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("boards.id"), index=True)
    layout: so.Mapped[str | None] = so.mapped_column(sa.String(16), index=True)
    robots: so.Mapped[list[Any]] = so.mapped_column(JSONType)
    """The robot colours placed on every free cell, e.g. ["red", "green"]."""
    targets: so.Mapped[list[Any]] = so.mapped_column(JSONType)
    """The ids of its `AnalysisTarget` rows, in the order asked."""
    created_at: so.Mapped[datetime] = created_at_column()


class AnalysisTarget(Base):
    """One target of a board analysed for a set of robots: queued, running, done."""

    __tablename__ = "analysis_targets"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    """Derived from the board, the robots and the target (the RQ job id's tail)."""
    board_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("boards.id"), index=True)
    robots: so.Mapped[list[Any]] = so.mapped_column(JSONType)
    target: so.Mapped[dict[str, Any]] = so.mapped_column(JSONType)
    """{"color": ..., "cell": [x, y]}."""
    status: so.Mapped[str] = so.mapped_column(sa.String(16), index=True)
    """queued | running | done | failed."""
    attempts: so.Mapped[int] = so.mapped_column(default=0)
    maximum: so.Mapped[int | None]
    """The longest optimum over every placement (once done)."""
    result: so.Mapped[dict[str, Any] | None] = so.mapped_column(JSONType)
    error: so.Mapped[str | None] = so.mapped_column(sa.Text)
    requested_at: so.Mapped[datetime] = created_at_column()
    started_at: so.Mapped[datetime | None]
    finished_at: so.Mapped[datetime | None]
