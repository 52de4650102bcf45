"""Exhaustive analyses: requests, per-target results; how a solve was answered.

Revision ID: 0009_analyses
Revises: 0008_trainer
Create Date: 2026-12-02 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0009_analyses"
down_revision: str | Sequence[str] | None = "0008_trainer"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the analyses and analysis_targets tables; add solves.method."""
    op.create_table(
        "analysis_targets",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("board_id", sa.String(32), nullable=False),
        sa.Column("robots", JSON, nullable=False),
        sa.Column("target", JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("maximum", sa.Integer(), nullable=True),
        sa.Column("result", JSON, nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("requested_at", UTCDateTime(), nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=True),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["board_id"],
            ["boards.id"],
            name=op.f("fk_analysis_targets_board_id_boards"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analysis_targets")),
    )
    op.create_index(
        op.f("ix_analysis_targets_board_id"), "analysis_targets", ["board_id"]
    )
    op.create_index(op.f("ix_analysis_targets_status"), "analysis_targets", ["status"])
    op.create_table(
        "analyses",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("board_id", sa.String(32), nullable=False),
        sa.Column("layout", sa.String(16), nullable=True),
        sa.Column("robots", JSON, nullable=False),
        sa.Column("targets", JSON, nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["client_id"], ["clients.id"], name=op.f("fk_analyses_client_id_clients")
        ),
        sa.ForeignKeyConstraint(
            ["board_id"], ["boards.id"], name=op.f("fk_analyses_board_id_boards")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_analyses")),
    )
    op.create_index(op.f("ix_analyses_client_id"), "analyses", ["client_id"])
    op.create_index(op.f("ix_analyses_board_id"), "analyses", ["board_id"])
    op.create_index(op.f("ix_analyses_layout"), "analyses", ["layout"])
    with op.batch_alter_table("solves") as batch:
        batch.add_column(sa.Column("method", sa.String(16), nullable=True))


def downgrade() -> None:
    """Drop the analyses' tables and solves.method."""
    with op.batch_alter_table("solves") as batch:
        batch.drop_column("method")
    for name in ("layout", "board_id", "client_id"):
        op.drop_index(op.f(f"ix_analyses_{name}"), table_name="analyses")
    op.drop_table("analyses")
    op.drop_index(op.f("ix_analysis_targets_status"), table_name="analysis_targets")
    op.drop_index(op.f("ix_analysis_targets_board_id"), table_name="analysis_targets")
    op.drop_table("analysis_targets")
