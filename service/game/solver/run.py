"""The search driver: iterations, limits, progress and the transposition table.

The kernel (`kernels.search.run`) does the work in chunks of nodes; between chunks this
module checks the clock and the node limit, reports progress and grows the table.

Small searches are IDA*: one iteration per bound until one finds a solution. Once
an iteration searches STAGE_AFTER nodes, the search goes on in stages of
depth-first branch and bound (`run_stages`): a stage searches below a bound STAGE - 1
moves above the smallest one not yet ruled out, each solution it finds lowers the
bound for the rest of the stage, and a solution as short as that smallest bound
ends it. A failing stage rules out all its bounds for the work of one IDA*
iteration of its top bound (about as much as all the iterations below it
together), and in the stage that finds the optimum, what it searched before
finding it counts towards the proof that nothing shorter exists.

Table heights count from the bound a stage began with (`P_TOP_BOUND`): an entry cuts a
position reached again no shallower, and as bounds only fall, what the first visit
searched covers it.

A stage also looks one move past its bound, near the horizon
(`kernels.stoppers.look_past`): where the stopper test rejects a child of a node
PAST_REM moves from the bound, the finishing robot tries alone the moves a solution
one longer than the bound would leave. If the stage then fails, that solution is
optimal and the next stage, about as big as all the work before it, is skipped.

Children are tried robot by robot. Other child orders, stage sizes and look-past
distances were measured and lost (docs/solver-notes.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import numpy as np

from ..geometry import ROBOT_COLORS
from .kernels import search
from .kernels.offsets import (
    BUDGET,
    F_MOVE,
    F_NEXT_CHILD,
    F_SLEEP,
    FOUND,
    G_HAS_DIAGONALS,
    GROW,
    LEVEL_WORDS,
    P_BOUND,
    P_CUT,
    P_DEPTH,
    P_EXACT,
    P_FOUND,
    P_NODES,
    P_ONLY_FIRST,
    P_ONLY_SECOND,
    P_PAST,
    P_PAST_AT,
    P_SLEEP_SETS,
    P_STOPPERS,
    P_TOP_BOUND,
    P_TT_BITS,
    P_TT_COUNT,
    P_TT_GEN,
    P_TT_GROW_AT,
    P_TT_MIN_HEIGHT,
    P_TT_SHARED,
    P_UNIT,
    STACK,
)
from .state import Setup, occupancy, state_array
from .tt_memory import table, table_bits

CHUNK = 1 << 18  # nodes per kernel call between clock checks
TT_MIN = 3  # children this close to the horizon skip the table
EXACT_SPACE = 1 << 22  # state spaces this small account cuts exactly

STAGE = 4  # bounds a branch-and-bound stage covers (see the module's notes)...
STAGE_AFTER = 1 << 18  # ...after an iteration of this many nodes (IDA* before)
SUPPORT = True  # test positions one move of slack from the bound (see kernels.stoppers)
SUPPORT_FROM = 6  # ...from this bound on (smaller searches do not repay its tables)
PAST = True  # stages look one move past their bound (see kernels.stoppers.look_past)
# The stopper test's arrays when it is off, typed as when it is on (see support),
# so that the kernel is compiled once.
_NO_AUX = tuple(np.zeros(1, dtype=t) for t in (np.int64, np.int64, np.int16, np.int64))

Moves = list[tuple[int, int]]  # (kernel robot index, direction)
ABORTED = -1  # an iteration stopped on request


@dataclass(slots=True)
class Budget:
    """What a search may spend."""

    max_depth: int
    max_nodes: int | None
    deadline: float | None
    max_bytes: int
    on_iteration: Callable[[int, int], None] | None = None


class SolverStatus(StrEnum):
    """What a search concluded (`SolveResult.status` is one of the first three)."""

    OPTIMAL = "optimal"
    UNSOLVABLE = "unsolvable"
    LIMIT = "limit"
    OPEN = "open"
    """Inside the driver only: every bound of the range failed."""


@dataclass(slots=True)
class Outcome:
    """What a search found."""

    status: SolverStatus
    moves: Moves | None
    lower_bound: int
    nodes: int


class Best:
    """The shortest solution a branch-and-bound stage found so far (thread-safe).

    A solution of `floor` moves ends the stage: every shorter bound failed."""

    def __init__(self, floor: int) -> None:
        self.floor = floor
        self.moves: Moves | None = None
        self.past: Moves | None = None  # a solution one move past the stage's top
        self.cut = False  # whether the bound (or the horizon) cut any position
        self._lock = threading.Lock()

    def offer(self, moves: Moves) -> None:
        """Keep a solution if it is the shortest yet."""
        with self._lock:
            if self.moves is None or len(moves) < len(self.moves):
                self.moves = moves

    def offer_past(self, moves: Moves) -> None:
        """Keep the first solution found one move past the stage's top bound."""
        with self._lock:
            if self.past is None:
                self.past = moves

    def below(self, bound: int) -> int:
        """Return the bound to search: at most `bound`, below the best solution."""
        moves = self.moves
        return bound if moves is None else min(bound, len(moves) - 1)

    def done(self) -> bool:
        """Tell whether the best solution is known to be optimal."""
        moves = self.moves
        return moves is not None and len(moves) <= self.floor


