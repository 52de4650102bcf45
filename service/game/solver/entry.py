"""The optimal solver: fewest total moves that bring an eligible robot onto the target.

IDA* over every robot's moves with an admissible lower bound per target (the moves
the finishing robot needs alone, allowed to stop wherever a robot could stop it),
going on in stages of depth-first branch and bound once iterations grow big (see
run), a transposition table keyed on a canonical state, and move pruning
that never drops the first optimal solution in search order. The hot loop is
compiled with numba (`kernels.search`); this module is the public face: limits, results,
hints and warm-up.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..geometry import DIRECTIONS
from ..puzzle import Puzzle, parse_puzzle
from .hints import first_moves
from .plan import exercise, solve_setup
from .run import Budget, Moves, Outcome, release_table
from .run import SolverStatus as SolverStatus  # public: SolveResult.status
from .state import Setup, prepare

MAX_DEPTH = 250  # heights are stored in one byte of a table entry


@dataclass(frozen=True, slots=True)
class Limits:
    """What one search may spend; at a limit the search stops unproven."""

    max_depth: int = 60
    max_nodes: int | None = None
    max_seconds: float | None = None
    max_memory_bytes: int = 512 * 2**20  # cap of the transposition table

    def __post_init__(self) -> None:
        if not 0 <= self.max_depth <= MAX_DEPTH:
            raise ValueError(f"max_depth must be between 0 and {MAX_DEPTH}")
        if self.max_nodes is not None and self.max_nodes < 0:
            raise ValueError("max_nodes must not be negative")
        if self.max_seconds is not None and not self.max_seconds >= 0:
            raise ValueError("max_seconds must not be negative")
        if self.max_memory_bytes < 2**20:
            raise ValueError("max_memory_bytes must be at least 1 MiB")


@dataclass(frozen=True, slots=True)
class Progress:
    """A progress report: the fewest moves not yet ruled out, and the work so far."""

    depth: int
    nodes: int
    seconds: float


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The outcome of a search."""

    status: SolverStatus  # OPTIMAL, UNSOLVABLE or LIMIT
    optimal_moves: int | None
    moves: int | None
    solution: list[tuple[str, str]] | None
    proven: bool
    lower_bound: int
    nodes: int
    seconds: float

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form shared by the CLI, the API and the workers."""
        solution = self.solution
        return {
            "status": self.status,
            "optimal_moves": self.optimal_moves,
            "moves": self.moves,
            "solution": None if solution is None else [list(m) for m in solution],
            "proven": self.proven,
            "lower_bound": self.lower_bound,
            "nodes": self.nodes,
            "seconds": self.seconds,
        }


ProgressCallback = Callable[[Progress], None]
_DEFAULT = Limits()


def solve(
    puzzle: Puzzle,
    *,
    limits: Limits = _DEFAULT,
    on_progress: ProgressCallback | None = None,
) -> SolveResult:
    """Find the fewest moves that solve a puzzle, within the limits."""
    started = time.perf_counter()
    setup = prepare(puzzle)
    try:
        outcome, best = solve_setup(setup, _budget(limits, started, on_progress))
    finally:
        release_table()
    return _result(setup, outcome, best, time.perf_counter() - started)


def hints(puzzle: Puzzle, *, limits: Limits = _DEFAULT) -> list[tuple[str, str]]:
    """Return every distinct first move that starts an optimal solution.

    Empty when the puzzle is unsolvable or the limits stop the proof.
    """
    started = time.perf_counter()
    result = solve(puzzle, limits=limits)
    if result.optimal_moves is None:
        return []
    budget = _budget(limits, started, None)
    try:
        return first_moves(puzzle, result.optimal_moves, budget)
    finally:
        release_table()


def _budget(
    limits: Limits, started: float, on_progress: ProgressCallback | None
) -> Budget:
    """Turn public limits into the driver's budget."""
    report = None
    if on_progress is not None:
        callback = on_progress

        def report(depth: int, nodes: int) -> None:
            callback(Progress(depth, nodes, time.perf_counter() - started))

    deadline = None if limits.max_seconds is None else started + limits.max_seconds
    return Budget(
        limits.max_depth,
        limits.max_nodes,
        deadline,
        limits.max_memory_bytes,
        report,
    )


def _result(
    setup: Setup, outcome: Outcome, best: Moves | None, seconds: float
) -> SolveResult:
    """Turn a driver outcome into the public result."""
    solution = None
    if best is not None:
        solution = [(setup.names[r], DIRECTIONS[d]) for r, d in best]
    optimal = outcome.status == SolverStatus.OPTIMAL
    return SolveResult(
        status=outcome.status,
        optimal_moves=len(best) if optimal and best is not None else None,
        moves=None if solution is None else len(solution),
        solution=solution,
        proven=outcome.status in (SolverStatus.OPTIMAL, SolverStatus.UNSOLVABLE),
        lower_bound=len(best) if optimal and best is not None else outcome.lower_bound,
        nodes=outcome.nodes,
        seconds=seconds,
    )


_WARM_UP = (
    ({"red": [0, 2], "blue": [2, 2]}, {"color": "red", "cell": [0, 0]}),
    ({"red": [0, 2], "black": [2, 2]}, {"color": "any", "cell": [2, 0]}),
)
_DIAGONAL = {"cell": [1, 1], "color": "green", "orientation": "/"}


def warm_up() -> None:
    """Compile (or load from the on-disk cache) every kernel; call before forking."""
    for robots, target in _WARM_UP:
        for diagonals in ([], [_DIAGONAL]):
            board = {"width": 3, "height": 3, "diagonals": diagonals}
            for rule in (False, True):
                puzzle = parse_puzzle(
                    {
                        "board": board,
                        "robots": robots,
                        "target": target,
                        "rules": {"ricochet_rule": rule},
                    }
                )
                solve(puzzle, limits=Limits(max_depth=8))
                hints(puzzle, limits=Limits(max_depth=8))
                exercise(prepare(puzzle))
