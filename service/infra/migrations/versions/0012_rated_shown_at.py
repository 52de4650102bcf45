"""An index on when each rated puzzle was handed out: the answer replay reads the
puzzles rated since its last read, not all of them, after each change.

Revision ID: 0012_rated_shown_at
Revises: 0011_rated_puzzles
Create Date: 2026-12-02 06:40:00
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0012_rated_shown_at"
down_revision: str | Sequence[str] | None = "0011_rated_puzzles"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Index rated_puzzles.shown_at."""
    op.create_index(
        op.f("ix_rated_puzzles_shown_at"), "rated_puzzles", ["shown_at"], unique=False
    )


def downgrade() -> None:
    """Drop the index."""
    op.drop_index(op.f("ix_rated_puzzles_shown_at"), table_name="rated_puzzles")
