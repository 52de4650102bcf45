"""Big IDA* iterations split between threads by first move (the kernel releases
the GIL).

Threads take the first moves in search order, one at a time, and search below
each with their own state and table (kept across the first moves a thread takes,
which come in order), or one shared table whose entries only cut below first moves
no earlier than the one they were found under (see _tt). A first move's subtree is
searched as it would be in the whole iteration: what sleep sets and the table prune
there is reached first, in search order, along a path another part of the search
covers. So the iteration finds a solution exactly when it would on one thread, and
any solution it finds is optimal (every smaller bound failed before).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from ._layout import BUDGET, EXHAUSTED, FOUND
from ._tt import SHARED_KEY_BITS
from .solver_run import (
    ABORTED,
    OPEN,
    Budget,
    Moves,
    Outcome,
    Search,
    SharedTable,
    key_space,
)
from .solver_state import Setup

POLL = 0.02  # seconds between progress reports of the waiting thread
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

    moves: int  # first moves to hand out: 0 .. moves-1
    budget: Budget
    nodes_before: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    next_move: int = 0
    found: Moves | None = None
    limit: bool = False
    error: BaseException | None = None  # a thread's failure, raised by run_split
    searches: list[Search] = field(default_factory=list)

    def nodes(self) -> int:
        """Return the nodes searched so far."""
        return self.nodes_before + sum(s.nodes for s in self.searches)

    def take(self) -> int | None:
        """Return the next first move to search, or None."""
        if self.over() or self.next_move >= self.moves:
            return None
        self.next_move += 1
        return self.next_move - 1

    def stop(self) -> bool:
        """Tell a running search to stop: a solution was found or a limit hit."""
        b = self.budget
        if b.max_nodes is not None and self.nodes() >= b.max_nodes:
            self.limit = True
        return self.over()

    def over(self) -> bool:
        """Tell whether the iteration is decided (or failed)."""
        return self.found is not None or self.limit or self.error is not None


def run_split(
    setup: Setup,
    budget: Budget,
    bounds: tuple[int, int],
    nodes: tuple[int, int],
    threads: int,
) -> Outcome:
    """Search bounds (first, last), each split between `threads` threads; nodes =
    (searched so far, searched by the last iteration)."""
    (first, last), (total, previous) = bounds, nodes
    own = replace(
        budget, max_nodes=None, max_bytes=budget.max_bytes // threads, on_iteration=None
    )
    common = key_space(setup) < 1 << SHARED_KEY_BITS
    for bound in range(first, last + 1):
        table = _table(budget, previous) if common else None
        shared = _Iteration(4 * len(setup.names), budget, total)
        _run_threads(threads, (setup, own, bound, shared, table), budget)
        previous = shared.nodes() - total
        total = shared.nodes()
        if shared.found is not None:
            return Outcome("optimal", shared.found, bound, total)
        if shared.limit:
            return Outcome("limit", None, bound, total)
        if budget.on_iteration is not None:
            budget.on_iteration(bound, total)
    return Outcome(OPEN, None, last + 1, total)


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
                budget.on_iteration(args[2], shared.nodes())
    if shared.error is not None:
        raise RuntimeError("a search thread failed") from shared.error


def _table(budget: Budget, previous: int) -> SharedTable:
    """Return a fresh shared table sized for an iteration after one of `previous`
    nodes (iterations about double; at most the memory cap)."""
    cap = max(10, (budget.max_bytes // 8).bit_length() - 1)
    bits = max(16, min(cap, (4 * previous).bit_length()))
    return SharedTable(np.zeros(1 << bits, dtype=np.int64), bits, 1)


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
    """Take first moves in order and search below each."""
    with shared.lock:
        shared.searches.append(search)
    fresh = True
    while True:
        with shared.lock:
            move = shared.take()
        if move is None:
            return
        code = search.iteration(bound, lambda: _stop(shared), move, fresh)
        fresh = False
        with shared.lock:
            if code == FOUND and shared.found is None:
                shared.found = search.path()
            elif code == BUDGET:
                shared.limit = True
            elif code not in (EXHAUSTED, ABORTED, FOUND):
                raise RuntimeError(f"unexpected search outcome {code}")


def _stop(shared: _Iteration) -> bool:
    """Ask the shared state whether a search should stop."""
    with shared.lock:
        return shared.stop()
