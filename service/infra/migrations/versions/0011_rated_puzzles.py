"""The puzzles the trainer has handed out, whose answers stay hidden.

Revision ID: 0011_rated_puzzles
Revises: 0010_run_answers
Create Date: 2026-12-02 02:10:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from service.infra.modelbase import UTCDateTime

revision: str = "0011_rated_puzzles"
down_revision: str | Sequence[str] | None = "0010_run_answers"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create rated_puzzles, and mark every puzzle already attempted or drawn in a
    run (those were handed out)."""
    op.create_table(
        "rated_puzzles",
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("shown_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["puzzles.id"],
            name=op.f("fk_rated_puzzles_puzzle_id_puzzles"),
        ),
        sa.PrimaryKeyConstraint("puzzle_id", name=op.f("pk_rated_puzzles")),
    )
    op.execute(
        "INSERT INTO rated_puzzles (puzzle_id, shown_at) "
        "SELECT puzzle_id, MIN(created_at) FROM trainer_attempts GROUP BY puzzle_id"
    )
    # a run's drawn puzzles are in its JSON list: marked as runs draw again


def downgrade() -> None:
    """Drop rated_puzzles."""
    op.drop_table("rated_puzzles")
