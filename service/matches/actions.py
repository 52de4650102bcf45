"""The game use-cases the API calls: one locked transaction per change."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import sqlalchemy as sa

from service.accounts.models import Client
from service.infra.dbfaults import CONNECTION_LOST, after_commit, reset_session
from service.infra.domain_errors import Conflict, Forbidden, Invalid
from service.infra.extensions import db
from service.matches.models import Game, GameEvent, GameStatus, Round
from service.solving.solvecaps import charge_round_solve
from service.solving.solves import request_solve

from . import classic, micro, solo, verify
from .access import caller, require_player
from .flow import finish_game
from .present import (
    GameView,
    Outcome,
    PlacedBid,
    RoundView,
    game_view,
    round_view,
)
from .setup import create_game
from .store import get_round, live_round
from .tick import changing, current_game

INTERACTIVE = "interactive"
log = logging.getLogger(__name__)


def create(body: dict[str, Any], client: Client) -> GameView:
    """Create a game; the answer holds each player's token, shown this once."""
    game, tokens = create_game(body, client)
    return after_commit(lambda: game_view(game, tokens))  # the tokens: only now


def show(game_id: str) -> GameView:
    """Return a game's whole state (timers applied)."""
    return game_view(current_game(game_id))


def start_round(game_id: str) -> RoundView:
    """Turn the next chip (or roll the next target); a player or the admin may."""
    with changing(game_id) as (game, now):
        caller(game)
        ensure_active(game)
        rnd = live_round(game)
        if rnd is not None:
            raise Conflict(
                f"round {rnd.number} is still {rnd.status}", kind="wrong-phase"
            )
        starts = {
            "classic": classic.turn_chip,
            "solo": solo.start_round,
            "micro": micro.start_round,
        }
        rnd = starts[game.mode](game, now)
        db.session.flush()
        answer = round_view(game, rnd)  # before the commit: no read can fail after it
        owner, puzzle_id = game.created_by, rnd.puzzle_id
    if puzzle_id is not None:  # after the commit: it commits its own record
        request_round_solve(puzzle_id, owner)
    return answer


def request_round_solve(puzzle_id: str, client_id: str) -> None:
    """Ask for a round's optimum (shown in its ranking) after the round committed,
    charged to the game's client if its board is big (none past the budget); a
    database that stays unreachable costs that display, not the round."""
    try:
        if after_commit(lambda: charge_round_solve(client_id, puzzle_id)):
            after_commit(lambda: request_solve(puzzle_id, queue=INTERACTIVE))
    except CONNECTION_LOST:
        log.warning("the solve of %s was not requested (database lost)", puzzle_id)
        reset_session()


@contextmanager
def in_round(game_id: str, number: int) -> Iterator[tuple[Game, Round, datetime]]:
    """Lock a game (timers applied) and yield it with one of its rounds."""
    with changing(game_id) as (game, now):
        rnd = get_round(game, number)
        yield game, rnd, now


def bid(game_id: str, number: int, moves: int) -> PlacedBid:
    """Place the calling player's bid."""
    with in_round(game_id, number) as (game, rnd, now):
        player = require_player(game)
        ensure_active(game, "classic")
        placed = classic.place_bid(game, rnd, player, moves, now)
    return {
        "round": rnd.number,
        "seq": placed.seq,
        "player": player.seat,
        "moves": placed.moves,
        "at": placed.at,
        "timer_ends_at": rnd.timer_ends_at,
        "server_time": now,
    }


def start_timer(game_id: str, number: int) -> RoundView:
    """Start the sand timer of a round nobody has bid on, after the wait."""
    with in_round(game_id, number) as (game, rnd, now):
        who = caller(game)
        ensure_active(game, "classic")
        classic.start_timer(game, rnd, who, now)
    return round_view(game, rnd)


def demonstrate(game_id: str, number: int, solution: Any) -> Outcome:
    """Check the calling player's solution (classic verifier, or the solo player)."""
    with in_round(game_id, number) as (game, rnd, now):
        player = require_player(game)
        ensure_active(game, "classic", "solo")
        module = verify if game.mode == "classic" else solo
        result = module.demonstrate(game, rnd, player, solution, now)
    return outcome(game, rnd, result)


