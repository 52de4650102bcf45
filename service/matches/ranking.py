"""Bid ranking against the optimum, and the round summary.

The optimum comes from the background solver (`service.solving.solves`) for classic and
solo rounds, and from the instant BFS for Micro Robots. It is shown only once the
round's timer has run out (classic), or once the round is over (solo, micro):
earlier it would hand players the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypedDict

from service.game.errors import GameError
from service.game.micro import micro_shortest
from service.game.notation import format_compact, parse_solution
from service.game.solver import SolverStatus
from service.matches.models import Game, Round, RoundStatus
from service.solving.models import SolveState
from service.solving.solves import get_solve, known_optimum

from .referee import BidStanding, bid_standing
from .store import micro_board, seat_of


def revealed(game: Game, rnd: Round) -> bool:
    """Tell whether the round may show its optimum (its timer ran out / it is over)."""
    if game.mode == "classic":
        return rnd.status in (RoundStatus.VERIFYING, RoundStatus.OVER)
    return rnd.status == RoundStatus.OVER


class ClassicSummary(TypedDict):
    """A classic or solo round once over: an optimal solution beside the winner's."""

    optimum: int | None
    optimal_solution: str | None
    played: str | None
    winner: int | None


class MicroSummary(TypedDict):
    """A Micro Robots round once over: an optimal path beside the claim."""

    optimum: int | None
    optimal_path: list[list[int]] | None
    claim: dict[str, Any] | None
    winner: int | None


@dataclass(frozen=True, slots=True)
class Ranking:
    """What a round shows of its optimum: None until revealed, and its summary
    once the round is over."""

    optimum: int | None = None
    summary: ClassicSummary | MicroSummary | None = None


def round_ranking(game: Game, rnd: Round, bids: list[dict[str, Any]]) -> Ranking:
    """Return the optimum, the bids with their standing and (when over) a summary."""
    if not revealed(game, rnd):
        return Ranking()
    optimum = optimum_of(game, rnd)
    semantics = "exact" if game.mode == "micro" else game.rules["bid_semantics"]
    if optimum is not None:
        for bid in bids:
            bid["standing"] = bid_standing(bid["moves"], optimum, semantics)
    summary = summary_of(game, rnd, optimum) if rnd.status == RoundStatus.OVER else None
    return Ranking(optimum, summary)


def optimum_of(game: Game, rnd: Round) -> int | None:
    """Return the round's proven optimum, if known."""
    if game.mode == "micro":
        return micro_optimum(game, rnd)[0]
    return known_optimum(rnd.puzzle_id) if rnd.puzzle_id else None


def micro_optimum(game: Game, rnd: Round) -> tuple[int | None, list[list[int]] | None]:
    """Return the fewest moves from the round's start to its target, and a path."""
    try:
        moves, path = micro_shortest(
            micro_board(game), tuple(rnd.data["start"]), tuple(rnd.chip["cell"])
        )
    except GameError:  # unreachable on a custom board
        return None, None
    return moves, [list(cell) for cell in path]


def summary_of(
    game: Game, rnd: Round, optimum: int | None
) -> ClassicSummary | MicroSummary:
    """Return the optimum and an optimal solution next to what the winner played."""
    if game.mode == "micro":
        claim = rnd.data.get("claim")
        if claim is not None:
            claim = {**claim, "standing": _standing(claim["claim"], optimum)}
        return MicroSummary(
            optimum=optimum,
            optimal_path=micro_optimum(game, rnd)[1],
            claim=claim,
            winner=seat_of(game, rnd.winner_id),
        )
    return ClassicSummary(
        optimum=optimum,
        optimal_solution=optimal_solution(rnd) if optimum is not None else None,
        played=rnd.data.get("solution"),
        winner=seat_of(game, rnd.winner_id),
    )


def _standing(moves: int, optimum: int | None) -> BidStanding | None:
    """Return a Micro Robots claim's standing (claims are exact)."""
    return None if optimum is None else bid_standing(moves, optimum, "exact")


def optimal_solution(rnd: Round) -> str | None:
    """Return an optimal solution in compact form, when the solver found one."""
    if rnd.puzzle_id is None:
        return None
    status = get_solve(rnd.puzzle_id)
    if (
        status.status != SolveState.DONE
        or status.result != SolverStatus.OPTIMAL
        or not status.solution
    ):
        return None
    return format_compact(parse_solution(status.solution))