# Search one stage below a top bound: (top, best, nodes searched so far, nodes of the
# last iteration or stage) -> (a limit was hit, nodes searched so far).
Stage = Callable[[int, Best, int, int], tuple[bool, int]]


def run_stages(
    bounds: tuple[int, int], nodes: tuple[int, int], budget: Budget, stage: Stage
) -> Outcome:
    """Search bounds (first, last) in branch-and-bound stages (see the module's
    notes); stop at the stage that finds a solution (the shortest it finds is
    optimal). nodes = (searched so far, searched by the last iteration)."""
    (first, last), (total, previous) = bounds, nodes
    while first <= last:
        # One bound (IDA*) while iterations are small.
        top = min(first + (STAGE - 1 if previous >= STAGE_AFTER else 0), last)
        best = Best(first)
        limit, after = stage(top, best, total, previous)
        previous, total = after - total, after
        if limit:
            return Outcome(SolverStatus.LIMIT, best.moves or best.past, first, total)
        if best.moves is not None:
            return Outcome(SolverStatus.OPTIMAL, best.moves, len(best.moves), total)
        if best.past is not None and len(best.past) == top + 1:
            # Every bound up to top failed: one move past it is optimal.
            return Outcome(SolverStatus.OPTIMAL, best.past, top + 1, total)
        if not best.cut:  # the whole space was searched: no bound will do better
            return Outcome(SolverStatus.UNSOLVABLE, None, top + 1, total)
        if budget.on_iteration is not None:
            budget.on_iteration(top + 1, total)
        first = top + 1
    return Outcome(SolverStatus.OPEN, None, first, total)


@dataclass(slots=True)
class SharedTable:
    """A table that threads splitting an iteration share (see kernels.tt)."""

    words: Any
    bits: int
    gen: int


