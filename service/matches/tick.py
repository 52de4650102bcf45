"""The lazy state machine: every request first applies what the clock decided.

No background process is needed: timers are stored as timestamps and evaluated
here, inside the game's locked transaction, before the request's own change.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

from service.infra import clock
from service.infra.extensions import db
from service.matches.models import Game, GameStatus, Round, RoundStatus

from . import solo, verify
from .store import get_game, live_round, lock_game


def advance(game: Game, now: datetime) -> None:
    """Apply timer ends and verifier timeouts that are due by `now`."""
    if game.status != GameStatus.ACTIVE:
        return
    rnd = live_round(game)
    if rnd is None:
        return
    if game.mode == "classic":
        verify.advance(game, rnd, now)
    elif game.mode == "solo":
        solo.advance(game, rnd, now)


def due(rnd: Round | None, now: datetime) -> bool:
    """Tell whether the clock has decided something the round does not show yet."""
    if rnd is None:
        return False
    if rnd.status == RoundStatus.RUNNING and rnd.timer_ends_at is not None:
        return now >= rnd.timer_ends_at
    if rnd.status == RoundStatus.VERIFYING and rnd.verify_deadline is not None:
        return now >= rnd.verify_deadline
    return False


@contextmanager
def changing(game_id: str) -> Iterator[tuple[Game, datetime]]:
    """Lock a game, bring it up to date, let the caller change it, commit.

    One transaction per change: when the caller raises, nothing is written (the
    session is rolled back at teardown), not even the catch-up, which the next
    request redoes identically from the same timestamps.
    """
    game = lock_game(game_id)
    now = clock.now()
    advance(game, now)
    yield game, now
    db.session.commit()


def current_game(game_id: str) -> Game:
    """Return a game for reading, catching it up first when a timer has run out."""
    game = get_game(game_id)
    if game.status == GameStatus.ACTIVE and due(live_round(game), clock.now()):
        with changing(game_id) as (game, _):
            pass
    return game
