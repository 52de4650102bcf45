"""Hints: every distinct first move that starts an optimal solution.

Each legal first move is played with the reference `moves.slide`; the move is a hint
when it finishes at once (a one-move optimum) or when one IDA* iteration of bound
optimum-1 from the position it leaves finds a solution.
"""

from __future__ import annotations

from dataclasses import replace

from ..errors import IllegalMove
from ..geometry import DIRECTIONS, perpendicular
from ..moves import slide
from ..puzzle import Puzzle
from .kernels.offsets import INF, RS_DONE
from .run import Budget, Search, SolverStatus
from .state import Setup, prepare, root_bound

Move = tuple[str, str]


def first_moves(puzzle: Puzzle, optimum: int, budget: Budget) -> list[Move]:
    """Return the first moves of optimal solutions, in robot then N-E-S-W order."""
    setup = prepare(puzzle)
    found: list[Move] = []
    for name, _ in puzzle.robots:
        for direction, letter in enumerate(DIRECTIONS):
            if _starts_optimal(puzzle, setup, name, direction, optimum, budget):
                found.append((name, letter))
    return found


def _starts_optimal(
    puzzle: Puzzle,
    setup: Setup,
    name: str,
    direction: int,
    optimum: int,
    budget: Budget,
) -> bool:
    """Tell whether one first move leaves a position solvable in optimum-1 moves."""
    try:
        result = slide(puzzle.board, puzzle.robot_positions, name, direction)
    except IllegalMove:
        return False
    robot = setup.names.index(name)
    eligible = robot < setup.eligible
    rs = setup.rs[robot]
    if eligible and setup.rule:
        rs = next_rs(rs, direction, result.heading)
    if eligible and result.end == puzzle.target.cell:
        if not setup.rule or rs == RS_DONE:
            return optimum == 1
    if optimum == 1:
        return False
    child = moved(setup, robot, puzzle.board.index(result.end), rs)
    bound = root_bound(child)
    if bound >= INF or bound > optimum - 1:
        return False
    search = Search(child, replace(budget, max_depth=optimum - 1))
    return search.run(optimum - 1, optimum - 1).status == SolverStatus.OPTIMAL


def next_rs(rs: int, direction: int, arrival: int) -> int:
    """Return the ricochet state after a move (as `kernels.slides.next_rs`)."""
    if rs == RS_DONE or (rs > 0 and perpendicular(rs - 1, direction)):
        return RS_DONE
    return arrival + 1


def moved(setup: Setup, robot: int, cell: int, rs: int) -> Setup:
    """Return the set-up with one robot moved."""
    cells, states = list(setup.cells), list(setup.rs)
    cells[robot], states[robot] = cell, rs
    return replace(setup, cells=cells, rs=states)
