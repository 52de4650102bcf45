"""Solves from where a player stands: a puzzle after some legal moves.

The position after k moves is a new search: the robots where the moves left them
and, under the ricochet rule, each finishing robot's ricochet state (the heading
it last arrived with, or done), which a fresh puzzle at those cells would forget.
`played` replays the moves with the reference slide; `solve_position` searches
from there within the limits, as `solve` does from the start.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..geometry import DIRECTION_INDEX, Cell
from ..moves import slide
from ..notation import Move
from ..puzzle import Puzzle
from .entry import Limits, SolveResult, _budget, _result
from .hints import next_rs
from .plan import solve_setup
from .run import release_table
from .state import Setup, prepare


@dataclass(frozen=True, slots=True)
class Position:
    """The robots after some moves, and each robot's ricochet state (0: not moved
    yet, 1-4: arrived heading + 1, 5: has ricocheted)."""

    robots: dict[str, Cell]
    ricochet: dict[str, int]

    @property
    def fresh(self) -> bool:
        """Tell whether the position plays as a new puzzle at these cells (no
        robot has a ricochet history that the rule would count)."""
        return not any(self.ricochet.values())


def played(puzzle: Puzzle, moves: list[Move]) -> Position:
    """Replay legal moves; return the position they reach.

    :raise IllegalMove: for a move that cannot be played (the checker names it).
    """
    robots = puzzle.robot_positions
    ricochet = dict.fromkeys(robots, 0)
    for robot, letter in moves:
        direction = DIRECTION_INDEX[letter]
        result = slide(puzzle.board, robots, robot, direction)
        robots[robot] = result.end
        if puzzle.ricochet_rule and puzzle.target.eligible(robot):
            ricochet[robot] = next_rs(ricochet[robot], direction, result.heading)
    return Position(robots, ricochet)


def position_setup(puzzle: Puzzle, position: Position) -> Setup:
    """Return the solver's set-up of a position (its ricochet states kept)."""
    setup = prepare(puzzle.with_robots(position.robots))
    setup.rs = [position.ricochet.get(name, 0) for name in setup.names]
    return setup


def solve_position(
    puzzle: Puzzle, position: Position, *, limits: Limits
) -> SolveResult:
    """Find the fewest moves that finish a puzzle from a position, within limits."""
    started = time.perf_counter()
    setup = position_setup(puzzle, position)
    try:
        outcome, best = solve_setup(setup, _budget(limits, started, None))
    finally:
        release_table()
    return _result(setup, outcome, best, time.perf_counter() - started)
