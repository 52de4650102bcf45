"""Simulated annealing over robot placements and targets for the longest optimum.

A state is a placement of the family's robots and one of the searched targets: with
the default strategy (`strategy`), the few printed targets (colour in play, or the
vortex) that a lone robot reaches late or never (`targets`). A neighbour is one
small change (`neighbours`): mostly one legal slide of one robot (it costs the
optimum at most one move) or a jump to a cell where robots stop. Each state is
scored by a proven solve: its optimum plus a tie-break below one move that grows
with the nodes the proof needed, so that among equal optima the search drifts
towards the harder positions; a state seen before (non-target robots are
interchangeable) is scored from memory. A worse neighbour is accepted with
probability exp(-loss / T), T cooling geometrically over the budget (evaluations
when `max_evaluations` is set, else seconds); after `patience` evaluations without
a new best the search restarts from one of the strategy's elite (best) states.

Only proven optima count as records: a solve cut by its limit (or by a depth
DEPTH_MARGIN past the best yet, which keeps positions that cannot be solved from
eating the budget) is given its lower bound as a score, and is re-solved (with
RESOLVE x the limit, 3 x DEPTH_MARGIN past the best) when that bound would beat the
best. With `max_evaluations` and a node limit per solve (`solve_nodes`: solves then
run on one thread) a search is reproducible: the same seed gives the same find.
"""

from __future__ import annotations

import heapq
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
from .found import Found, SearchProgress
from .neighbours import Neighbourhood
from .strategy import DEFAULT, Strategy
from .targets import hardest, robot_cells

T_START = 1.0
"""Initial temperature, in moves: a one-move loss is first accepted ~37% of the time."""
T_END = 0.05
"""Final temperature: by the end only equal or better neighbours are accepted."""
NODE_SCALE = math.log(1e10)
"""Nodes are scored log(nodes) / NODE_SCALE (below one move up to 10^10 nodes)."""

DEPTH_MARGIN = 8
"""Solves search at most this many moves past the best yet: deeper is a re-solve."""
RESOLVE = 20
"""A re-solve of a promising unproven state may take this many times the limit."""

ProgressCallback = Callable[[SearchProgress], None]
Key = tuple[Target, Cell | None, frozenset[Any]]


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
    solve_nodes: int | None = None,
    strategy: Strategy = DEFAULT,
    patience: int = 3000,
    on_progress: ProgressCallback | None = None,
    start: Puzzle | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Found | None:
    """Anneal for `seconds` (or `max_evaluations`) and return the longest proven one.

    :param solve_nodes: a node limit per solve instead of `solve_seconds`; with
        `max_evaluations` it makes the search reproducible.
    :param start: a puzzle of this board and family to start from (e.g. the stored
        record, to go on from it), else a random placement and target.
    :param should_stop: asked after each evaluation; True ends the search early
        (a worker yields to work a client waits for).

    None when no state was proven (a budget too small for even one solve).
    """
    run = _Run(board, family, random.Random(seed), seconds, max_evaluations)
    run.limit = (solve_seconds, solve_nodes)
    run.use(strategy, start)
    current = run.evaluate(*(run.random_state() if start is None else run.of(start)))
    run.keep(current)
    while run.going() and not (should_stop and should_stop()):
        candidate = run.evaluate(*run.moves.step(current.robots, current.target))
        if run.accept(candidate.score - current.score):
            current = candidate
        run.keep(candidate)
        if run.since_best >= patience and run.elite:
            current, run.since_best = run.restart(), 0
        if on_progress is not None:
            on_progress(run.progress(current))
    return run.record


