"""List a puzzle's distinct optimal solutions, in a fixed order, within a budget.

The counter of `solutions` (a depth-first search at depth = optimum that descends
only into children the solver proves solvable in the moves left, its counts
memoised per position and depth) first counts the solutions up to a cap; the
listing then walks the same tree in move order (robots in the puzzle's order,
then N, E, S, W), entering only children whose memoised count is positive, so
no dead branch is searched twice. The same puzzle always lists the same
solutions in the same order.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..puzzle import Puzzle
from ..solver.run import release_table
from ..solver.state import prepare
from .solutions import _Counter, _Node, _OutOfTime

Move = tuple[str, str]

COUNT_CAP = 1000
"""Totals stop here: a total of 1000 reads "1000 or more"."""


@dataclass(frozen=True, slots=True)
class SolutionList:
    """The first optimal solutions in move order, and how many there are.

    `total` counts up to the cap (`capped`: there may be more); when `exact` is
    false the budget ran out: `solutions` and `total` are what was found by then.
    """

    solutions: tuple[tuple[Move, ...], ...]
    total: int
    capped: bool
    exact: bool


class _Lister(_Counter):
    """One listing: the counter's memo, and the solutions found so far."""

    def __init__(self, puzzle: Puzzle, cap: int, deadline: float) -> None:
        super().__init__(puzzle, cap, deadline)
        self.found: list[tuple[Move, ...]] = []

    def walk(
        self, node: _Node, depth: int, prefix: tuple[Move, ...], limit: int
    ) -> None:
        """Append the solutions of exactly `depth` moves from node, in move order,
        until `limit` are found."""
        for move, child, finished in self.successors(node):
            if len(self.found) >= limit:
                return
            if finished:
                if depth == 1:
                    self.found.append((*prefix, move))
            elif depth > 1 and self.has_solutions(child, depth - 1):
                self.walk(child, depth - 1, (*prefix, move), limit)

    def has_solutions(self, node: _Node, depth: int) -> bool:
        """Tell whether a position has a solution of exactly `depth` moves."""
        key = (tuple(node.setup.cells), tuple(node.setup.rs), depth)
        if key in self.memo:
            return self.memo[key] > 0
        return self.solvable(node, depth) and self.count(node, depth) > 0


def list_solutions(
    puzzle: Puzzle,
    optimum: int,
    *,
    limit: int,
    seconds: float,
    cap: int = COUNT_CAP,
) -> SolutionList:
    """List the first `limit` move sequences of `optimum` moves that solve the
    puzzle, and count them up to `cap`, within `seconds`.

    `optimum` must be the proven optimum (as for `count_solutions`).
    """
    lister = _Lister(puzzle, cap, time.perf_counter() + seconds)
    lister.root_depth = optimum
    root = _Node(dict(puzzle.robots), prepare(puzzle))
    try:
        lister.walk(root, optimum, (), limit)
        total = lister.count(root, optimum)
    except _OutOfTime:
        total = max(lister.partial, len(lister.found))
        return SolutionList(tuple(lister.found), total, total >= cap, False)
    finally:
        release_table()
    return SolutionList(tuple(lister.found), total, total >= cap, True)
