"""Classic verification: when the timer runs out, bidders demonstrate in order.

Everything here runs from stored timestamps: a timer that ran out or a verifier
who let the deadline pass is handled by `advance` on the next request, with the
events dated when they happened (the deadline), not when they were noticed.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from service.game.check import check_solution
from service.game.notation import format_compact, parse_solution
from service.infra.domain_errors import Conflict
from service.matches.models import Game, Player, Round, RoundOutcome, RoundStatus

from .flow import award_chip, classic_game_over, end_round, finish_game, return_chip
from .puzzles import round_puzzle
from .referee import BidView, Demonstration, verification_order
from .store import (
    add_event,
    chips_by_seat,
    iso,
    player_by_id,
    ruleset_of,
    set_data,
    set_state,
)


def advance(game: Game, rnd: Round, now: datetime) -> None:
    """Apply what the clock decided: the timer's end, verifiers' timeouts."""
    if (
        rnd.status == RoundStatus.RUNNING
        and rnd.timer_ends_at
        and now >= rnd.timer_ends_at
    ):
        close_bidding(game, rnd, rnd.timer_ends_at)
    while (
        rnd.status == RoundStatus.VERIFYING
        and rnd.verify_deadline
        and now >= rnd.verify_deadline
    ):
        forfeit(game, rnd, rnd.verify_deadline)


def close_bidding(game: Game, rnd: Round, at: datetime) -> None:
    """End the bidding: no bid returns the chip, else fix the verification order."""
    add_event(game, "timer_expired", at, round=rnd.number, bids=len(rnd.bids))
    if not rnd.bids:
        return_chip(game, rnd, at, "no_bid")
        end_round(game, rnd, RoundOutcome.NO_BID, at)
        return
    seats = chips_by_seat(game)
    views = [BidView(b.player_id, b.moves, b.seq) for b in rnd.bids]
    chips = {p.id: seats[p.seat] for p in game.players}
    queue = verification_order(views, ruleset_of(game).tie_break, chips)
    best = {b.player_id: b.moves for b in rnd.bids}  # the last bid is the lowest
    rnd.status = RoundStatus.VERIFYING
    set_data(
        rnd,
        queue=[{"player": pid, "bid": best[pid]} for pid in queue],
        position=0,
        attempts=[],
    )
    call_verifier(game, rnd, at)


def call_verifier(game: Game, rnd: Round, at: datetime) -> None:
    """Ask the next bidder in order to demonstrate, or give up on the chip."""
    position = rnd.data["position"]
    if position >= len(rnd.data["queue"]):
        return_chip(game, rnd, at, "nobody_succeeded")
        end_round(game, rnd, RoundOutcome.FAILED, at)
        return
    entry = rnd.data["queue"][position]
    rnd.verifier_id = entry["player"]
    rnd.verify_deadline = at + timedelta(seconds=ruleset_of(game).verify_seconds)
    player = player_by_id(game, entry["player"])
    assert player is not None
    add_event(
        game,
        "verifier_called",
        at,
        round=rnd.number,
        player=player.seat,
        bid=entry["bid"],
        deadline=iso(rnd.verify_deadline),
    )


def forfeit(game: Game, rnd: Round, at: datetime) -> None:
    """The verifier did not answer in time: it loses its turn."""
    player = player_by_id(game, rnd.verifier_id)
    assert player is not None
    record_attempt(game, rnd, player, at, {"result": "timeout"})
    next_verifier(game, rnd, at)


def next_verifier(game: Game, rnd: Round, at: datetime) -> None:
    """Move on to the next bidder in order."""
    set_data(rnd, position=rnd.data["position"] + 1)
    call_verifier(game, rnd, at)


def demonstrate(
    game: Game, rnd: Round, player: Player, solution: Any, now: datetime
) -> Demonstration:
    """Check the verifier's solution; a success takes the chip, a failure passes on.

    `solution` None concedes. A malformed solution is a 422 and costs nothing.
    """
    if rnd.status != RoundStatus.VERIFYING:
        raise Conflict(
            f"round {rnd.number} is {rnd.status}: "
            "solutions are asked for once the timer has run out",
            kind="wrong-phase",
        )
    if rnd.verifier_id != player.id:
        current = player_by_id(game, rnd.verifier_id)
        raise Conflict(
            f"seat {current.seat if current else '?'} "
            f"is demonstrating until {iso(rnd.verify_deadline)}",
            kind="not-your-turn",
        )
    bid = rnd.data["queue"][rnd.data["position"]]["bid"]
    result = judge(game, rnd, bid, solution)
    record_attempt(game, rnd, player, now, result)
    if result["result"] == "success":
        win_round(game, rnd, player, result, now)
    else:
        next_verifier(game, rnd, now)
    return result


def judge(game: Game, rnd: Round, bid: int, solution: Any) -> Demonstration:
    """Replay a solution from the markers; it must solve and honour the bid."""
    if solution is None:
        return Demonstration(result="conceded", bid=bid)
    moves = parse_solution(solution)
    verdict = check_solution(round_puzzle(game, rnd), moves)
    met = verdict.solved and ruleset_of(game).bid_met(bid, verdict.moves)
    return Demonstration(
        result="success" if met else "failure",
        bid=bid,
        moves=verdict.moves,
        solved=verdict.solved,
        bid_met=met,
        bid_semantics=ruleset_of(game).bid_semantics,
        solution=format_compact(moves),
        verdict=verdict.to_json(),
    )


def record_attempt(
    game: Game, rnd: Round, player: Player, at: datetime, result: Demonstration
) -> None:
    """Log one verification attempt in the round and the event log."""
    summary = {k: v for k, v in result.items() if k != "verdict"}
    set_data(
        rnd,
        attempts=[
            *rnd.data["attempts"],
            {"player": player.seat, "at": iso(at), **summary},
        ],
    )
    add_event(game, "verification", at, round=rnd.number, player=player.seat, **summary)


def win_round(
    game: Game, rnd: Round, player: Player, result: Demonstration, now: datetime
) -> None:
    """The verifier succeeded: chip taken, robots stay where the solution left them."""
    award_chip(game, rnd, player, now)
    set_state(game, robots=result["verdict"]["robots"])
    set_data(rnd, solution=result["solution"])
    end_round(game, rnd, RoundOutcome.WON, now, player)
    if classic_game_over(game):
        finish_game(game, now, "chips")
