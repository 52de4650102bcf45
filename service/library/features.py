"""What a library puzzle's optimal solution shows (features behind the themes)."""

from __future__ import annotations

from typing import Any

from service.game.puzzle import Puzzle


def solution_features(puzzle: Puzzle, solution: list[tuple[str, str]]) -> dict[str, Any]:
    """Return robots moved, robot switches and helper moves of a solution."""
    movers = [robot for robot, _ in solution]
    target = puzzle.target.color
    finisher = movers[-1] if movers else target
    return {
        "robots_moved": len(set(movers)),
        "switches": sum(1 for a, b in zip(movers, movers[1:]) if a != b),
        "helper_moves": sum(1 for robot in movers if robot != finisher),
    }