def claim(game_id: str, number: int, moves: int, path: list[Any]) -> Outcome:
    """Judge a Micro Robots claim with its demonstration."""
    with in_round(game_id, number) as (game, rnd, now):
        player = require_player(game)
        ensure_active(game, "micro")
        result = micro.claim(game, rnd, player, moves, path, now)
    return outcome(game, rnd, result)


def reroll(game_id: str, number: int) -> RoundView:
    """Roll a new Micro Robots target when nobody has claimed for a while."""
    with in_round(game_id, number) as (game, rnd, now):
        who = caller(game)
        ensure_active(game, "micro")
        micro.reroll(game, rnd, who, now)
    return round_view(game, rnd)


def finish(game_id: str) -> GameView:
    """End a game now (administering client only); the most chips win."""
    with changing(game_id) as (game, now):
        if caller(game) is not None:
            raise Forbidden("only the client that created the game may end it")
        ensure_active(game)
        finish_game(game, now, "ended_by_client")
    return game_view(game)


def show_round(game_id: str, number: int) -> RoundView:
    """Return one round."""
    game = current_game(game_id)
    return round_view(game, get_round(game, number))


def list_rounds(
    game_id: str, after: int, limit: int
) -> tuple[list[RoundView], int | None]:
    """Return up to `limit` rounds numbered above `after`, oldest first, and the
    number to continue after (None when no round follows)."""
    game = current_game(game_id)
    query = (
        sa.select(Round)
        .where(Round.game_id == game.id, Round.number > after)
        .order_by(Round.number)
        .limit(limit + 1)
    )
    rows = list(db.session.scalars(query))
    following = rows[limit - 1].number if len(rows) > limit else None
    return [round_view(game, r) for r in rows[:limit]], following


def events(
    game_id: str, after: int, limit: int
) -> tuple[list[GameEvent], int | None, int]:
    """Return up to `limit` events after a sequence number, in order (timers
    applied first), the seq to continue after (None at the end of the log for
    now) and the game's version."""
    game = current_game(game_id)
    query = (
        sa.select(GameEvent)
        .where(GameEvent.game_id == game.id, GameEvent.seq > after)
        .order_by(GameEvent.seq)
        .limit(limit + 1)
    )
    rows = list(db.session.scalars(query))
    following = rows[limit - 1].seq if len(rows) > limit else None
    return rows[:limit], following, game.version


def list_games(
    client: Client, cursor: str | None, limit: int
) -> tuple[list[Game], str | None]:
    """Return a page of the games a client created, newest first, and the id of
    the last one when more follow (the next page's cursor)."""
    query = sa.select(Game).where(Game.created_by == client.id)
    if cursor is not None:
        last = db.session.get(Game, cursor)
        if last is None or last.created_by != client.id:
            message = "not a cursor of this list"
            raise Invalid(f"cursor: {message}", errors={"cursor": [message]})
        query = query.where(
            sa.tuple_(Game.created_at, Game.id) < (last.created_at, last.id)
        )
    order = (Game.created_at.desc(), Game.id.desc())
    rows = list(db.session.scalars(query.order_by(*order).limit(limit + 1)))
    following = rows[limit - 1].id if len(rows) > limit else None
    return rows[:limit], following


def ensure_active(game: Game, *modes: str) -> None:
    """Refuse changes to a finished game, or an action its mode does not have."""
    if game.status != GameStatus.ACTIVE:
        raise Conflict(f"game {game.id} is finished", kind="game-over")
    if modes and game.mode not in modes:
        raise Conflict(
            f"a {game.mode} game has no such action "
            f"(it is for {' and '.join(modes)} games)",
            kind="wrong-mode",
        )


def outcome(game: Game, rnd: Round, result: dict[str, Any]) -> Outcome:
    """Return a demonstration's result with the round and the game (its status)."""
    return {"result": result, "round": round_view(game, rnd), "game": game}
