"""Micro Robots rounds: dice roll the target, the first claim demonstrates.

A claim carries its demonstration (the number of moves and the path), so the
first claim the server receives is the first claim made. Exactly that many moves
reaching the target take the target's chip; anything else costs the claimer one
chip (to the player with the fewest, ties clockwise) and the chip goes back to
the supply. Either way the robot ends on the target, the next round's start.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from service.game.geometry import Cell
from service.game.micro import MicroBoard, check_micro_path, roll_dice
from service.infra.domain_errors import Conflict
from service.infra.extensions import db
from service.matches.models import Game, Player, Round, RoundOutcome, RoundStatus

from .flow import end_round, finish_game
from .referee import penalty_recipient, seeded
from .store import (
    add_event,
    chips_by_seat,
    iso,
    micro_board,
    ruleset_of,
    set_data,
    set_state,
)


def roll(
    board: MicroBoard, seed: Any, number: int, avoid: list[Cell]
) -> dict[str, Any]:
    """Roll colour and number (the `number`-th roll of the game), again on `avoid`."""
    rng = seeded(seed, f"dice:{number}")
    while True:
        color, value = roll_dice(rng)
        cell = board.find(color, value)
        if cell not in avoid:
            return {"color": color, "number": value, "cell": list(cell)}


def first_start(board: MicroBoard, seed: Any) -> dict[str, Any]:
    """Roll the robot's first starting space (the game's state)."""
    start = roll(board, seed, 0, [])
    return {"robot": start["cell"], "rolls": 1, "roller": 0}


def roll_target(game: Game, avoid: list[Cell]) -> dict[str, Any]:
    """Roll the next target (never the start), counting the roll."""
    rolled = roll(micro_board(game), game.seed, game.state["rolls"], avoid)
    set_state(game, rolls=game.state["rolls"] + 1)
    return rolled


def start_round(game: Game, now: datetime) -> Round:
    """Roll a target; the roller's left neighbour rolls next time."""
    start = game.state["robot"]
    roller = game.state["roller"]
    target = roll_target(game, [tuple(start)])
    set_state(game, roller=(roller + 1) % len(game.players))
    game.round_count += 1
    rnd = Round(
        game_id=game.id,
        number=game.round_count,
        status=RoundStatus.WAITING,
        chip=target,
        robots={"robot": start},
        started_at=now,
        bid_seq=0,
        data={
            "start": start,
            "roller": roller,
            "target_rolled_at": iso(now),
            "rolls": [target],
        },
    )
    db.session.add(rnd)
    add_event(
        game,
        "round_started",
        now,
        round=rnd.number,
        start=start,
        target=target,
        roller=roller,
    )
    return rnd


def reroll(game: Game, rnd: Round, player: Player | None, now: datetime) -> None:
    """Roll a new target after the wait with no claim; the chip moves along."""
    if rnd.status != RoundStatus.WAITING:
        raise Conflict(f"round {rnd.number} is over", kind="wrong-phase")
    allowed = reroll_allowed_at(game, rnd)
    if now < allowed:
        raise Conflict(
            f"the target may be rolled again from "
            f"{iso(allowed)}, when nobody has claimed for a while",
            kind="too-early",
        )
    avoid = [tuple(rnd.data["start"]), tuple(rnd.chip["cell"])]
    target = roll_target(game, avoid)
    rnd.chip = target
    set_data(rnd, target_rolled_at=iso(now), rolls=[*rnd.data["rolls"], target])
    add_event(
        game,
        "target_rerolled",
        now,
        round=rnd.number,
        target=target,
        by=None if player is None else player.seat,
    )


def reroll_allowed_at(game: Game, rnd: Round) -> datetime:
    """Return when the players may roll a new target for lack of a claim."""
    rolled = datetime.fromisoformat(rnd.data["target_rolled_at"])
    return rolled + timedelta(seconds=ruleset_of(game).no_bid_wait_seconds)


def claim(
    game: Game, rnd: Round, player: Player, moves: int, path: list[Any], now: datetime
) -> dict[str, Any]:
    """Judge the first claim of a round and settle the chips."""
    if rnd.status != RoundStatus.WAITING:
        raise Conflict(
            f"round {rnd.number} is over: the first claim decided it",
            kind="wrong-phase",
        )
    start, target = rnd.data["start"], rnd.chip["cell"]
    verdict = check_micro_path(micro_board(game), start, target, path, claim=moves)
    result = {
        "result": "success" if verdict.solved else "failure",
        "claim": moves,
        "moves": verdict.moves,
        "path": [list(c) for c in verdict.path],
        "error": verdict.error,
    }
    set_data(rnd, claim={"player": player.seat, "at": iso(now), **result})
    add_event(game, "claim", now, round=rnd.number, player=player.seat, **result)
    settle(game, rnd, player, verdict.solved, now)
    return {**result, "verdict": verdict.to_json()}


def settle(game: Game, rnd: Round, player: Player, solved: bool, now: datetime) -> None:
    """Hand out or return the chip, move the robot to the target, maybe end."""
    if solved:
        player.chips += 1
        player.won = [*player.won, rnd.number]
        add_event(
            game,
            "chip_awarded",
            now,
            round=rnd.number,
            player=player.seat,
            chip=rnd.chip,
            chips=player.chips,
        )
    else:
        pay_penalty(game, player, now)
        add_event(
            game,
            "chip_returned",
            now,
            round=rnd.number,
            chip=rnd.chip,
            reason="claim_failed",
        )
    set_state(game, robot=rnd.chip["cell"])
    outcome = RoundOutcome.WON if solved else RoundOutcome.FAILED
    end_round(game, rnd, outcome, now, player if solved else None)
    rules = ruleset_of(game)
    if any(p.chips >= rules.micro_chips_to_win for p in game.players):
        finish_game(game, now, "chips")
    elif sum(p.chips for p in game.players) >= rules.micro_chips_total:
        finish_game(game, now, "supply_empty")


def pay_penalty(game: Game, player: Player, now: datetime) -> None:
    """A failed claimer gives one of its chips to the player with the fewest."""
    seat = penalty_recipient(chips_by_seat(game), player.seat)
    if seat is None:
        return
    receiver = game.players[seat]
    player.chips -= 1
    receiver.chips += 1
    given, player.won = player.won[-1], player.won[:-1]
    receiver.won = [*receiver.won, given]
    add_event(
        game,
        "chip_given",
        now,
        round=game.round_count,
        player=player.seat,
        to=receiver.seat,
    )
