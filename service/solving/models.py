"""Background solves: the durable record of every requested optimum.

Redis holds the queue and a cache of results; this table is the record. A row is
written when a solve is requested (status `queued`), so a Redis that restarts
empty loses nothing: the sweep enqueues every pending row again.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType, created_at_column


class SolveState(StrEnum):
    """Where a puzzle's background solve stands.

    `queued`, `running`, `done` and `failed` are stored (the `solves.status`
    column); `retrying`, `unavailable` and `none` are only reported.
    """

    QUEUED = "queued"
    RUNNING = "running"
    RETRYING = "retrying"
    """Its worker stopped beating: it will run again (only reported)."""
    DONE = "done"
    FAILED = "failed"
    UNAVAILABLE = "unavailable"
    """The job store (Redis) is down."""
    NONE = "none"
    """Never requested."""


STORED = (SolveState.QUEUED, SolveState.RUNNING, SolveState.DONE, SolveState.FAILED)
SOLVE_STATUSES = tuple(state.value for state in STORED)
"""The states a row stores."""


class Solve(Base):
    """One puzzle's background solve: pending, running, done or failed."""

    __tablename__ = "solves"

    puzzle_id: so.Mapped[str] = so.mapped_column(
        sa.ForeignKey("puzzles.id"), primary_key=True
    )
    status: so.Mapped[str] = so.mapped_column(sa.String(16), index=True)
    """queued | running | done | failed."""
    queue: so.Mapped[str] = so.mapped_column(sa.String(16))
    """The RQ queue it was last enqueued on (interactive or bulk)."""
    attempts: so.Mapped[int] = so.mapped_column(default=0)
    """Searches started (a retried or re-run job counts again)."""
    optimal_moves: so.Mapped[int | None]
    moves: so.Mapped[int | None]
    """Length of the best solution found (equals optimal_moves when proven)."""
    proven: so.Mapped[bool | None]
    lower_bound: so.Mapped[int | None]
    solution: so.Mapped[list[Any] | None] = so.mapped_column(JSONType)
    result_status: so.Mapped[str | None] = so.mapped_column(sa.String(16))
    """The solver's status: optimal | unsolvable | limit."""
    method: so.Mapped[str | None] = so.mapped_column(sa.String(16))
    """How the answer was found: "search" (the solver) or "table" (read from an
    exhaustive analysis's distance table); None for answers stored before."""
    nodes: so.Mapped[int | None] = so.mapped_column(sa.BigInteger)
    seconds: so.Mapped[float | None] = so.mapped_column(sa.Float)
    error: so.Mapped[str | None] = so.mapped_column(sa.Text)
    """Why the last attempt failed (kept after a successful retry for the record)."""
    requested_at: so.Mapped[datetime] = created_at_column()
    started_at: so.Mapped[datetime | None]
    finished_at: so.Mapped[datetime | None]
