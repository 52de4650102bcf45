"""Core tables: clients, boards, puzzles.

Revision ID: 0001_core
Revises:
Create Date: 2026-01-01 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0001_core"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the clients, boards and puzzles tables."""
    op.create_table(
        "clients",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("contact", sa.String(200), nullable=True),
        sa.Column("key_prefix", sa.String(16), nullable=False),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("revoked_at", UTCDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_clients")),
        sa.UniqueConstraint("key_prefix", name=op.f("uq_clients_key_prefix")),
    )
    op.create_table(
        "boards",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("data", JSON, nullable=False),
        sa.Column("layout", sa.String(32), nullable=True),
        sa.Column("created_by", sa.String(32), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["created_by"], ["clients.id"], name=op.f("fk_boards_created_by_clients")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_boards")),
    )
    op.create_table(
        "puzzles",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("board_id", sa.String(32), nullable=False),
        sa.Column("data", JSON, nullable=False),
        sa.Column("created_by", sa.String(32), nullable=True),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["board_id"], ["boards.id"], name=op.f("fk_puzzles_board_id_boards")
        ),
        sa.ForeignKeyConstraint(
            ["created_by"], ["clients.id"], name=op.f("fk_puzzles_created_by_clients")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_puzzles")),
    )
    op.create_index(op.f("ix_puzzles_board_id"), "puzzles", ["board_id"])


def downgrade() -> None:
    """Drop the core tables."""
    op.drop_index(op.f("ix_puzzles_board_id"), table_name="puzzles")
    op.drop_table("puzzles")
    op.drop_table("boards")
    op.drop_table("clients")
