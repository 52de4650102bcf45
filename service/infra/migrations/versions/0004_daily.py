"""Daily challenges: days, their tier puzzles, and players' best attempts.

Revision ID: 0004_daily
Revises: 0001_core
Create Date: 2026-01-04 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0004_daily"
down_revision: str | Sequence[str] | None = "0001_core"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the daily_days, daily_puzzles and daily_attempts tables."""
    op.create_table(
        "daily_days",
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("diagonals", sa.Boolean(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("tiers", JSON, nullable=False),
        sa.Column("stats", JSON, nullable=False),
        sa.Column("generated_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("day", name=op.f("pk_daily_days")),
    )
    op.create_table(
        "daily_puzzles",
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("tier", sa.String(32), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("layout", sa.String(16), nullable=False),
        sa.Column("min_moves", sa.Integer(), nullable=False),
        sa.Column("max_moves", sa.Integer(), nullable=True),
        sa.Column("optimal_moves", sa.Integer(), nullable=False),
        sa.Column("solution", JSON, nullable=False),
        sa.Column("nodes", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["day"], ["daily_days.day"], name=op.f("fk_daily_puzzles_day_daily_days")
        ),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["puzzles.id"],
            name=op.f("fk_daily_puzzles_puzzle_id_puzzles"),
        ),
        sa.PrimaryKeyConstraint("day", "tier", name=op.f("pk_daily_puzzles")),
        sa.UniqueConstraint("puzzle_id", name=op.f("uq_daily_puzzles_puzzle_id")),
    )
    op.create_table(
        "daily_attempts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("tier", sa.String(32), nullable=False),
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("solution", JSON, nullable=False),
        sa.Column("optimal", sa.Boolean(), nullable=False),
        sa.Column("first_solved_at", UTCDateTime(), nullable=False),
        sa.Column("best_at", UTCDateTime(), nullable=False),
        sa.Column("submissions", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["client_id"],
            ["clients.id"],
            name=op.f("fk_daily_attempts_client_id_clients"),
        ),
        sa.ForeignKeyConstraint(
            ["day", "tier"],
            ["daily_puzzles.day", "daily_puzzles.tier"],
            name="fk_daily_attempts_day_tier_daily_puzzles",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_daily_attempts")),
        sa.UniqueConstraint(
            "day", "tier", "client_id", "player", name="uq_daily_attempts_player"
        ),
    )
    op.create_index(
        "ix_daily_attempts_board",
        "daily_attempts",
        ["day", "tier", "moves", "best_at"],
    )
    op.create_index(
        "ix_daily_attempts_streak",
        "daily_attempts",
        ["client_id", "player", "optimal", "day"],
    )


def downgrade() -> None:
    """Drop the daily tables."""
    op.drop_index("ix_daily_attempts_streak", table_name="daily_attempts")
    op.drop_index("ix_daily_attempts_board", table_name="daily_attempts")
    op.drop_table("daily_attempts")
    op.drop_table("daily_puzzles")
    op.drop_table("daily_days")
