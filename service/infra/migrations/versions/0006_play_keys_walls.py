"""Play keys again: walls beside blocked cells no longer count.

Revision ID: 0006_play_keys_walls
Revises: 0005_play_keys
Create Date: 2026-11-27 00:00:00

`service.game.fingerprint.play_key` now leaves out walls that can never change a
move (beside a blocked cell: the classic board's centre has eight), so every stored
key is computed again, a batch at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_play_keys_walls"
down_revision: str | Sequence[str] | None = "0005_play_keys"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BATCH = 500


def upgrade() -> None:
    """Compute every stored puzzle's play key again."""
    rekey_stored_puzzles(op.get_bind())


def rekey_stored_puzzles(connection: sa.Connection) -> None:
    """Compute the play key of every stored puzzle, a batch at a time (by id)."""
    from service.game.board import parse_board
    from service.game.fingerprint import play_key
    from service.game.puzzle import parse_puzzle

    meta = sa.MetaData()
    puzzles = sa.Table("puzzles", meta, autoload_with=connection)
    boards = sa.Table("boards", meta, autoload_with=connection)
    query = (
        sa.select(puzzles.c.id, puzzles.c.data, boards.c.data, puzzles.c.play_key)
        .join(boards, boards.c.id == puzzles.c.board_id)
        .order_by(puzzles.c.id)
    )
    last = ""
    while rows := connection.execute(
        query.where(puzzles.c.id > last).limit(BATCH)
    ).all():
        for puzzle_id, data, board, old in rows:
            key = play_key(parse_puzzle(data, board=parse_board(board)))
            if key != old:
                connection.execute(
                    puzzles.update()
                    .where(puzzles.c.id == puzzle_id)
                    .values(play_key=key)
                )
        last = rows[-1][0]


def downgrade() -> None:
    """Nothing to undo: the old keys cannot be computed by the current core."""
