"""The solver's stages around IDA*: quick verdicts and a cheap upper bound.

1. A hopeless start (no eligible robot can reach the target even alone, stopping
   anywhere) is unsolvable at once.
2. Bounds 1 and 2 are searched directly (most easy puzzles end here).
3. The finishing robot moving alone (others fixed) gives a real solution: if IDA*
   proves every shorter bound fails, it is optimal and the costly last iteration is
   skipped. At a limit it is the best solution found.
4. With no lone solution, bounds are recomputed allowing stops only in front of cells
   some robot can ever reach; this proves many dead custom boards unsolvable.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import numpy as np

from ..geometry import ROBOT_COLORS
from .kernels.bounds import lone_search, possible_cells
from .kernels.offsets import INF
from .kernels.tt import tt_rehash
from .parallel import run_split, thread_count
from .run import Budget, Moves, Outcome, Search, SolverStatus, release_table
from .state import Setup, bounds, occupancy, root_bound

PARALLEL_AFTER = 0.005  # seconds: after an iteration this long, split the next ones


def solve_setup(setup: Setup, budget: Budget) -> tuple[Outcome, Moves | None]:
    """Search a set-up; return the outcome and the best solution known."""
    first = root_bound(setup)
    if first >= INF:
        return Outcome(SolverStatus.UNSOLVABLE, None, 0, 0), None
    first = max(1, first)
    search = Search(setup, budget)
    outcome = search.run(first, min(2, budget.max_depth))
    if outcome.status != SolverStatus.OPEN:
        return outcome, outcome.moves
    best = lone_moves(setup)
    if best is None:
        tighter = tighten(setup)
        if tighter is not None and root_bound(tighter) >= INF:
            return Outcome(
                SolverStatus.UNSOLVABLE, None, outcome.lower_bound, outcome.nodes
            ), None
        if tighter is not None:
            search = Search(tighter, budget, nodes=outcome.nodes)
    last = budget.max_depth if best is None else min(budget.max_depth, len(best) - 1)
    lower = max(first, outcome.lower_bound)
    # A node limit asks for a reproducible verdict: threads would make where the
    # search stops depend on timing, so node-limited searches stay on one thread
    # and decide by nodes, never by the clock, when to search in stages.
    threads = 1 if budget.max_nodes is not None else thread_count()
    if search.exact:  # small state spaces: IDA* iterations account cuts exactly
        outcome = search.run(lower, last)
    elif threads == 1:
        outcome = search.descend(lower, last)
    else:
        outcome = search.run(lower, last, PARALLEL_AFTER)
        if outcome.status == SolverStatus.OPEN and outcome.lower_bound <= last:
            release_table()  # the threads bring their own tables
            bounds = (outcome.lower_bound, last)
            nodes = (outcome.nodes, search.last_nodes)
            outcome = run_split(search.setup, budget, bounds, nodes, threads)
    if outcome.status == SolverStatus.OPEN:
        proven = best is not None and len(best) <= budget.max_depth
        status = SolverStatus.OPTIMAL if proven else SolverStatus.LIMIT
        outcome = replace(outcome, status=status, moves=best if proven else None)
    return outcome, _shorter(outcome.moves, best)


def _shorter(a: Moves | None, b: Moves | None) -> Moves | None:
    """Return the shorter of two solutions (either may be missing)."""
    if a is None or (b is not None and len(b) < len(a)):
        return b
    return a


def lone_moves(setup: Setup) -> Moves | None:
    """Return the shortest solution moving one eligible robot alone, if any."""
    tables = setup.tables
    occ = occupancy(setup)
    prev = np.empty(tables.cells * 6, dtype=np.int64)
    queue = np.empty(tables.cells * 6, dtype=np.int64)
    best: Moves | None = None
    for i in range(setup.eligible):
        first = setup.cells[i] * 6 + setup.rs[i]
        if setup.bnd[i, first] >= INF:
            continue
        color = tables.color_class(ROBOT_COLORS.index(setup.names[i]))
        found = lone_search(
            tables.geo,
            occ,
            setup.cells[i],
            color,
            setup.rs[i],
            int(setup.rule),
            setup.target,
            prev,
            queue,
        )
        if found >= 0:
            moves = _unwind(prev, found, first, i)
            if best is None or len(moves) < len(best):
                best = moves
    return best


def _unwind(prev: Any, state: int, first: int, robot: int) -> Moves:
    """Rebuild a lone robot's moves from the search's parent links."""
    moves: Moves = []
    while True:
        link = int(prev[state])
        moves.append((robot, link % 4))
        state = link // 4
        if state == first:
            return moves[::-1]


def tighten(setup: Setup) -> Setup | None:
    """Return the set-up with bounds that only stop where a robot could ever be,
    or None when every standable cell is reachable (nothing would change)."""
    tables = setup.tables
    pset = np.zeros(tables.cells, dtype=np.uint8)
    pset[setup.cells] = 1
    colors = sorted({tables.color_class(ROBOT_COLORS.index(n)) for n in setup.names})
    possible_cells(tables.geo, np.array(colors, dtype=np.int64), pset)
    if bool(np.all(pset[tables.standable])):
        return None
    eligible = [ROBOT_COLORS.index(n) for n in setup.names[: setup.eligible]]
    table = bounds(tables, setup.target, setup.rule, eligible, pset)
    return replace(setup, bnd=table)


def exercise(setup: Setup) -> None:
    """Run the kernels a short search skips, so that they are compiled (or loaded)."""
    lone_moves(setup)
    pset = np.ones(setup.tables.cells, dtype=np.uint8)
    possible_cells(setup.tables.geo, np.zeros(1, dtype=np.int64), pset)
    words = np.zeros(8, dtype=np.int64)
    tt_rehash(words, np.zeros(8, dtype=np.int64), 1, 2)
    # The stopper test's tables, which searches past the first bounds build.
    setup.tables.stopper_tables(
        setup.target, setup.rule, ROBOT_COLORS.index(setup.names[0])
    )
