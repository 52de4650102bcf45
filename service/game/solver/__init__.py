"""The optimal solver: its Python driver here, its numba kernels in `kernels`.

`solve`, `hints` and `warm_up` (in `entry`) are the public face; `plan` chooses the
stages of a search, `run` drives the kernel between chunks of nodes, `parallel`
splits big iterations between threads, `state` and `tables` prepare the arrays the
kernels read, and `tt_memory` keeps each thread's transposition table.
"""

from __future__ import annotations

from .entry import MAX_DEPTH, Limits, Progress, SolveResult, hints, solve, warm_up
from .run import SolverStatus

__all__ = [
    "MAX_DEPTH",
    "Limits",
    "Progress",
    "SolveResult",
    "SolverStatus",
    "hints",
    "solve",
    "warm_up",
]
