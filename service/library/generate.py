"""Generating puzzles to order: random candidates, solved within the band's depth.

A candidate's search stops at the band's upper end, so a puzzle longer than the
band costs no more than proving it is longer. Every candidate whose proven
optimum lies in the band (and that has the theme asked for) is kept.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator

from service.game.batch import solve_each
from service.game.features import puzzle_features, themes_of
from service.game.micro.puzzle import MICRO_MAX_MOVES
from service.game.puzzle import Puzzle
from service.game.solver import Limits, SolverStatus

from .candidates import candidates
from .filters import ANY_MICRO, Band, PuzzleFilter, longest_micro, micro_sections
from .micro import FAMILY as MICRO_FAMILY
from .micro import MicroEntry, generate_micro
from .store import Entry
from .tally import Tally

SOLVER_MEMORY = 256 * 2**20
NODES_PER_CANDIDATE = 20_000_000
"""A candidate still open after this many nodes is dropped (it is rare and slow)."""
FEATURE_SECONDS = 5.0
"""Time for counting a puzzle's optimal solutions (past it the count is a floor)."""
BANDS = ((1, 8), (9, 12), (13, 16), (17, 30))
"""The bands the workers keep stocked and the bench reports."""


def family_bands(family: str, micro: str = ANY_MICRO) -> list[Band]:
    """Return the bands of a family that puzzles can meet: the classic families'
    all; Micro Robots' cut at its longest optimum (12 moves), or at the longest of
    one sections code's board (a 422 naming `micro` if it is not a code)."""
    if family != MICRO_FAMILY:
        return [Band(low, high) for low, high in BANDS]
    code = micro_sections(micro)
    longest = MICRO_MAX_MOVES if code == ANY_MICRO else longest_micro(code)
    return [Band(low, min(high, longest)) for low, high in BANDS if low <= longest]


def generate(
    found: PuzzleFilter,
    want: int,
    seconds: float,
    rng: random.Random,
    on_kept: Callable[[Entry | MicroEntry, Tally], bool],
    on_tried: Callable[[Tally], None] | None = None,
    source: str = "request",
    should_stop: Callable[[], bool] | None = None,
) -> Tally:
    """Solve candidates until `want` are kept or `seconds` pass; `on_kept` may stop
    the run early by returning False; `on_tried` hears of every candidate."""
    if found.micro is not None:
        return generate_micro(found, want, seconds, rng, on_kept, source, should_stop)
    tally = Tally()
    started = time.monotonic()
    limits = Limits(
        max_depth=found.moves.max,
        max_nodes=NODES_PER_CANDIDATE,
        max_memory_bytes=SOLVER_MEMORY,
    )
    stream = candidates(found, rng)

    def items() -> Iterator[tuple[tuple[str, Puzzle], Puzzle, Limits]]:
        while tally.kept < want and time.monotonic() - started < seconds:
            if should_stop is not None and should_stop():
                return
            layout, puzzle = next(stream)
            yield (layout, puzzle), puzzle, limits

    for (layout, puzzle), result in solve_each(items()):
        tally.candidates += 1
        tally.seconds = time.monotonic() - started
        if on_tried is not None:
            on_tried(tally)
        moves = result.optimal_moves
        if result.status != SolverStatus.OPTIMAL or moves is None:
            continue
        if not found.moves.holds(moves) or result.solution is None:
            continue
        features = puzzle_features(
            puzzle, moves, result.solution, seconds=FEATURE_SECONDS
        )
        if found.theme is not None and found.theme not in themes_of(features):
            continue
        entry = Entry(puzzle, layout, result, features, source)
        tally.kept += 1
        if not on_kept(entry, tally):
            break
    tally.seconds = time.monotonic() - started
    return tally


__all__ = ["BANDS", "Tally", "family_bands", "generate"]
