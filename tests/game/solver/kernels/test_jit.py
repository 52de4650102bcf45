"""The solver's compile helpers: the cache-prefetch hint."""

from __future__ import annotations

import numpy as np
from numba import njit

from service.game.solver.kernels.jit import prefetch


@njit
def _sum_prefetching(values: np.ndarray) -> int:
    """Sum an array, asking for the element eight ahead before each read."""
    total = 0
    for i in range(values.shape[0]):
        prefetch(values, (i + 8) % values.shape[0])
        total += values[i]
    return total


def test_prefetch_emits_the_instruction_and_changes_no_result() -> None:
    values = np.arange(100, dtype=np.int64)
    assert _sum_prefetching(values) == 4950
    assembly = "".join(_sum_prefetching.inspect_asm().values())
    assert "prefetch" in assembly
