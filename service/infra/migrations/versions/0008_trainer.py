"""The rated trainer: puzzle ratings, trainer players and their attempts.

Revision ID: 0008_trainer
Revises: 0007_library
Create Date: 2026-11-27 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0008_trainer"
down_revision: str | Sequence[str] | None = "0007_library"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the ratings, players, attempts, runs and bests tables."""
    op.create_table(
        "puzzle_ratings",
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("rd", sa.Float(), nullable=False),
        sa.Column("volatility", sa.Float(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["library_puzzles.puzzle_id"],
            name=op.f("fk_puzzle_ratings_puzzle_id_library_puzzles"),
        ),
        sa.PrimaryKeyConstraint("puzzle_id", name=op.f("pk_puzzle_ratings")),
    )
    op.create_index(op.f("ix_puzzle_ratings_rating"), "puzzle_ratings", ["rating"])
    op.create_table(
        "trainer_players",
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("rd", sa.Float(), nullable=False),
        sa.Column("volatility", sa.Float(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("client_id", "player", name=op.f("pk_trainer_players")),
    )
    op.create_table(
        "trainer_attempts",
        sa.Column(
            "id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("solved", sa.Boolean(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("rated", sa.Boolean(), nullable=False),
        sa.Column("player_rating", sa.Float(), nullable=False),
        sa.Column("player_delta", sa.Float(), nullable=False),
        sa.Column("puzzle_rating", sa.Float(), nullable=False),
        sa.Column("puzzle_delta", sa.Float(), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["library_puzzles.puzzle_id"],
            name=op.f("fk_trainer_attempts_puzzle_id_library_puzzles"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trainer_attempts")),
    )
    op.create_index(
        "ix_trainer_attempts_player",
        "trainer_attempts",
        ["client_id", "player", "created_at"],
    )
    op.create_index(
        op.f("ix_trainer_attempts_puzzle_id"), "trainer_attempts", ["puzzle_id"]
    )
    op.create_index(
        "ix_trainer_attempts_first",
        "trainer_attempts",
        ["client_id", "player", "puzzle_id"],
        unique=True,
        sqlite_where=sa.text("rated"),
        postgresql_where=sa.text("rated"),
    )

    op.create_table(
        "trainer_runs",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=True),
        sa.Column("seen", JSON, nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("mistakes", sa.Integer(), nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=False),
        sa.Column("ends_at", UTCDateTime(), nullable=True),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trainer_runs")),
    )
    op.create_table(
        "trainer_bests",
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("run_id", sa.String(32), nullable=False),
        sa.PrimaryKeyConstraint(
            "client_id", "player", "mode", name=op.f("pk_trainer_bests")
        ),
    )


def downgrade() -> None:
    """Drop the trainer's tables."""
    op.drop_table("trainer_bests")
    op.drop_table("trainer_runs")
    op.drop_table("trainer_attempts")
    op.drop_table("trainer_players")
    op.drop_index(op.f("ix_puzzle_ratings_rating"), table_name="puzzle_ratings")
    op.drop_table("puzzle_ratings")
