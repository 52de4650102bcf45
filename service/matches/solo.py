"""Solo rounds: each chip starts the timer; a solution in time lays it face up.

One demonstration per round: a wrong one, or none before the timer runs out (it
runs `solo_timer_runs` times, 1 or 2), lays the chip face down. The game ends when
every chip has been played; more face-up than face-down chips wins.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from service.game.check import check_solution
from service.game.notation import format_compact, parse_solution
from service.infra.domain_errors import Conflict
from service.matches.models import Game, Player, Round, RoundOutcome, RoundStatus

from .classic import turn_chip
from .flow import end_round, finish_game
from .puzzles import round_puzzle
from .referee import Demonstration
from .store import add_event, iso, ruleset_of, set_data, set_state


def start_round(game: Game, now: datetime) -> Round:
    """Turn a chip and the timer at once."""
    rnd = turn_chip(game, now, status=RoundStatus.RUNNING)
    rules = ruleset_of(game)
    rnd.timer_started_at = now
    rnd.timer_ends_at = now + timedelta(
        seconds=rules.timer_seconds * rules.solo_timer_runs
    )
    add_event(
        game,
        "timer_started",
        now,
        round=rnd.number,
        by=0,
        reason="solo",
        ends_at=iso(rnd.timer_ends_at),
    )
    return rnd


def advance(game: Game, rnd: Round, now: datetime) -> None:
    """Lay the chip face down when the timer ran out without a solution."""
    if (
        rnd.status == RoundStatus.RUNNING
        and rnd.timer_ends_at
        and now >= rnd.timer_ends_at
    ):
        add_event(game, "timer_expired", rnd.timer_ends_at, round=rnd.number, bids=0)
        lay_chip(game, rnd, face_up=False, at=rnd.timer_ends_at)


def demonstrate(
    game: Game, rnd: Round, player: Player, solution: Any, now: datetime
) -> Demonstration:
    """Check the player's solution (None gives up) and lay the chip."""
    if rnd.status != RoundStatus.RUNNING:
        raise Conflict(f"round {rnd.number} is over", kind="wrong-phase")
    result = Demonstration(result="conceded")
    if solution is not None:
        moves = parse_solution(solution)
        verdict = check_solution(round_puzzle(game, rnd), moves)
        result = Demonstration(
            result="success" if verdict.solved else "failure",
            moves=verdict.moves,
            solved=verdict.solved,
            solution=format_compact(moves),
            verdict=verdict.to_json(),
        )
    summary = {k: v for k, v in result.items() if k != "verdict"}
    set_data(rnd, attempts=[{"player": player.seat, "at": iso(now), **summary}])
    add_event(
        game, "verification", now, round=rnd.number, player=player.seat, **summary
    )
    if result["result"] == "success":
        set_state(game, robots=result["verdict"]["robots"])
        set_data(rnd, solution=result["solution"])
    lay_chip(game, rnd, face_up=result["result"] == "success", at=now)
    return result


def lay_chip(game: Game, rnd: Round, *, face_up: bool, at: datetime) -> None:
    """Lay the round's chip face up or down; end the game after the last chip."""
    pile = "face_up" if face_up else "face_down"
    set_state(game, **{pile: [*game.state[pile], rnd.chip["index"]]})
    if face_up:  # the player's chips count the chips laid face up
        player = game.players[0]
        player.chips += 1
        player.won = [*player.won, rnd.chip["index"]]
    add_event(game, "chip_laid", at, round=rnd.number, chip=rnd.chip, face_up=face_up)
    end_round(game, rnd, RoundOutcome(pile), at, game.players[0] if face_up else None)
    if not game.state["deck"]:
        finish_game(game, at, "all_chips_played")
