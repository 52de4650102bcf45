"""Trainer players: created at their first request, read and locked by name."""

from __future__ import annotations

import sqlalchemy as sa

from service.game.rating import NEW_PLAYER, Rating
from service.infra import clock
from service.infra.extensions import db, dialect_insert
from service.trainer.models import TrainerPlayer

PROVISIONAL_RD = 110.0
"""A rating with a deviation at least this wide is provisional (Lichess's figure)."""


def locked_player(client_id: str, player: str) -> TrainerPlayer:
    """Return a player's row, created if new, locked until the transaction ends."""
    fresh = {
        "client_id": client_id,
        "player": player,
        "rating": NEW_PLAYER.rating,
        "rd": NEW_PLAYER.rd,
        "volatility": NEW_PLAYER.volatility,
        "attempts": 0,
        "wins": 0,
        "created_at": clock.now(),
    }
    # One round trip: the upsert's no-op update locks a stored row as FOR UPDATE
    # would (an inserted row is the transaction's own) and returns it.
    statement = dialect_insert(TrainerPlayer).values(fresh)
    statement = statement.on_conflict_do_update(
        index_elements=["client_id", "player"],
        set_={"client_id": statement.excluded.client_id},
    ).returning(TrainerPlayer)
    query = sa.select(TrainerPlayer).from_statement(statement)
    row: TrainerPlayer = db.session.scalars(
        query.execution_options(populate_existing=True)
    ).one()
    return row


def find_player(client_id: str, player: str) -> TrainerPlayer | None:
    """Return a player's row, or None before their first attempt."""
    return db.session.get(TrainerPlayer, (client_id, player))


def rating_of(row: TrainerPlayer) -> Rating:
    """Return a player's Glicko-2 rating."""
    return Rating(row.rating, row.rd, row.volatility)


def current_rating(client_id: str, player: str) -> Rating:
    """Return a player's rating (a new player's when unknown)."""
    row = find_player(client_id, player)
    return NEW_PLAYER if row is None else rating_of(row)
