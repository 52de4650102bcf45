"""Games: games, players, rounds, bids and the event log.

Revision ID: 0003_games
Revises: 0001_core
Create Date: 2026-01-03 00:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

from service.infra.modelbase import UTCDateTime

revision: str = "0003_games"
down_revision: str | Sequence[str] | None = "0001_core"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    """Create the game tables."""
    _games()
    _players()
    _rounds()
    _bids()
    _events()


def _games() -> None:
    """Create the games table."""
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("preset", sa.String(32), nullable=False),
        sa.Column("rules", JSON, nullable=False),
        sa.Column("board_id", sa.String(32), nullable=False),
        sa.Column("seed", JSON, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("state", JSON, nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("event_seq", sa.Integer(), nullable=False),
        sa.Column("round_count", sa.Integer(), nullable=False),
        sa.Column("winners", JSON, nullable=True),
        sa.Column("created_by", sa.String(32), nullable=False),
        sa.Column("created_at", UTCDateTime(), nullable=False),
        sa.Column("finished_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["board_id"], ["boards.id"], name=op.f("fk_games_board_id_boards")
        ),
        sa.ForeignKeyConstraint(
            ["created_by"], ["clients.id"], name=op.f("fk_games_created_by_clients")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )


def _players() -> None:
    """Create the game_players table."""
    op.create_table(
        "game_players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(60), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("chips", sa.Integer(), nullable=False),
        sa.Column("won", JSON, nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_players_game_id_games")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_players")),
        sa.UniqueConstraint("game_id", "seat", name=op.f("uq_game_players_game_id")),
        sa.UniqueConstraint("token_hash", name=op.f("uq_game_players_token_hash")),
    )


def _rounds() -> None:
    """Create the game_rounds table."""
    op.create_table(
        "game_rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("chip", JSON, nullable=False),
        sa.Column("puzzle_id", sa.String(32), nullable=True),
        sa.Column("robots", JSON, nullable=False),
        sa.Column("started_at", UTCDateTime(), nullable=False),
        sa.Column("timer_started_at", UTCDateTime(), nullable=True),
        sa.Column("timer_ends_at", UTCDateTime(), nullable=True),
        sa.Column("bid_seq", sa.Integer(), nullable=False),
        sa.Column("verifier_id", sa.Integer(), nullable=True),
        sa.Column("verify_deadline", UTCDateTime(), nullable=True),
        sa.Column("outcome", sa.String(16), nullable=True),
        sa.Column("winner_id", sa.Integer(), nullable=True),
        sa.Column("data", JSON, nullable=False),
        sa.Column("ended_at", UTCDateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_rounds_game_id_games")
        ),
        sa.ForeignKeyConstraint(
            ["puzzle_id"], ["puzzles.id"], name=op.f("fk_game_rounds_puzzle_id_puzzles")
        ),
        sa.ForeignKeyConstraint(
            ["verifier_id"],
            ["game_players.id"],
            name=op.f("fk_game_rounds_verifier_id_game_players"),
        ),
        sa.ForeignKeyConstraint(
            ["winner_id"],
            ["game_players.id"],
            name=op.f("fk_game_rounds_winner_id_game_players"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_rounds")),
        sa.UniqueConstraint("game_id", "number", name=op.f("uq_game_rounds_game_id")),
    )
    op.create_index(op.f("ix_game_rounds_puzzle_id"), "game_rounds", ["puzzle_id"])


def _bids() -> None:
    """Create the game_bids table."""
    op.create_table(
        "game_bids",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("moves", sa.Integer(), nullable=False),
        sa.Column("at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["game_players.id"],
            name=op.f("fk_game_bids_player_id_game_players"),
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["game_rounds.id"],
            name=op.f("fk_game_bids_round_id_game_rounds"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_bids")),
        sa.UniqueConstraint("round_id", "seq", name=op.f("uq_game_bids_round_id")),
    )


def _events() -> None:
    """Create the game_events table."""
    op.create_table(
        "game_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.String(32), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("data", JSON, nullable=False),
        sa.Column("at", UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_events_game_id_games")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_events")),
        sa.UniqueConstraint("game_id", "seq", name=op.f("uq_game_events_game_id")),
    )


def downgrade() -> None:
    """Drop the game tables."""
    op.drop_table("game_events")
    op.drop_table("game_bids")
    op.drop_index(op.f("ix_game_rounds_puzzle_id"), table_name="game_rounds")
    op.drop_table("game_rounds")
    op.drop_table("game_players")
    op.drop_table("games")
