"""Many searches in one process, one after another: the path that bulk solve jobs,
check-job grading and the daily generator share (no fork, no job, per puzzle).

Items are read lazily: the next puzzle and its limits are asked for only once the
previous result has been handed out, so a caller may choose them from the results
so far (the daily generator narrows its limits as tiers fill).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

from .puzzle import Puzzle
from .solver import Limits, SolveResult, solve

K = TypeVar("K")


def solve_each(
    items: Iterable[tuple[K, Puzzle, Limits]],
) -> Iterator[tuple[K, SolveResult]]:
    """Yield (key, result) for each (key, puzzle, limits), in order."""
    for key, puzzle, limits in items:
        yield key, solve(puzzle, limits=limits)
