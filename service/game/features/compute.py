"""All features of a puzzle with a proven optimum and one optimal solution."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from ..geometry import VORTEX
from ..puzzle import Puzzle
from ..solver import Limits, solve
from .replay import Move, solution_shape
from .solo import solo_moves
from .solutions import SOLUTIONS_CAP, count_solutions


@dataclass(frozen=True, slots=True)
class Features:
    """What the solver can tell about a puzzle (see docs/puzzle-library.md)."""

    optimal_moves: int
    robots_moved: int
    robot_switches: int
    helper_moves: int
    helpers: int
    switchbacks: int
    solo_moves: int | None  # the finishing robot alone; None: not within 60 moves
    needs_helper: bool  # the finishing robot alone needs more than the optimum
    optimal_solutions: int  # distinct optimal move sequences, up to the cap
    solutions_capped: bool  # optimal_solutions is the cap: there may be more
    solutions_exact: bool  # false when counting ran out of time (a lower bound)
    diagonal_deflections: int
    black_moves: int
    vortex: bool
    ricochet_rule: bool
    ricochet_rule_adds: int | None  # optimum with the rule minus without

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return asdict(self)


def puzzle_features(
    puzzle: Puzzle,
    optimum: int,
    solution: Sequence[Move],
    *,
    cap: int = SOLUTIONS_CAP,
    seconds: float = 30.0,
    compare_rule: bool = True,
) -> Features:
    """Compute every feature of a puzzle from its proven optimum and a solution.

    :param compare_rule: solve the puzzle with the ricochet rule flipped to learn
        what the rule adds (else `ricochet_rule_adds` is None).
    :raise ValueError: when the solution's length is not the optimum.
    """
    if len(solution) != optimum:
        raise ValueError("the solution must have the optimum's length")
    shape = solution_shape(puzzle, solution)
    solo = solo_moves(puzzle)
    count = count_solutions(puzzle, optimum, cap=cap, seconds=seconds)
    return Features(
        optimal_moves=optimum,
        robots_moved=shape.robots_moved,
        robot_switches=shape.robot_switches,
        helper_moves=shape.helper_moves,
        helpers=shape.helpers,
        switchbacks=shape.switchbacks,
        solo_moves=solo,
        needs_helper=solo is None or solo > optimum,
        optimal_solutions=count.count,
        solutions_capped=count.capped,
        solutions_exact=count.exact,
        diagonal_deflections=shape.diagonal_deflections,
        black_moves=shape.black_moves,
        vortex=puzzle.target.color == VORTEX,
        ricochet_rule=puzzle.ricochet_rule,
        ricochet_rule_adds=_rule_adds(puzzle, optimum, seconds)
        if compare_rule
        else None,
    )


def _rule_adds(puzzle: Puzzle, optimum: int, seconds: float) -> int | None:
    """Return the optimum with the ricochet rule minus without (None if unproven)."""
    other = solve(
        replace(puzzle, ricochet_rule=not puzzle.ricochet_rule),
        limits=Limits(max_seconds=seconds),
    ).optimal_moves
    if other is None:
        return None
    return optimum - other if puzzle.ricochet_rule else other - optimum
