"""The finishing robot alone: its optimum when every other robot stays put."""

from __future__ import annotations

from dataclasses import replace

from ..board import Board
from ..puzzle import Puzzle
from ..solver import Limits, solve


def solo_puzzle(puzzle: Puzzle, robot: str) -> Puzzle:
    """Return the puzzle where only `robot` moves: the others become blocked cells.

    A blocked cell stops a slide exactly as a standing robot does.
    """
    board = puzzle.board
    others = frozenset(cell for name, cell in puzzle.robots if name != robot)
    walled = Board.create(
        board.width,
        board.height,
        board.walls,
        board.blocked | others,
        board.targets,
        board.diagonals,
    )
    mine = tuple((name, cell) for name, cell in puzzle.robots if name == robot)
    return replace(puzzle, board=walled, robots=mine)


def solo_moves(puzzle: Puzzle, *, max_depth: int = 60) -> int | None:
    """Return the fewest moves of one eligible robot alone (None: not within depth).

    For the vortex, the best of the robots; a one-robot search is small.
    """
    best: int | None = None
    for name, _ in puzzle.robots:
        if not puzzle.target.eligible(name):
            continue
        result = solve(solo_puzzle(puzzle, name), limits=Limits(max_depth=max_depth))
        moves = result.optimal_moves
        if moves is not None and (best is None or moves < best):
            best = moves
    return best
