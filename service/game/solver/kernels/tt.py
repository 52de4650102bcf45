"""Compiled transposition table of the solver: canonical keys and a capped table.

A thread's own table: entry s is two int64 words, tt[2s] the key and tt[2s+1] =
generation << 8 | height (the moves left below the bound the search began with).
A key lives in the bucket of four entries its hash names: 64 bytes, one cache line
when the table is aligned (see tt_memory), so a lookup misses the cache once. An
entry of another generation (an earlier iteration, stage or call) counts as empty,
so nothing is ever cleared. A full bucket evicts its lowest height.

A table shared by threads that split an iteration into units of work (first moves,
or first moves and a place in the second level; P_TT_SHARED): one word per entry,
key << 19 | unit << 10 | generation << 8 | height, written in one store so that
no thread reads half an entry. Units are numbered in search order, and an entry
cuts only in units no earlier than its own: a position reached first along a
path that comes later in search order must not cut an earlier one. A shared table
is fresh for each iteration or stage, so two bits of generation are enough.
"""

from __future__ import annotations

from typing import Any

from .jit import kernel, prefetch
from .offsets import (
    P_ROBOTS,
    P_TT_BITS,
    P_TT_COUNT,
    P_TT_GEN,
    P_TT_SHARED,
    P_UNIT,
    R_CELL,
    R_GROUP,
    R_RADIX,
    R_RICOCHET,
    SCRATCH,
)

HASH_MUL = -7046029254386353131  # 0x9E3779B97F4A7C15 as a signed 64-bit integer
PROBES = 4
SHARED_KEY_BITS = 44
UNITS = 512  # units of work a shared table tells apart


@kernel(inline=True)
def state_key(st: Any) -> int:
    """Return the canonical key: interchangeable robots sorted within their group.

    A negative radix marks a robot whose ricochet state is part of its value.
    """
    n = st[P_ROBOTS]
    key = 0
    i = 0
    while i < n:
        j = i
        g = st[R_GROUP + i]
        while j < n and st[R_GROUP + j] == g:
            v = st[R_CELL + j]
            if st[R_RADIX + j] < 0:
                v = v * 6 + st[R_RICOCHET + j]
            st[SCRATCH + j] = v
            j += 1
        for a in range(i + 1, j):  # insertion sort of a group (at most 5 robots)
            v = st[SCRATCH + a]
            b = a - 1
            while b >= i and st[SCRATCH + b] > v:
                st[SCRATCH + b + 1] = st[SCRATCH + b]
                b -= 1
            st[SCRATCH + b + 1] = v
        for a in range(i, j):
            key = key * abs(st[R_RADIX + a]) + st[SCRATCH + a]
        i = j
    return key


@kernel(inline=True)
def tt_bucket(key: int, bits: int) -> int:
    """Return the first entry of the key's bucket of PROBES entries."""
    return ((key * HASH_MUL) >> (64 - bits)) & ((1 << bits) - PROBES)


@kernel(inline=True)
def tt_prefetch(tt: Any, st: Any, key: int) -> None:
    """Start loading the slots tt_visit will read for a key."""
    bucket = tt_bucket(key, st[P_TT_BITS])
    prefetch(tt, bucket if st[P_TT_SHARED] != 0 else 2 * bucket)


@kernel(inline=True)
def shared_visit(tt: Any, st: Any, key: int, height: int, insert: bool) -> bool:
    """tt_visit for a table shared by threads (see the module's notes)."""
    gen, first = st[P_TT_GEN], st[P_UNIT]
    home = tt_bucket(key, st[P_TT_BITS])
    entry = (key << 19) | (first << 10) | (gen << 8) | height
    victim, victim_h = home, 1 << 30
    for q in range(PROBES):
        word = tt[home + q]
        if ((word >> 8) & 3) != gen:
            if victim_h >= 0:
                victim, victim_h = home + q, -1
            continue
        if (word >> 19) == key:
            when, deep = (word >> 10) & 511, word & 255
            if deep >= height and when <= first:
                return True
            if insert and (first <= when or height > deep):
                tt[home + q] = entry
            return False
        if (word & 255) < victim_h:
            victim, victim_h = home + q, word & 255
    if insert:
        tt[victim] = entry
    return False


@kernel(inline=True)
def tt_visit(tt: Any, st: Any, key: int, height: int, insert: bool) -> bool:
    """Return True when the key was searched with at least this height (prune);
    otherwise record it (when `insert`)."""
    if st[P_TT_SHARED] != 0:
        return shared_visit(tt, st, key, height, insert)
    gen = st[P_TT_GEN]
    bucket = tt_bucket(key, st[P_TT_BITS])
    victim = -1
    victim_h = 1 << 30
    for p in range(PROBES):
        s = bucket + p
        word = tt[2 * s + 1]
        if (word >> 8) != gen:
            if victim_h >= 0:
                victim, victim_h = s, -1
            continue
        if tt[2 * s] == key:
            if (word & 255) >= height:
                return True
            if insert:
                tt[2 * s + 1] = (gen << 8) | height
            return False
        if (word & 255) < victim_h:
            victim, victim_h = s, word & 255
    if insert:
        if victim_h >= 0:
            st[P_TT_COUNT] -= 1  # an entry of this generation is overwritten
        st[P_TT_COUNT] += 1
        tt[2 * victim] = key
        tt[2 * victim + 1] = (gen << 8) | height
    return False


@kernel()
def tt_rehash(old: Any, new: Any, gen: int, bits: int) -> int:
    """Copy the current generation's entries into a bigger table (an entry whose
    bucket is full there is dropped); return the count."""
    count = 0
    for s in range(old.shape[0] // 2):
        word = old[2 * s + 1]
        if (word >> 8) != gen:
            continue
        key = old[2 * s]
        bucket = tt_bucket(key, bits)
        for p in range(PROBES):
            t = bucket + p
            if (new[2 * t + 1] >> 8) != gen:
                new[2 * t] = key
                new[2 * t + 1] = word
                count += 1
                break
    return count
