"""The transposition table's memory: one per thread, reused across searches.

Entry s is two words (see `kernels.tt`): the key, then generation << 8 | height.
Entries of another generation count as empty, so the table is never cleared: a new
iteration (or search) starts a new generation. Tables are numpy's zeroed memory
(huge pages were measured slower: docs/solver-notes.md), started on a cache line so
that each bucket of four entries fills one.
"""

from __future__ import annotations

import threading

import numpy as np

from .kernels.tt import tt_rehash

MIN_BITS = 16  # smallest table: 2**16 entries
KEEP_BYTES = 64 << 20  # tables up to this size are kept between calls
ENTRY_BYTES = 16
LINE_BYTES = 64  # a cache line: one bucket of four entries


def zeroed(words: int) -> np.ndarray:
    """Return `words` zeroed int64 words starting on a cache line."""
    raw = np.zeros(words + LINE_BYTES // 8, dtype=np.int64)
    skip = (-raw.ctypes.data % LINE_BYTES) // 8
    return raw[skip : skip + words]


class Table(threading.local):
    """A thread's table: its words, its size and the running generation."""

    def __init__(self) -> None:
        self._fresh(MIN_BITS)
        self.gen = 0

    def _fresh(self, bits: int) -> None:
        """Start an empty table of 2**bits entries."""
        self.bits = bits
        self.words = zeroed(2 << bits)

    def begin(self, max_bits: int) -> int:
        """Start a new generation within the size cap; return it."""
        if self.bits > max_bits:
            self._fresh(max_bits)
        self.gen += 1
        return self.gen

    def grow(self, max_bits: int) -> int:
        """Quadruple the table within the cap, keeping this generation's entries;
        return how many were kept."""
        old = self.words
        self._fresh(min(self.bits + 2, max_bits))
        return int(tt_rehash(old, self.words, self.gen, self.bits))

    def shrink(self) -> None:
        """Go back to the smallest table, so that a search grows it as it would
        in a fresh process (its node count then does not depend on earlier calls)."""
        if self.bits > MIN_BITS:
            self._fresh(MIN_BITS)

    def release(self) -> None:
        """Drop a big table so that an idle thread does not hold its memory."""
        if self.words.nbytes > KEEP_BYTES:
            self._fresh(MIN_BITS)


def table_bits(max_bytes: int) -> int:
    """Return log2 of the entries that fit in a memory cap."""
    return max(10, min(40, (max(max_bytes, 1 << 14) // ENTRY_BYTES).bit_length() - 1))


table = Table()