class Search:
    """One IDA* search from a set-up position."""

    def __init__(
        self,
        setup: Setup,
        budget: Budget,
        nodes: int = 0,
        shared: SharedTable | None = None,
    ) -> None:
        self.setup, self.budget, self.shared = setup, budget, shared
        self.last_nodes = 0  # nodes of the last iteration run
        self.st = state_array(setup, budget.max_depth)
        self.occ = occupancy(setup)
        self.nodes = nodes
        self.exact = _space(setup) <= EXACT_SPACE
        self.max_bits = table_bits(budget.max_bytes)
        plain = not setup.tables.geo[G_HAS_DIAGONALS]
        self.st[P_SLEEP_SETS] = int(plain)
        self.aux = _NO_AUX
        self.supported = plain and setup.eligible == 1 and SUPPORT
        if budget.max_nodes is not None and shared is None:
            table.shrink()  # a node limit asks for a reproducible verdict

    def support(self) -> None:
        """Turn on the stopper test (see kernels.stoppers); worth its tables only for
        searches past the first bounds."""
        if not self.supported or self.st[P_STOPPERS]:
            return
        setup = self.setup
        offsets, moves, floors = setup.tables.stopper_tables(
            setup.target, setup.rule, ROBOT_COLORS.index(setup.names[0])
        )
        work = np.zeros(5 * (self.budget.max_depth + 2), dtype=np.int64)
        self.aux = (offsets, moves, floors, work)
        self.st[P_STOPPERS] = 1

    def run(self, first: int, last: int, slow: float | None = None) -> Outcome:
        """Run iterations of bounds first..last; stop at the first solution, or
        (status open) after an iteration that took more than `slow` seconds."""
        bound = first
        while bound <= last:
            if self._limit_hit():
                return Outcome(SolverStatus.LIMIT, None, bound, self.nodes)
            started, before = time.perf_counter(), self.nodes
            code = self.iteration(bound)
            self.last_nodes = self.nodes - before
            if code == FOUND:
                return Outcome(SolverStatus.OPTIMAL, self.path(), bound, self.nodes)
            if code == BUDGET:
                return Outcome(SolverStatus.LIMIT, None, bound, self.nodes)
            if self.st[P_CUT] == 0:  # nothing cut: no bound will ever do better
                return Outcome(SolverStatus.UNSOLVABLE, None, bound + 1, self.nodes)
            if self.budget.on_iteration is not None:
                self.budget.on_iteration(bound + 1, self.nodes)
            bound += 1
            if slow is not None and time.perf_counter() - started > slow:
                break
        return Outcome(SolverStatus.OPEN, None, bound, self.nodes)

    def descend(self, first: int, last: int) -> Outcome:
        """Search bounds first..last in branch-and-bound stages on this thread."""

        def stage(top: int, best: Best, nodes: int, previous: int) -> tuple[bool, int]:
            limit = self._limit_hit() or self.iteration(top, best=best) == BUDGET
            best.cut |= bool(self.st[P_CUT])
            return limit, self.nodes

        return run_stages(
            (first, last), (self.nodes, self.last_nodes), self.budget, stage
        )

    def iteration(
        self,
        bound: int,
        stop: Callable[[], bool] | None = None,
        first_move: int = -1,
        fresh: bool = True,
        second: int = -1,
        unit: int = 0,
        best: Best | None = None,
    ) -> int:
        """Run one iteration to its end, a solution, a limit (BUDGET) or until
        `stop` (asked between chunks) says so (ABORTED). With `first_move`, search
        only below that first move (robot*4+dir), and with `second` only below
        that place of its children list; `unit` is the place in search order of
        that work (for a shared table); `fresh=False` keeps the table entries of
        the previous call (the same iteration, earlier work). With `best`, it is
        a branch-and-bound stage: a solution goes to `best` and the search goes on
        below it (and below the ones other threads put there)."""
        st = self.st
        if bound >= SUPPORT_FROM:
            self.support()
        st[P_ONLY_FIRST], st[P_ONLY_SECOND], st[P_UNIT] = first_move, second, unit
        st[P_TT_SHARED] = int(self.shared is not None)
        if self.shared is not None:
            st[P_TT_GEN], st[P_TT_BITS], st[P_TT_GROW_AT] = (
                self.shared.gen,
                self.shared.bits,
                0,
            )
        elif fresh:
            st[P_TT_GEN] = table.begin(self.max_bits)
            st[P_TT_COUNT] = 0
        st[P_BOUND] = bound if best is None else best.below(bound)
        st[P_TOP_BOUND], st[P_DEPTH], st[P_CUT] = bound, 0, 0
        look = best is not None and best.past is None and PAST
        st[P_PAST] = 0 if look else -1
        st[STACK + F_NEXT_CHILD], st[STACK + F_SLEEP] = -1, 0
        st[P_TT_MIN_HEIGHT] = 0 if self.exact else TT_MIN
        st[P_EXACT] = int(self.exact)
        if self.shared is None:
            self._fit_table()
        while True:
            chunk = CHUNK if stop is None else CHUNK // 4
            if self.budget.max_nodes is not None:
                chunk = min(chunk, self.budget.max_nodes - self.nodes)
                if chunk <= 0:
                    return BUDGET
            st[P_NODES] = self.nodes
            code = self._kernel(chunk)
            self.nodes = int(st[P_NODES])
            if best is not None and st[P_PAST] > 0:
                best.offer_past(self.past())
                st[P_PAST] = -1  # one is enough
            if code == FOUND and best is not None:
                best.offer(self.path())
                if best.done():
                    return code
                st[P_BOUND] = best.below(st[P_BOUND])
            elif code == GROW:
                st[P_TT_COUNT] = table.grow(self.max_bits)
                self._fit_table()
            elif code == BUDGET:
                if self._limit_hit():
                    return BUDGET
                if stop is not None and stop():
                    return ABORTED
                if best is not None:
                    st[P_BOUND] = best.below(st[P_BOUND])
                if self.budget.on_iteration is not None:
                    depth = bound if best is None else best.floor
                    self.budget.on_iteration(depth, self.nodes)
            else:
                return code

    def _kernel(self, chunk: int) -> int:
        """Call the compiled search for up to `chunk` nodes."""
        geo, bnd = self.setup.tables.geo, self.setup.bnd
        words = table.words if self.shared is None else self.shared.words
        return int(search.run(geo, bnd, self.st, self.occ, words, self.aux, chunk))

    def _limit_hit(self) -> bool:
        """Tell whether the node or time limit is reached."""
        b = self.budget
        if b.max_nodes is not None and self.nodes >= b.max_nodes:
            return True
        return b.deadline is not None and time.perf_counter() >= b.deadline

    def _fit_table(self) -> None:
        """Tell the kernel the table's size and when to ask for a bigger one."""
        self.st[P_TT_BITS] = table.bits
        grow = table.bits < self.max_bits
        self.st[P_TT_GROW_AT] = (1 << (table.bits - 1)) if grow else 0

    def path(self) -> Moves:
        """Return the moves of the solution the kernel found."""
        st = self.st
        moves = []
        for d in range(int(st[P_FOUND])):
            m = int(st[STACK + d * LEVEL_WORDS + F_MOVE])
            moves.append((m >> 2, m & 3))
        return moves

    def past(self) -> Moves:
        """Return the solution the kernel found one move past the bound."""
        at, length = int(self.st[P_PAST_AT]), int(self.st[P_PAST])
        return [(int(m) >> 2, int(m) & 3) for m in self.st[at : at + length]]


def release_table() -> None:
    """Drop a big table after a call so idle workers do not hold it."""
    table.release()


def key_space(setup: Setup) -> int:
    """Return the number of distinct transposition keys of a set-up."""
    size = 1
    for i in range(len(setup.names)):
        size *= setup.tables.cells * (6 if setup.rule and i < setup.eligible else 1)
    return size


def _space(setup: Setup) -> int:
    """Return a rough size of the state space (cells per robot, multiplied)."""
    free = int(np.count_nonzero(setup.tables.standable))
    size = 1
    for i in range(len(setup.names)):
        size *= free * (6 if setup.rule and i < setup.eligible else 1)
    return size
