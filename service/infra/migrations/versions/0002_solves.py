"""Background solves: one row per requested optimum.

Revision ID: 0002_solves
Revises: 0001_core
Create Date: 2026-01-02 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0002_solves"
down_revision: str | Sequence[str] | None = "0001_core"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the solves table."""
    op.create_table(
        "solves",
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("queue", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("optimal_moves", sa.Integer(), nullable=True),
        sa.Column("moves", sa.Integer(), nullable=True),
        sa.Column("proven", sa.Boolean(), nullable=True),
        sa.Column("lower_bound", sa.Integer(), nullable=True),
        sa.Column("solution", JSON, nullable=True),
        sa.Column("result_status", sa.String(16), nullable=True),
        sa.Column("nodes", sa.BigInteger(), nullable=True),
        sa.Column("seconds", sa.Float(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("requested_at", UTCDateTime(), nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=True),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["puzzle_id"], ["puzzles.id"], name=op.f("fk_solves_puzzle_id_puzzles")
        ),
        sa.PrimaryKeyConstraint("puzzle_id", name=op.f("pk_solves")),
    )
    op.create_index(op.f("ix_solves_status"), "solves", ["status"])


def downgrade() -> None:
    """Drop the solves table."""
    op.drop_index(op.f("ix_solves_status"), table_name="solves")
    op.drop_table("solves")
