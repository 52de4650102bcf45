"""Count the distinct optimal solutions of a puzzle, exactly up to a cap.

A depth-first search at depth = optimum over every move, that descends into a child
only when the solver proves the child solvable in the moves left (one IDA*
iteration at that bound, as `solver.hints` does for first moves; the solver's
lower-bound table discards most children before any search). Counts are memoised
per position and depth, so move orders that meet again are counted by
multiplication, not re-searched. Distinct means distinct move sequences: the same
moves in another order count again.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..errors import IllegalMove
from ..geometry import DIRECTIONS
from ..moves import slide
from ..puzzle import Puzzle
from ..solver.hints import moved, next_rs
from ..solver.kernels.offsets import INF, RS_DONE
from ..solver.run import Budget, Search, SolverStatus, release_table
from ..solver.state import Setup, prepare, root_bound

SOLUTIONS_CAP = 10
"""Counts stop here: a count of 10 reads "10 or more"."""


@dataclass(frozen=True, slots=True)
class SolutionCount:
    """How many optimal solutions; `exact` is false when the time budget ran out.

    An inexact count is a lower bound (at least 1: the puzzle has a solution).
    """

    count: int
    capped: bool  # count == cap: there may be more
    exact: bool


class _OutOfTime(Exception):
    """The counting budget ran out."""


@dataclass(slots=True)
class _Node:
    """A position: robot cells as the reference slide sees them, and the set-up."""

    robots: dict[str, tuple[int, int]]
    setup: Setup


class _Counter:
    """One count: the puzzle, the cap, the deadline and the memo."""

    def __init__(self, puzzle: Puzzle, cap: int, deadline: float) -> None:
        self.puzzle, self.cap, self.deadline = puzzle, cap, deadline
        self.memo: dict[tuple[tuple[int, ...], tuple[int, ...], int], int] = {}
        self.root_depth, self.partial = 0, 0  # the root's running total so far
        self.budget = Budget(0, None, deadline, 64 * 2**20)

    def count(self, node: _Node, depth: int) -> int:
        """Return min(cap, number of solutions of exactly `depth` moves from node)."""
        key = (tuple(node.setup.cells), tuple(node.setup.rs), depth)
        if key in self.memo:
            return self.memo[key]
        total = 0
        for child, finished in self.children(node):
            if finished:
                total += depth == 1
            elif depth > 1 and self.solvable(child, depth - 1):
                total += self.count(child, depth - 1)
            if total >= self.cap:
                total = self.cap
                break
            if depth == self.root_depth:
                self.partial = total
        self.memo[key] = total
        return total

    def children(self, node: _Node) -> list[tuple[_Node, bool]]:
        """Return each legal move's position and whether it finishes the puzzle."""
        return [(child, done) for _, child, done in self.successors(node)]

    def successors(self, node: _Node) -> list[tuple[tuple[str, str], _Node, bool]]:
        """Return each legal move (robot, direction; robots in the puzzle's order,
        then N, E, S, W), its position and whether it finishes the puzzle."""
        setup, board, goal = node.setup, self.puzzle.board, self.puzzle.target
        found = []
        for name, _ in self.puzzle.robots:
            robot = setup.names.index(name)
            for direction in range(len(DIRECTIONS)):
                try:
                    result = slide(board, node.robots, name, direction)
                except IllegalMove:
                    continue
                eligible = robot < setup.eligible
                rs = setup.rs[robot]
                if eligible and setup.rule:
                    rs = next_rs(rs, direction, result.heading)
                done = eligible and result.end == goal.cell
                done = done and (not setup.rule or rs == RS_DONE)
                child = moved(setup, robot, board.index(result.end), rs)
                after = _Node({**node.robots, name: result.end}, child)
                found.append(((name, DIRECTIONS[direction]), after, done))
        return found

    def solvable(self, node: _Node, depth: int) -> bool:
        """Tell whether a position is solved in `depth` moves (by the solver)."""
        if time.perf_counter() > self.deadline:
            raise _OutOfTime
        bound = root_bound(node.setup)
        if bound >= INF or bound > depth:
            return False
        search = Search(node.setup, replace(self.budget, max_depth=depth))
        outcome = search.run(depth, depth)
        if outcome.status == SolverStatus.LIMIT:
            raise _OutOfTime
        return outcome.status == SolverStatus.OPTIMAL


def count_solutions(
    puzzle: Puzzle, optimum: int, *, cap: int = SOLUTIONS_CAP, seconds: float = 30.0
) -> SolutionCount:
    """Count the move sequences of `optimum` moves that solve the puzzle (up to cap).

    `optimum` must be the proven optimum: below it there is nothing to count, and
    above it sequences that finish early would be miscounted.
    """
    counter = _Counter(puzzle, cap, time.perf_counter() + seconds)
    counter.root_depth = optimum
    root = _Node(dict(puzzle.robots), prepare(puzzle))
    try:
        count = counter.count(root, optimum)
    except _OutOfTime:
        # What the root's finished children counted; at least the known solution.
        known = max(counter.partial, 1)
        return SolutionCount(known, known >= cap, False)
    finally:
        release_table()
    return SolutionCount(count, count >= cap, True)
