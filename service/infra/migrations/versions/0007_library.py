"""The puzzle library: puzzles by optimum, their themes, deliveries and records.

Revision ID: 0007_library
Revises: 0002_solves
Create Date: 2026-11-27 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0007_library"
down_revision: str | Sequence[str] | None = "0002_solves"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create library_puzzles, library_themes, library_deliveries, puzzle_records."""
    op.create_table(
        "library_puzzles",
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("family", sa.String(16), nullable=False),
        sa.Column("layout", sa.String(16), nullable=False),
        sa.Column("edition", sa.String(8), nullable=False),
        sa.Column("diagonals", sa.Boolean(), nullable=False),
        sa.Column("black_robot", sa.Boolean(), nullable=False),
        sa.Column("ricochet_rule", sa.Boolean(), nullable=False),
        sa.Column("optimal_moves", sa.Integer(), nullable=False),
        sa.Column("solution", JSON, nullable=False),
        sa.Column("features", JSON, nullable=False),
        sa.Column("themes", JSON, nullable=False),
        sa.Column("pick", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(16), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["puzzles.id"],
            name=op.f("fk_library_puzzles_puzzle_id_puzzles"),
        ),
        sa.PrimaryKeyConstraint("puzzle_id", name=op.f("pk_library_puzzles")),
    )
    op.create_index(
        "ix_library_puzzles_band",
        "library_puzzles",
        ["family", "optimal_moves", "pick"],
    )
    op.create_index(
        "ix_library_puzzles_moves", "library_puzzles", ["optimal_moves", "pick"]
    )
    op.create_index(op.f("ix_library_puzzles_layout"), "library_puzzles", ["layout"])
    op.create_table(
        "library_themes",
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("theme", sa.String(32), nullable=False),
        sa.Column("optimal_moves", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["library_puzzles.puzzle_id"],
            name=op.f("fk_library_themes_puzzle_id_library_puzzles"),
        ),
        sa.PrimaryKeyConstraint("puzzle_id", "theme", name=op.f("pk_library_themes")),
    )
    op.create_index(
        "ix_library_themes_theme",
        "library_themes",
        ["theme", "optimal_moves", "puzzle_id"],
    )
    op.create_table(
        "library_deliveries",
        sa.Column("client_id", sa.String(32), nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("delivered_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["client_id"],
            ["clients.id"],
            name=op.f("fk_library_deliveries_client_id_clients"),
        ),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["library_puzzles.puzzle_id"],
            name=op.f("fk_library_deliveries_puzzle_id_library_puzzles"),
        ),
        sa.PrimaryKeyConstraint(
            "client_id", "puzzle_id", name=op.f("pk_library_deliveries")
        ),
    )
    op.create_table(
        "puzzle_records",
        sa.Column("family", sa.String(16), nullable=False),
        sa.Column("ricochet_rule", sa.Boolean(), nullable=False),
        sa.Column("layout", sa.String(16), nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=False),
        sa.Column("optimal_moves", sa.Integer(), nullable=False),
        sa.Column("method", JSON, nullable=False),
        sa.Column("found_at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["puzzle_id"],
            ["puzzles.id"],
            name=op.f("fk_puzzle_records_puzzle_id_puzzles"),
        ),
        sa.PrimaryKeyConstraint(
            "family", "ricochet_rule", "layout", name=op.f("pk_puzzle_records")
        ),
    )


def downgrade() -> None:
    """Drop the library's tables."""
    op.drop_table("puzzle_records")
    op.drop_table("library_deliveries")
    op.drop_index("ix_library_themes_theme", table_name="library_themes")
    op.drop_table("library_themes")
    op.drop_index(op.f("ix_library_puzzles_layout"), table_name="library_puzzles")
    op.drop_index("ix_library_puzzles_moves", table_name="library_puzzles")
    op.drop_index("ix_library_puzzles_band", table_name="library_puzzles")
    op.drop_table("library_puzzles")
