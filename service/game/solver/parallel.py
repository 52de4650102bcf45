"""Split big iterations and branch-and-bound stages (see run) between threads.

The kernel releases the GIL, so threads search side by side. The work of an
iteration comes in units: a first move, or, for a first move that took a big share
of the previous iteration, one place of the children list below it (one second
move). Threads take the units in search order, one at a time, and search each with
their own state and table (kept across the units a thread takes, which come in
order), or one shared table whose entries only cut in units no earlier than the one
they were found in (units are numbered in search order; see kernels.tt). A unit is
searched as it would be in the whole iteration: what sleep sets and the table prune
there is reached first, in search order, along a path another part of the search
covers. So an iteration finds a solution exactly when it would on one thread. In a
stage, each solution a thread finds goes to the stage's `Best` and lowers every
thread's bound at its next chunk; the stage ends when its units are all searched, or
at once when a solution as short as its first bound turns up (every smaller bound
failed before).

Small units keep the threads close together in search order. An entry helps only
units after its own, so a thread that runs far ahead (the next first moves, while
another still searches a big first one) meets few of the entries that would have
cut its work on one thread, and searches far more nodes; and one big unit would
leave the other threads idle at the end. Iterations grow by a steady factor and
keep their shape, so the nodes each unit took in one iteration tell which to split
in the next.

Where a stage fails, two threads still search more nodes than one: the unit
searched beside an earlier one misses the entries that one has not written yet
(figures in docs/solver-notes.md).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field, replace
from typing import Any

from .kernels.offsets import BUDGET, EXHAUSTED, FOUND, MAX_MOVES, P_CUT
from .kernels.tt import SHARED_KEY_BITS, UNITS
from .run import (
    ABORTED,
    Best,
    Budget,
    Outcome,
    Search,
    SharedTable,
    key_space,
    run_stages,
)
from .state import Setup
from .tt_memory import zeroed

POLL = 0.02  # seconds between progress reports of the waiting thread
SPLIT_SHARE = 8  # first moves past 1/8 of the previous iteration split by second
SPLIT_AFTER = 1 << 20  # nodes: smaller iterations do not repay many units
assert MAX_MOVES * MAX_MOVES <= UNITS  # every unit has its own number in kernels.tt

Unit = tuple[int, ...]  # a first move, then maybe a place in its children list
CPUS = os.cpu_count() or 1


def thread_count() -> int:
    """Return how many threads a big search may use (RICOCHET_SOLVER_THREADS)."""
    configured = os.environ.get("RICOCHET_SOLVER_THREADS", "")
    if configured.isdigit() and int(configured) > 0:
        return int(configured)
    return min(2, CPUS)


@dataclass
class _Iteration:
    """The shared state of one split iteration (guarded by `lock`)."""

    units: list[Unit]  # in search order
    budget: Budget
    nodes_before: int
    best: Best  # the stage's solutions
    lock: threading.Lock = field(default_factory=threading.Lock)
    next_unit: int = 0
    work: dict[Unit, int] = field(default_factory=dict)  # nodes of each unit
    limit: bool = False
    error: BaseException | None = None  # a thread's failure, raised by run_split
    searches: list[Search] = field(default_factory=list)

    def nodes(self) -> int:
        """Return the nodes searched so far."""
        return self.nodes_before + sum(s.nodes for s in self.searches)

    def take(self) -> int | None:
        """Return the number of the next unit to search, or None."""
        if self.over() or self.next_unit >= len(self.units):
            return None
        self.next_unit += 1
        return self.next_unit - 1

    def stop(self) -> bool:
        """Tell a running search to stop: a limit was hit or a thread failed."""
        b = self.budget
        if b.max_nodes is not None and self.nodes() >= b.max_nodes:
            self.limit = True
        return self.over()

    def over(self) -> bool:
        """Tell whether the stage must end early."""
        return self.limit or self.error is not None or self.best.done()


def run_split(
    setup: Setup,
    budget: Budget,
    bounds: tuple[int, int],
    nodes: tuple[int, int],
    threads: int,
) -> Outcome:
    """Search bounds (first, last) in branch-and-bound stages (see run),
    each split between `threads` threads; nodes = (searched so far, searched by the
    last iteration)."""
    own = replace(
        budget, max_nodes=None, max_bytes=budget.max_bytes // threads, on_iteration=None
    )
    common = key_space(setup) < 1 << SHARED_KEY_BITS
    work: dict[Unit, int] = {}

    def stage(top: int, best: Best, total: int, previous: int) -> tuple[bool, int]:
        nonlocal work
        table = _table(budget, previous, top - best.floor + 1) if common else None
        units = _units(4 * len(setup.names), work if previous > SPLIT_AFTER else {})
        shared = _Iteration(units, budget, total, best)
        _run_threads(threads, (setup, own, top, shared, table), budget)
        work = shared.work
        return shared.limit, shared.nodes()

    return run_stages(bounds, nodes, budget, stage)


def _units(moves: int, work: dict[Unit, int]) -> list[Unit]:
    """Return the units of an iteration, in search order: each first move, split
    by second move when it took a big share of the `work` of the last one."""
    total = sum(work.values())
    weight = [0] * moves
    for unit, nodes in work.items():
        weight[unit[0]] += nodes
    units: list[Unit] = []
    for move in range(moves):
        if weight[move] * SPLIT_SHARE > total:
            units.extend((move, place) for place in range(MAX_MOVES))
        else:
            units.append((move,))
    return units


def _run_threads(threads: int, args: tuple[Any, ...], budget: Budget) -> None:
    """Run one split iteration on `threads` threads; re-raise a thread's failure."""
    shared: _Iteration = args[3]
    workers = [
        threading.Thread(target=_work, args=args, daemon=True) for _ in range(threads)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        while worker.is_alive():
            worker.join(POLL)
            if budget.on_iteration is not None:
                budget.on_iteration(shared.best.floor, shared.nodes())
    if shared.error is not None:
        raise RuntimeError("a search thread failed") from shared.error


def _table(budget: Budget, previous: int, bounds: int) -> SharedTable:
    """Return a fresh shared table sized for a stage of `bounds` bounds after an
    iteration or stage of `previous` nodes, at most the memory cap.

    Each bound about doubles the work, and a stage stores about one entry per ten
    nodes (nodes near the horizon skip the table): room for about four times the
    entries expected. A bigger table cuts no more nodes, and a forked worker job
    pays for the first touch of fresh memory (docs/solver-notes.md)."""
    cap = max(10, (budget.max_bytes // 8).bit_length() - 1)
    bits = max(16, min(cap, ((previous << bounds) >> 2).bit_length()))
    return SharedTable(zeroed(1 << bits), bits, 1)


def _work(
    setup: Setup,
    budget: Budget,
    bound: int,
    shared: _Iteration,
    table: SharedTable | None,
) -> None:
    """Search below first moves until none is left; record a failure."""
    try:
        _search_moves(Search(setup, budget, shared=table), bound, shared)
    except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
        with shared.lock:
            shared.error = exc


def _search_moves(search: Search, bound: int, shared: _Iteration) -> None:
    """Take units in order and search each."""
    with shared.lock:
        shared.searches.append(search)
    fresh = True
    while True:
        with shared.lock:
            unit = shared.take()
        if unit is None:
            return
        path = shared.units[unit]
        second = path[1] if len(path) > 1 else -1
        before = search.nodes
        code = search.iteration(
            bound, lambda: _stop(shared), path[0], fresh, second, unit, shared.best
        )
        fresh = False
        with shared.lock:
            shared.best.cut |= bool(search.st[P_CUT])
            shared.work[path] = search.nodes - before
            if code == BUDGET:
                shared.limit = True
            elif code not in (EXHAUSTED, ABORTED, FOUND):
                raise RuntimeError(f"unexpected search outcome {code}")


def _stop(shared: _Iteration) -> bool:
    """Ask the shared state whether a search should stop."""
    with shared.lock:
        return shared.stop()
