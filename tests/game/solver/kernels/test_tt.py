"""The thread's transposition table: buckets of four entries on one cache line."""

from __future__ import annotations

import numpy as np
import pytest

from service.game.solver.kernels.offsets import P_TT_BITS, P_TT_GEN, STACK
from service.game.solver.kernels.tt import tt_bucket, tt_rehash, tt_visit
from service.game.solver.tt_memory import LINE_BYTES, zeroed

BITS = 16


def _state(bits: int = BITS, gen: int = 1) -> np.ndarray:
    """Return a kernel state set up for the thread's own table."""
    st = np.zeros(STACK, dtype=np.int64)
    st[P_TT_BITS], st[P_TT_GEN] = bits, gen
    return st


@pytest.mark.parametrize("words", [8, 2 << 10, (2 << 16) + 8])
def test_tables_start_on_a_cache_line_and_are_empty(words: int) -> None:
    table = zeroed(words)
    assert table.ctypes.data % LINE_BYTES == 0
    assert table.shape == (words,) and not table.any()
    assert table.flags.c_contiguous


def test_a_full_bucket_evicts_its_lowest_height() -> None:
    st, table = _state(), zeroed(2 << BITS)
    bucket = tt_bucket(1, BITS)
    keys = [k for k in range(1, 200_000) if tt_bucket(k, BITS) == bucket][:5]
    heights = [5, 3, 7, 6, 4]
    for key, height in zip(keys, heights, strict=True):
        assert not tt_visit(table, st, key, height, True)
    pairs = zip(keys, heights, strict=True)
    found = [tt_visit(table, st, key, h, False) for key, h in pairs]
    assert found == [True, False, True, True, True]  # height 3 made room
    assert not tt_visit(table, st, keys[0], 6, False)  # searched with 5 only


def test_growing_keeps_every_entry_of_the_generation() -> None:
    rng = np.random.default_rng(7)
    keys = [int(k) for k in rng.integers(1, 1 << 40, size=3000)]
    st, table = _state(), zeroed(2 << BITS)
    for key in keys:
        tt_visit(table, st, key, 9, True)
    bigger = zeroed(2 << (BITS + 2))
    assert tt_rehash(table, bigger, 1, BITS + 2) == len(set(keys))
    st[P_TT_BITS] = BITS + 2
    assert all(tt_visit(bigger, st, key, 9, False) for key in keys)
    st[P_TT_GEN] = 2  # a new generation: every entry counts as empty
    assert not any(tt_visit(bigger, st, key, 1, False) for key in keys)
