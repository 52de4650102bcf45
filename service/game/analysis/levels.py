"""One level of the search: a push, a pull, or a pull by blocks, run in slabs."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .blocks import pull_blocks, slide_ends
from .kernels import pull_level, push_level
from .model import AnalysisProgress
from .space import Space

SLAB = 1 << 26  # indices per kernel call, so that progress comes a few times a second
# Scan the unsettled placements forwards once they are fewer than this times the
# frontier: a pull tries the cheap nearby moves first and stops at the first hit.
PULL_RATIO = 1.5
# A coloured target pulls one block of leads at a time (`blocks.py`): many times
# cheaper per open placement than a push per frontier placement, so it starts early.
BLOCK_PULL_RATIO = 8.0
Progress = Callable[[AnalysisProgress], None]


def slabs(total: int) -> list[tuple[int, int]]:
    """Split [0, total) into kernel calls."""
    return [(lo, min(lo + SLAB, total)) for lo in range(0, total, SLAB)] or [(0, 0)]


class Step:
    """One level of the search: push, pull, or pull by blocks, in slabs."""

    def __init__(
        self,
        space: Space,
        dist: Any,
        progress: Progress | None,
        placements: int,
        blocks: bool,
    ) -> None:
        self.space, self.dist, self.progress = space, dist, progress
        self.placements = placements
        self.blocks = blocks
        self.ends = slide_ends(space.nxt) if self.blocks else None
        self.last = time.perf_counter()

    def mode(self, frontier: int, unsettled: int) -> str:
        """Choose how to run the next level."""
        if self.blocks:
            return "pull-blocks" if unsettled < BLOCK_PULL_RATIO * frontier else "push"
        return "pull" if unsettled < PULL_RATIO * frontier else "push"

    def run(self, mode: str, d: int, settled: int) -> int:
        """Run one level; return the stores made (exact for pull-blocks)."""
        space, dist = self.space, self.dist
        nl, m, cells, has_lead = space.kernel_args()
        nxt, binom = space.nxt, space.binom
        done = 0
        if mode == "pull-blocks":
            step = max(1, SLAB // nl)
            for lo in range(0, space.cn, step):
                hi = min(lo + step, space.cn)
                done += int(
                    pull_blocks(dist, lo, hi, d, nl, m, cells, nxt, self.ends, binom)
                )
                self._report(d, settled + done)
            return done
        kernel = pull_level if mode == "pull" else push_level
        for lo, hi in slabs(space.total):
            done += int(kernel(dist, lo, hi, d, nl, m, cells, has_lead, nxt, binom))
            self._report(d, settled + done)
        return done

    def _report(self, d: int, settled: int) -> None:
        """Report progress a few times a second."""
        if self.progress is not None and time.perf_counter() - self.last > 0.25:
            self.progress(
                AnalysisProgress(d + 1, min(settled, self.placements), self.placements)
            )
            self.last = time.perf_counter()
