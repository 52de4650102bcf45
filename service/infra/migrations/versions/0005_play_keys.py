"""Puzzles get a play key: one value for every puzzle that plays the same.

Revision ID: 0005_play_keys
Revises: 0001_core
Create Date: 2026-11-25 00:00:00

The key is computed by the game core (`service.game.fingerprint.play_key`); existing
puzzles are keyed here. A change to how the key is computed needs a revision that
computes it again.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005_play_keys"
down_revision: str | Sequence[str] | None = "0001_core"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BATCH = 500


def upgrade() -> None:
    """Add `puzzles.play_key` (indexed) and key the stored puzzles."""
    op.add_column("puzzles", sa.Column("play_key", sa.String(32), nullable=True))
    op.create_index(op.f("ix_puzzles_play_key"), "puzzles", ["play_key"])
    key_stored_puzzles(op.get_bind())


def key_stored_puzzles(connection: sa.Connection) -> None:
    """Compute the play key of every stored puzzle, a batch at a time."""
    from service.game.board import parse_board
    from service.game.fingerprint import play_key
    from service.game.puzzle import parse_puzzle

    meta = sa.MetaData()
    puzzles = sa.Table("puzzles", meta, autoload_with=connection)
    boards = sa.Table("boards", meta, autoload_with=connection)
    query = (
        sa.select(puzzles.c.id, puzzles.c.data, boards.c.data)
        .join(boards, boards.c.id == puzzles.c.board_id)
        .where(puzzles.c.play_key.is_(None))
        .order_by(puzzles.c.id)
    )
    last = ""
    while rows := connection.execute(
        query.where(puzzles.c.id > last).limit(BATCH)
    ).all():
        for puzzle_id, data, board in rows:
            key = play_key(parse_puzzle(data, board=parse_board(board)))
            connection.execute(
                puzzles.update().where(puzzles.c.id == puzzle_id).values(play_key=key)
            )
        last = rows[-1][0]


def downgrade() -> None:
    """Drop `puzzles.play_key`."""
    with op.batch_alter_table("puzzles") as batch:
        batch.drop_index(batch.f("ix_puzzles_play_key"))
        batch.drop_column("play_key")