class _Run:
    """One search's state: board, family, random source, limits, memory, records."""

    def __init__(
        self,
        board: Board,
        family: Family,
        rng: random.Random,
        seconds: float,
        max_evaluations: int | None,
    ) -> None:
        self.board, self.family, self.rng = board, family, rng
        self.started = time.perf_counter()
        self.seconds, self.deadline = seconds, self.started + seconds
        self.max_evaluations = max_evaluations
        self.limit: tuple[float, int | None] = (5.0, None)
        self.record: Found | None = None  # the longest proven find so far
        self.elite: list[tuple[float, int, dict[str, Cell], Target]] = []
        self.seen: dict[Key, tuple[float, SolveResult]] = {}
        self.since_best = self.evaluations = self.solves = self.best = 0
        self.cells = robot_cells(board)
        self.targets = [
            t for t in board.targets if t.color == "any" or t.color in family.robots
        ]
        self.strategy = DEFAULT
        self.nodes = 0

    def use(self, strategy: Strategy, start: Puzzle | None) -> None:
        """Follow a strategy: search its hardest targets (and the start's)."""
        self.strategy, count = strategy, strategy.hard_targets
        if count > 0 and self.targets:
            chosen = hardest(self.board, self.targets, self.cells, count)
            if start is not None and self.of(start)[1] not in chosen:
                chosen.append(self.of(start)[1])
            self.targets = chosen
        self.moves = Neighbourhood(
            self.board,
            self.family.robots,
            self.cells,
            self.targets,
            self.rng,
            strategy.kinds,
        )

    def going(self) -> bool:
        """Tell whether time and evaluations are left."""
        return time.perf_counter() < self.deadline and (
            self.max_evaluations is None or self.evaluations < self.max_evaluations
        )

    def temperature(self) -> float:
        """Return the temperature: geometric from T_START to T_END over the budget."""
        if self.max_evaluations is not None:
            fraction = self.evaluations / max(self.max_evaluations, 1)
        else:
            fraction = (time.perf_counter() - self.started) / max(self.seconds, 1e-9)
        return float(T_START * (T_END / T_START) ** min(fraction, 1.0))

    def keep(self, state: _State) -> None:
        """Count a state; keep it among the elite and as the record when it is."""
        self.since_best += 1
        found = self.found(state)
        if found is None:
            return
        entry = (state.score, self.evaluations, state.robots, state.target)
        if all(e[2:] != entry[2:] for e in self.elite):
            # the best scores; among equals, the earlier found
            elite = [*self.elite, entry]
            self.elite = heapq.nlargest(
                self.strategy.elite, elite, key=lambda e: (e[0], -e[1])
            )
        record = self.record
        if record is None or found.optimal_moves > record.optimal_moves:
            self.record, self.since_best = found, 0

    def restart(self) -> _State:
        """Return to one of the elite states."""
        _, _, robots, target = self.rng.choice(self.elite)
        return self.evaluate(robots, target)

    def progress(self, current: _State) -> SearchProgress:
        """Return a progress report."""
        record = self.record
        return SearchProgress(
            self.evaluations,
            time.perf_counter() - self.started,
            _moves(current.result),
            0 if record is None else record.optimal_moves,
            self.solves,
            self.nodes,
        )

    def random_state(self) -> tuple[dict[str, Cell], Target]:
        """Return a uniformly random placement and target."""
        target = self.rng.choice(self.targets)
        cells = [c for c in self.cells if c != target.cell]
        placed = self.rng.sample(cells, len(self.family.robots))
        return dict(zip(self.family.robots, placed, strict=True)), target

    def of(self, puzzle: Puzzle) -> tuple[dict[str, Cell], Target]:
        """Return a puzzle's placement and printed target."""
        target = next(t for t in self.board.targets if t.cell == puzzle.target.cell)
        return dict(puzzle.robots), target

    def evaluate(self, robots: dict[str, Cell], target: Target) -> _State:
        """Score a state: from memory when seen, else by a solve."""
        self.evaluations += 1
        key = self.key(robots, target)
        if key not in self.seen:
            result = self.solve(self.puzzle(robots, target))
            if not self.strategy.memory:
                return _State(robots, target, _score(result), result)
            self.seen[key] = (_score(result), result)
        score, result = self.seen[key]
        return _State(robots, target, score, result)

    def solve(self, puzzle: Puzzle) -> SolveResult:
        """Solve within the limits; re-solve deeper when the bound beats the best."""
        self.solves += 1
        result = solve(puzzle, limits=self.limits(DEPTH_MARGIN, 1))
        self.nodes += result.nodes
        if not result.proven and result.lower_bound > self.best:
            if self.deadline - time.perf_counter() > 0:
                limits = self.limits(3 * DEPTH_MARGIN, RESOLVE)
                result = solve(puzzle, limits=limits)
                self.nodes += result.nodes
        if result.optimal_moves is not None:
            self.best = max(self.best, result.optimal_moves)
        return result

    def limits(self, margin: int, times: int) -> Limits:
        """Return solve limits: depth past the best, `times` the node or time limit."""
        depth = min(self.best + margin, MAX_DEPTH)
        seconds, nodes = self.limit
        if nodes is not None:
            return Limits(max_depth=depth, max_nodes=nodes * times)
        left = self.deadline - time.perf_counter()
        return Limits(max_depth=depth, max_seconds=max(min(seconds * times, left), 0))

    def key(self, robots: dict[str, Cell], target: Target) -> Key:
        """Return a state's identity: other robots interchangeable (not so for the
        vortex, which any robot may finish on)."""
        if target.color == "any":
            return target, None, frozenset(robots.items())
        others = frozenset(c for n, c in robots.items() if n != target.color)
        return target, robots[target.color], others

    def puzzle(self, robots: dict[str, Cell], target: Target) -> Puzzle:
        """Return the puzzle of a placement and target."""
        ordered = tuple((n, robots[n]) for n in self.family.robots)
        goal = Goal(target.color, target.cell)
        return Puzzle(self.board, ordered, goal, self.family.ricochet_rule)

    def accept(self, gain: float) -> bool:
        """Metropolis: always take a gain, a loss with probability exp(loss / T)."""
        return gain >= 0 or self.rng.random() < math.exp(gain / self.temperature())

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
            self.solves,
        )


def _score(result: SolveResult) -> float:
    """Score a solve: its optimum (or lower bound) plus a node tie-break below 1."""
    moves = result.optimal_moves
    if moves is None:
        if result.status == SolverStatus.UNSOLVABLE:
            return 0.0
        moves = result.lower_bound
    return moves + min(math.log(max(result.nodes, 1)) / NODE_SCALE, 0.99)


def _moves(result: SolveResult) -> int:
    """Return a solve's optimum, or its lower bound when unproven."""
    return (
        result.optimal_moves if result.optimal_moves is not None else result.lower_bound
    )
