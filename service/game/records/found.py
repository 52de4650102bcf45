"""What a search reports: its progress, and the best puzzle it proved."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..puzzle import Puzzle

Move = tuple[str, str]


@dataclass(frozen=True, slots=True)
class SearchProgress:
    """A progress report: work done, the current state's and the best optimum."""

    evaluations: int
    seconds: float
    current: int
    best: int
    solves: int = 0
    nodes: int = 0


@dataclass(frozen=True, slots=True)
class Found:
    """The best puzzle a search proved, and when in the search it was found."""

    puzzle: Puzzle
    optimal_moves: int
    solution: list[Move]
    evaluations: int
    seconds: float
    solves: int = 0

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (the puzzle without its board)."""
        puzzle = self.puzzle.to_json()
        return {
            "robots": puzzle["robots"],
            "target": puzzle["target"],
            "rules": puzzle["rules"],
            "optimal_moves": self.optimal_moves,
            "solution": [list(m) for m in self.solution],
            "evaluations": self.evaluations,
            "solves": self.solves,
            "seconds": round(self.seconds, 1),
        }
