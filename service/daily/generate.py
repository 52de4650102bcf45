"""Generate one day's puzzles: deterministic from (date, secret), proven by the solver.

HMAC-SHA256(secret, "YYYY-MM-DD") seeds `random.Random`, which decides whether the
day uses layouts with diagonals, picks a classic layout and then a stream of random
positions on it (four robots, one of the board's targets, ricochet rule on). Some
layouts rarely give long optima, so after `layout_candidates` positions the day moves
on to another layout (same diagonal choice) for the tiers still open. Each candidate
is solved within node limits (never a time limit, which would make the result depend
on the machine) and lands in the first still-empty tier whose range holds its
proven optimum. The day stops when every tier is filled or the candidate or node
budget is spent; a tier left empty is reported, never filled with an unproven puzzle.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from service.game.batch import solve_each
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import Layout, board_for_code, enumerate_layouts
from service.game.puzzle import Goal, Puzzle
from service.game.solver import Limits, SolveResult, SolverStatus

from .settings import GenerationSettings, Tier

GENERATOR_VERSION = 1
SOLVER_MEMORY = 256 * 2**20  # transposition-table cap: fixed, so runs repeat exactly


@dataclass(frozen=True, slots=True)
class Found:
    """A tier's puzzle with the solver's proof of its optimum."""

    tier: Tier
    position: int
    layout: str  # the layout code of the puzzle's board
    puzzle: Puzzle
    result: SolveResult


@dataclass(slots=True)
class DayPlan:
    """What generation produced for a day, before it is stored."""

    day: date
    diagonals: bool
    layouts: list[Layout] = field(default_factory=list)
    found: dict[str, Found] = field(default_factory=dict)
    candidates: int = 0
    nodes: int = 0
    seconds: float = 0.0

    def unfilled(self, tiers: tuple[Tier, ...]) -> list[Tier]:
        """Return the tiers no candidate filled, in tier order."""
        return [t for t in tiers if t.name not in self.found]

    def stats(self) -> dict[str, Any]:
        """Return the generation figures stored with the day."""
        return {
            "generator": GENERATOR_VERSION,
            "candidates": self.candidates,
            "layouts": [layout.code for layout in self.layouts],
            "nodes": self.nodes,
            "seconds": round(self.seconds, 3),
        }


def day_seed(secret: bytes, day: date) -> int:
    """Return the day's seed: HMAC-SHA256(secret, ISO date) as an integer."""
    digest = hmac.new(secret, day.isoformat().encode(), hashlib.sha256).digest()
    return int.from_bytes(digest, "big")


def layout_pool(diagonals: bool) -> list[Layout]:
    """Return the layouts with (or without) diagonals, in their stable order."""
    return [lay for lay in enumerate_layouts() if lay.has_diagonals == diagonals]


def random_puzzle(rng: random.Random, layout: Layout) -> Puzzle:
    """Place the four robots on distinct free cells and pick one of the targets."""
    board = board_for_code(layout.code)
    cells = rng.sample(board.free_cells(), len(CLASSIC_COLORS))
    target = rng.choice(board.targets)
    robots = tuple(zip(CLASSIC_COLORS, cells, strict=True))
    return Puzzle(board, robots, Goal(target.color, target.cell), ricochet_rule=True)


def plan_day(
    day: date,
    secret: bytes,
    settings: GenerationSettings,
    is_used: Callable[[str], bool] = lambda puzzle_id: False,
) -> DayPlan:
    """Generate a day within the budget; `is_used` rejects puzzles of other days."""
    started = time.perf_counter()
    rng = random.Random(day_seed(secret, day))
    plan = DayPlan(day, rng.random() < settings.diagonal_share)
    pool = layout_pool(plan.diagonals)
    for puzzle, result in solve_each(_candidates(plan, settings, rng, pool)):
        plan.candidates += 1
        plan.nodes += result.nodes
        _place(plan, settings, puzzle, result, is_used)
    plan.seconds = time.perf_counter() - started
    return plan


def _candidates(
    plan: DayPlan, settings: GenerationSettings, rng: random.Random, pool: list[Layout]
) -> Iterator[tuple[Puzzle, Puzzle, Limits]]:
    """Yield the day's next candidate and its limits while tiers and budget remain
    (read after the previous candidate was placed: the limits follow the plan)."""
    while _open_tiers(plan, settings) and _budget_left(plan, settings):
        if plan.candidates % settings.layout_candidates == 0:
            plan.layouts.append(rng.choice(pool))
        puzzle = random_puzzle(rng, plan.layouts[-1])
        yield puzzle, puzzle, _limits(plan, settings)


def _open_tiers(plan: DayPlan, settings: GenerationSettings) -> list[Tier]:
    """Return the tiers still waiting for a puzzle."""
    return plan.unfilled(settings.tiers)


def _budget_left(plan: DayPlan, settings: GenerationSettings) -> bool:
    """Tell whether another candidate may be tried."""
    return plan.candidates < settings.candidates and plan.nodes < settings.node_budget


def _limits(plan: DayPlan, settings: GenerationSettings) -> Limits:
    """Search no deeper than the open tiers need, within the remaining nodes."""
    caps = [t.max_moves for t in _open_tiers(plan, settings)]
    deepest = settings.max_depth if None in caps else max(c or 0 for c in caps)
    nodes = min(settings.solve_nodes, settings.node_budget - plan.nodes)
    return Limits(
        max_depth=min(deepest, settings.max_depth),
        max_nodes=nodes,
        max_memory_bytes=SOLVER_MEMORY,
    )


def _place(
    plan: DayPlan,
    settings: GenerationSettings,
    puzzle: Puzzle,
    result: SolveResult,
    is_used: Callable[[str], bool],
) -> None:
    """Put a proven candidate into the open tier its optimum belongs to."""
    if result.status != SolverStatus.OPTIMAL or result.optimal_moves is None:
        return  # unsolvable, or not proven within the limits: never published
    for position, tier in enumerate(settings.tiers):
        if tier.name in plan.found or not tier.contains(result.optimal_moves):
            continue
        if not is_used(puzzle.puzzle_id):
            layout = plan.layouts[-1].code
            plan.found[tier.name] = Found(tier, position, layout, puzzle, result)
        return
