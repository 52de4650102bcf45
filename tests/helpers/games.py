"""Games' rounds the tests play out: a board of three chips, optimal answers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.game.notation import format_compact
from service.game.puzzle import Puzzle
from service.game.solver import Limits, solve

SMALL_BOARD = {
    "width": 8,
    "height": 8,
    "walls": [[2, 2, "E"], [5, 1, "S"], [1, 5, "S"], [6, 5, "W"], [3, 6, "N"]],
    "blocked": [],
    "targets": [
        {"color": "red", "symbol": "circle", "cell": [2, 2]},
        {"color": "green", "symbol": "triangle", "cell": [5, 1]},
        {"color": "any", "symbol": "vortex", "cell": [6, 5]},
    ],
}
"""A board with 3 chips, for games that must play every chip out quickly."""


@dataclass(frozen=True)
class Answer:
    """An optimal solution of a round, from the project's solver."""

    moves: int
    solution: str
    result: dict[str, Any]


_SOLVED: dict[str, Answer] = {}


def solve_puzzle(puzzle: Puzzle) -> Answer:
    """Solve a puzzle optimally (cached: both databases replay the same seeds)."""
    if puzzle.puzzle_id not in _SOLVED:
        result = solve(puzzle, limits=Limits(max_seconds=60))
        assert result.status == "optimal" and result.solution, result
        _SOLVED[puzzle.puzzle_id] = Answer(
            len(result.solution), format_compact(result.solution), result.to_json()
        )
    return _SOLVED[puzzle.puzzle_id]
