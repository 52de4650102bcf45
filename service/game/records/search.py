"""Simulated annealing over robot placements and targets for the longest optimum.

A state is a placement of the family's robots and one of the board's printed targets
(the target's colour must be in play; the vortex takes any robot). A neighbour moves
one robot to another cell (half the time along its row or column, else anywhere) or,
less often, picks another target. Each state is scored by a proven solve: its optimum
plus a tie-break below one move that grows with the nodes the proof needed, so
that among equal optima the search drifts towards the harder positions. A worse
neighbour is accepted with probability exp(-loss / T), T cooling geometrically over
the budget; the search restarts from the best state after `patience` evaluations
without a new best. Only proven optima count as records: a solve cut by
`solve_seconds` (or by a depth DEPTH_MARGIN past the best yet, which keeps positions
that cannot be solved from eating the budget) is given its lower bound as a score,
and is re-solved (for up to RESOLVE x `solve_seconds`, 3 x DEPTH_MARGIN past the
best) when that bound would beat the best.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..board import Board, Target
from ..geometry import Cell
from ..puzzle import Goal, Puzzle
from ..solver import MAX_DEPTH, Limits, SolveResult, SolverStatus, solve
from .families import Family

T_START = 1.0
"""Initial temperature, in moves: a one-move loss is first accepted ~37% of the time."""
T_END = 0.05
"""Final temperature: by the end only equal or better neighbours are accepted."""
TARGET_MOVE = 0.15
"""Share of neighbours that change the target rather than a robot."""
NODE_SCALE = math.log(1e10)
"""Nodes are scored log(nodes) / NODE_SCALE (below one move up to 10^10 nodes)."""

DEPTH_MARGIN = 8
"""Solves search at most this many moves past the best yet: deeper is a re-solve."""
RESOLVE = 20
"""A re-solve of a promising unproven state may take this many times solve_seconds."""

Move = tuple[str, str]


@dataclass(frozen=True, slots=True)
class SearchProgress:
    """A progress report: work done, the current state's and the best optimum."""

    evaluations: int
    seconds: float
    current: int
    best: int


