"""What one solution shows: robots moved, switches, helper moves and deflections."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..geometry import DIRECTION_INDEX
from ..moves import slide
from ..puzzle import Puzzle

Move = tuple[str, str]


@dataclass(frozen=True, slots=True)
class SolutionShape:
    """Counts read off one solution by replaying it."""

    finisher: str  # the robot whose last move reaches the target
    robots_moved: int
    robot_switches: int  # changes of the moving robot between consecutive moves
    helper_moves: int  # moves of robots other than the finisher
    helpers: int  # robots other than the finisher that move
    switchbacks: int  # runs of a robot beyond its first: it left and came back
    diagonal_deflections: int  # turns by diagonals of another colour, all moves
    black_moves: int


def solution_shape(puzzle: Puzzle, solution: Sequence[Move]) -> SolutionShape:
    """Replay a legal solution and count what it shows.

    :raise IllegalMove: when a move of the solution is illegal.
    :raise ValueError: when the solution is empty.
    """
    if not solution:
        raise ValueError("a solution needs a move")
    robots = dict(puzzle.robots)
    deflections = 0
    for name, letter in solution:
        result = slide(puzzle.board, robots, name, DIRECTION_INDEX[letter])
        deflections += _deflections(puzzle, name, result.path)
        robots[name] = result.end
    names = [name for name, _ in solution]
    finisher = names[-1]
    switches = sum(a != b for a, b in zip(names, names[1:], strict=False))
    moved = set(names)
    return SolutionShape(
        finisher=finisher,
        robots_moved=len(moved),
        robot_switches=switches,
        helper_moves=sum(name != finisher for name in names),
        helpers=len(moved - {finisher}),
        switchbacks=switches + 1 - len(moved),
        diagonal_deflections=deflections,
        black_moves=names.count("black"),
    )


def _deflections(puzzle: Puzzle, robot: str, path: Sequence[tuple[int, int]]) -> int:
    """Count the diagonals of another colour a slide crossed (each turns it)."""
    at = puzzle.board.diagonal_at
    return sum(1 for cell in path[1:] if cell in at and at[cell].color != robot)
