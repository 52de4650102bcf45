"""Loading and locking games, appending events, reading stored rules and boards."""

from __future__ import annotations

from dataclasses import fields
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from service.game.board import Board
from service.game.editions import Ruleset
from service.game.micro import MicroBoard
from service.infra.domain_errors import NotFound
from service.infra.extensions import db
from service.matches.models import Game, GameEvent, Player, Round, RoundStatus
from service.puzzles.boards import parsed_board
from service.puzzles.models import Board as BoardRow

LIVE = (RoundStatus.WAITING, RoundStatus.RUNNING, RoundStatus.VERIFYING)
"""Round statuses before `over`."""


def get_game(game_id: str) -> Game:
    """Return a game without locking it (404 problem when unknown)."""
    game = db.session.get(Game, game_id)
    if game is None:
        raise NotFound(f"no game with id {game_id!r}")
    return game


def lock_game(game_id: str) -> Game:
    """Take the game's lock for this transaction and return it freshly loaded.

    The version bump comes first: on SQLite the write lock is then held before
    anything is read (so no stale snapshot), on PostgreSQL it locks the row; the
    SELECT ... FOR UPDATE that follows reloads it with the latest committed state.
    """
    db.session.expire_all()
    bump = sa.update(Game).where(Game.id == game_id).values(version=Game.version + 1)
    bumped = db.session.execute(bump.execution_options(synchronize_session=False))
    if bumped.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFound(f"no game with id {game_id!r}")
    query = sa.select(Game).where(Game.id == game_id).with_for_update()
    game: Game = db.session.scalars(
        query.execution_options(populate_existing=True)
    ).one()
    return game


def latest_round(game: Game) -> Round | None:
    """Return the game's most recent round, if any."""
    query = (
        sa.select(Round)
        .where(Round.game_id == game.id)
        .order_by(Round.number.desc())
        .limit(1)
    )
    return db.session.scalars(query).first()


def live_round(game: Game) -> Round | None:
    """Return the round being played (not over), if any."""
    rnd = latest_round(game)
    return rnd if rnd is not None and rnd.status in LIVE else None


def get_round(game: Game, number: int) -> Round:
    """Return a round of a game by number (404 problem when unknown)."""
    query = sa.select(Round).where(Round.game_id == game.id, Round.number == number)
    rnd = db.session.scalars(query).first()
    if rnd is None:
        raise NotFound(f"game {game.id} has no round {number}")
    return rnd


def add_event(game: Game, kind: str, at: datetime, **data: Any) -> None:
    """Append an event to the game's log with the next sequence number."""
    game.event_seq += 1
    db.session.add(
        GameEvent(game_id=game.id, seq=game.event_seq, type=kind, data=data, at=at)
    )


def ruleset_of(game: Game) -> Ruleset:
    """Return the game's rules (the preset with its overrides).

    Flags the core no longer knows are dropped and new ones take their defaults,
    so games stored by an older version keep loading.
    """
    known = {f.name for f in fields(Ruleset)}
    return Ruleset(**{k: v for k, v in game.rules.items() if k in known})


def board_of(game: Game) -> Board | MicroBoard:
    """Return the game's board as a core object (cached per process)."""
    row = db.session.get(BoardRow, game.board_id)
    assert row is not None  # a foreign key guarantees it
    return parsed_board(row)


def classic_board(game: Game) -> Board:
    """Return the board of a classic or solo game."""
    board = board_of(game)
    assert isinstance(board, Board)
    return board


def micro_board(game: Game) -> MicroBoard:
    """Return the board of a Micro Robots game."""
    board = board_of(game)
    assert isinstance(board, MicroBoard)
    return board


def player_by_id(game: Game, player_id: int | None) -> Player | None:
    """Return the game's player with a database id."""
    return next((p for p in game.players if p.id == player_id), None)


def seat_of(game: Game, player_id: int | None) -> int | None:
    """Return the seat of a player id (None for None)."""
    player = player_by_id(game, player_id)
    return None if player is None else player.seat


def chips_by_seat(game: Game) -> dict[int, int]:
    """Return each seat's chip count."""
    return {p.seat: p.chips for p in game.players}


def set_state(game: Game, **changes: Any) -> None:
    """Replace the game's state with some keys changed (JSON columns are replaced)."""
    game.state = {**game.state, **changes}


def set_data(rnd: Round, **changes: Any) -> None:
    """Replace a round's data with some keys changed."""
    rnd.data = {**rnd.data, **changes}


def iso(moment: datetime | None) -> str | None:
    """Return a datetime as ISO 8601 text for JSON columns."""
    return None if moment is None else moment.isoformat()