@dataclass(frozen=True, slots=True)
class Found:
    """The best puzzle a search proved, and when in the search it was found."""

    puzzle: Puzzle
    optimal_moves: int
    solution: list[Move]
    evaluations: int
    seconds: float

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form (the puzzle without its board)."""
        puzzle = self.puzzle.to_json()
        return {
            "robots": puzzle["robots"],
            "target": puzzle["target"],
            "rules": puzzle["rules"],
            "optimal_moves": self.optimal_moves,
            "solution": [list(m) for m in self.solution],
            "evaluations": self.evaluations,
            "seconds": round(self.seconds, 1),
        }


ProgressCallback = Callable[[SearchProgress], None]


@dataclass(slots=True)
class _State:
    """A placement and a target, with its score and solve result."""

    robots: dict[str, Cell]
    target: Target
    score: float
    result: SolveResult


def search_record(
    board: Board,
    family: Family,
    *,
    seed: int,
    seconds: float,
    max_evaluations: int | None = None,
    solve_seconds: float = 5.0,
    patience: int = 3000,
    on_progress: ProgressCallback | None = None,
    start: Puzzle | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Found | None:
    """Anneal for `seconds` (or `max_evaluations`) and return the longest proven one.

    :param start: a puzzle of this board and family to start from (e.g. the stored
        record, to go on from it), else a random placement and target.
    :param should_stop: asked after each evaluation; True ends the search early
        (a worker yields to work a client waits for).

    None when no state was proven (a budget too small for even one solve).
    """
    run = _Run(board, family, random.Random(seed), solve_seconds, seconds)
    current = run.evaluate(
        *(run.random_state() if start is None else run.state_of(start))
    )
    run.keep(current)
    while run.going(max_evaluations) and not (should_stop and should_stop()):
        candidate = run.evaluate(*run.neighbour(current))
        if run.accept(candidate.score - current.score, run.temperature()):
            current = candidate
        run.keep(candidate)
        if run.since_best >= patience and run.record is not None:
            current, run.since_best = run.restart(run.record), 0
        if on_progress is not None:
            on_progress(run.progress(current))
    return run.record


class _Run:
    """One search's fixed parts: board, family, random source, solve limit, deadline."""

    def __init__(
        self,
        board: Board,
        family: Family,
        rng: random.Random,
        solve_seconds: float,
        seconds: float,
    ) -> None:
        self.board, self.family, self.rng = board, family, rng
        self.started = time.perf_counter()
        self.seconds, self.deadline = seconds, self.started + seconds
        self.solve_seconds = solve_seconds
        self.record: Found | None = None  # the longest proven find so far
        self.since_best = 0
        self.cells = _robot_cells(board)
        self.targets = [
            t for t in board.targets if t.color == "any" or t.color in family.robots
        ]
        self.evaluations = 0
        self.best = 0

    def going(self, max_evaluations: int | None) -> bool:
        """Tell whether time and evaluations are left."""
        return time.perf_counter() < self.deadline and (
            max_evaluations is None or self.evaluations < max_evaluations
        )

    def temperature(self) -> float:
        """Return the temperature: geometric from T_START to T_END over the budget."""
        fraction = (time.perf_counter() - self.started) / max(self.seconds, 1e-9)
        return float(T_START * (T_END / T_START) ** min(fraction, 1.0))

    def keep(self, state: _State) -> None:
        """Keep a state as the record when it is proven and longer than the record."""
        self.since_best += 1
        found = self.found(state)
        record = self.record
        if found is not None and (
            record is None or found.optimal_moves > record.optimal_moves
        ):
            self.record, self.since_best = found, 0

    def progress(self, current: _State) -> SearchProgress:
        """Return a progress report."""
        record = self.record
        return SearchProgress(
            self.evaluations,
            time.perf_counter() - self.started,
            _moves(current),
            0 if record is None else record.optimal_moves,
        )

    def random_state(self) -> tuple[dict[str, Cell], Target]:
        """Return a uniformly random placement and target."""
        target = self.rng.choice(self.targets)
        cells = [c for c in self.cells if c != target.cell]
        placed = self.rng.sample(cells, len(self.family.robots))
        return dict(zip(self.family.robots, placed, strict=True)), target

    def state_of(self, puzzle: Puzzle) -> tuple[dict[str, Cell], Target]:
        """Return a puzzle's placement and printed target."""
        return dict(puzzle.robots), _goal_target(self.board, puzzle.target)

    def neighbour(self, state: _State) -> tuple[dict[str, Cell], Target]:
        """Return a placement and target one small change away."""
        robots, target = dict(state.robots), state.target
        if self.rng.random() < TARGET_MOVE:
            taken = set(robots.values())
            options = [t for t in self.targets if t.cell not in taken and t != target]
            return robots, self.rng.choice(options) if options else target
        name = self.rng.choice(self.family.robots)
        taken = set(robots.values()) | {target.cell}
        x, y = robots[name]
        cells = [c for c in self.cells if c not in taken]
        line = [c for c in cells if c[0] == x or c[1] == y]
        robots[name] = self.rng.choice(
            line if line and self.rng.random() < 0.5 else cells
        )
        return robots, target

    def evaluate(self, robots: dict[str, Cell], target: Target) -> _State:
        """Solve a state and score it (see the module's notes)."""
        puzzle = self.puzzle(robots, target)
        self.evaluations += 1
        depth = min(self.best + DEPTH_MARGIN, MAX_DEPTH)
        limits = Limits(max_depth=depth, max_seconds=self.solve_seconds)
        result = solve(puzzle, limits=limits)
        if not result.proven and result.lower_bound > self.best:
            left = min(
                self.deadline - time.perf_counter(), RESOLVE * self.solve_seconds
            )
            if left > 0:
                deeper = min(self.best + 3 * DEPTH_MARGIN, MAX_DEPTH)
                limits = Limits(max_depth=deeper, max_seconds=left)
                result = solve(puzzle, limits=limits)
        if result.optimal_moves is not None:
            self.best = max(self.best, result.optimal_moves)
        return _State(robots, target, _score(result), result)

    def puzzle(self, robots: dict[str, Cell], target: Target) -> Puzzle:
        """Return the puzzle of a placement and target."""
        ordered = tuple((n, robots[n]) for n in self.family.robots)
        goal = Goal(target.color, target.cell)
        return Puzzle(self.board, ordered, goal, self.family.ricochet_rule)

    def restart(self, best: Found) -> _State:
        """Return to the best state found so far."""
        return self.evaluate(*self.state_of(best.puzzle))

    def accept(self, gain: float, temperature: float) -> bool:
        """Metropolis: always take a gain, a loss with probability exp(loss / T)."""
        return gain >= 0 or self.rng.random() < math.exp(gain / temperature)

    def found(self, state: _State) -> Found | None:
        """Return a state as a find when its optimum is proven."""
        result = state.result
        if result.optimal_moves is None or result.solution is None:
            return None
        return Found(
            self.puzzle(state.robots, state.target),
            result.optimal_moves,
            list(result.solution),
            self.evaluations,
            time.perf_counter() - self.started,
        )


def _robot_cells(board: Board) -> list[Cell]:
    """Return the cells a robot may start on: not blocked, not on a diagonal."""
    return [
        (x, y)
        for y in range(board.height)
        for x in range(board.width)
        if (x, y) not in board.blocked and (x, y) not in board.diagonal_at
    ]


def _goal_target(board: Board, goal: Goal) -> Target:
    """Return the printed target under a goal."""
    return next(t for t in board.targets if t.cell == goal.cell)


def _score(result: SolveResult) -> float:
    """Score a solve: its optimum (or lower bound) plus a node tie-break below 1."""
    moves = result.optimal_moves
    if moves is None:
        if result.status == SolverStatus.UNSOLVABLE:
            return 0.0
        moves = result.lower_bound
    return moves + min(math.log(max(result.nodes, 1)) / NODE_SCALE, 0.99)


def _moves(state: _State) -> int:
    """Return a state's optimum, or its lower bound when unproven."""
    result = state.result
    return (
        result.optimal_moves if result.optimal_moves is not None else result.lower_bound
    )
