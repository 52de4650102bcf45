"""Classic rounds: turn a chip, take bids against the sand timer, start it by hand."""

from __future__ import annotations

from datetime import datetime, timedelta

from service.infra.domain_errors import Conflict
from service.infra.extensions import db
from service.matches.models import Bid, Game, Player, Round, RoundStatus

from .puzzles import chip_puzzle, store_puzzle
from .store import add_event, iso, ruleset_of, set_state


def turn_chip(
    game: Game, now: datetime, *, status: RoundStatus = RoundStatus.WAITING
) -> Round:
    """Turn the top face-down chip up and open a round on it (robots on markers)."""
    deck = list(game.state["deck"])
    index = deck.pop(0)
    chip = {"index": index, **game.state["chips"][index]}
    robots = game.state["robots"]
    puzzle_id = store_puzzle(chip_puzzle(game, robots, chip), game)
    set_state(game, deck=deck)
    game.round_count += 1
    rnd = Round(
        game_id=game.id,
        number=game.round_count,
        status=status,
        chip=chip,
        puzzle_id=puzzle_id,
        robots=robots,
        started_at=now,
        bid_seq=0,
        data={},
    )
    db.session.add(rnd)
    add_event(
        game,
        "round_started",
        now,
        round=rnd.number,
        chip=chip,
        robots=robots,
        puzzle_id=puzzle_id,
    )
    return rnd


def place_bid(game: Game, rnd: Round, player: Player, moves: int, now: datetime) -> Bid:
    """Record a bid; the first one starts the sand timer.

    :raise Conflict: timer-over once the timer has run out, bid-not-lower when the
        player does not lower its own bid, wrong-phase for a round that is over.
    """
    if rnd.status in (RoundStatus.VERIFYING, RoundStatus.OVER):
        if rnd.timer_ends_at is not None:
            raise Conflict(
                f"the sand timer of round {rnd.number} ran "
                f"out at {iso(rnd.timer_ends_at)}; bids are closed",
                kind="timer-over",
            )
        raise Conflict(f"round {rnd.number} is over", kind="wrong-phase")
    own = [bid.moves for bid in rnd.bids if bid.player_id == player.id]
    if own and moves >= own[-1]:
        raise Conflict(
            f"your bid is {own[-1]}; a new bid must be "
            "lower (bids may be lowered, never raised)",
            kind="bid-not-lower",
        )
    rnd.bid_seq += 1
    bid = Bid(
        round_id=rnd.id, seq=rnd.bid_seq, player_id=player.id, moves=moves, at=now
    )
    rnd.bids.append(bid)
    add_event(
        game, "bid", now, round=rnd.number, seq=bid.seq, player=player.seat, moves=moves
    )
    if rnd.status == RoundStatus.WAITING:
        run_timer(game, rnd, now, by=player.seat, reason="first_bid")
    return bid


def start_timer(game: Game, rnd: Round, player: Player | None, now: datetime) -> None:
    """Turn the sand timer with no bid, allowed once the no-bid wait has passed."""
    if rnd.status != RoundStatus.WAITING:
        raise Conflict(
            f"round {rnd.number} is {rnd.status}; only a "
            "round with no bid and no timer can have its timer started",
            kind="wrong-phase",
        )
    allowed = timer_allowed_at(game, rnd)
    if now < allowed:
        wait = (allowed - now).total_seconds()
        raise Conflict(
            f"the timer may be started without a bid from "
            f"{iso(allowed)} ({wait:.0f} s from now)",
            kind="too-early",
        )
    run_timer(
        game, rnd, now, by=None if player is None else player.seat, reason="no_bid_wait"
    )


def run_timer(
    game: Game, rnd: Round, now: datetime, by: int | None, reason: str
) -> None:
    """Start the sand timer of a round."""
    rnd.status = RoundStatus.RUNNING
    rnd.timer_started_at = now
    rnd.timer_ends_at = now + timedelta(seconds=ruleset_of(game).timer_seconds)
    add_event(
        game,
        "timer_started",
        now,
        round=rnd.number,
        by=by,
        reason=reason,
        ends_at=iso(rnd.timer_ends_at),
    )


def timer_allowed_at(game: Game, rnd: Round) -> datetime:
    """Return when any player may start the timer of a round nobody has bid on."""
    return rnd.started_at + timedelta(seconds=ruleset_of(game).no_bid_wait_seconds)
