"""Whole-table passes of a coloured target, one block (one set of the other robots,
every cell of the lead) at a time: the table's start, its histograms and the picks,
and the on-target pass (one index a block).

They give what the index-by-index passes of `kernels.py` give (the same values, the
same indices in the same order), but decode the set once per block instead of
stepping it at every index, so they cost a scan of the bytes.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

from .kernels import (
    CHUNK,
    MAX_SET,
    NOT_PLACEMENT,
    UNSETTLED,
    _advance,
    _decode,
    _moves_onto,
)

SETS_PER_CHUNK = 1024  # blocks per parallel work item


@njit(cache=True, parallel=True)
def init_blocks(dist, nl, m, cells, goal, binom):  # type: ignore[no-untyped-def]
    """Mark every index: 0 with the lead on the goal, NOT_PLACEMENT with the lead
    on a cell of the set, else UNSETTLED; return how many are 0."""
    sets = dist.shape[0] // nl
    chunks = (sets + SETS_PER_CHUNK - 1) // SETS_PER_CHUNK
    per = np.zeros(chunks, np.int64)
    for k in prange(chunks):
        start = k * SETS_PER_CHUNK
        end = min(start + SETS_PER_CHUNK, sets)
        s = np.empty(MAX_SET, np.int64)
        _decode(start * nl, nl, m, cells, binom, s)
        n = 0
        for r in range(start, end):
            base = r * nl
            dist[base : base + nl] = UNSETTLED
            seeded = True
            for i in range(m):
                dist[base + s[i]] = NOT_PLACEMENT
                if s[i] == goal:
                    seeded = False
            if seeded:
                dist[base + goal] = 0
                n += 1
            _advance(nl - 1, s, m, cells, nl)
        per[k] = n
    return per.sum()


@njit(cache=True, parallel=True)
def histogram_blocks(dist, nl, m, cells, on_target, binom):  # type: ignore[no-untyped-def]
    """Return [2, 256] counts per stored value: all indices, then those with no
    robot on a cell where `on_target` is set (as `kernels.histograms`)."""
    sets = dist.shape[0] // nl
    chunks = (sets + SETS_PER_CHUNK - 1) // SETS_PER_CHUNK
    per = np.zeros((chunks, 2, 256), np.int64)
    for k in prange(chunks):
        start = k * SETS_PER_CHUNK
        end = min(start + SETS_PER_CHUNK, sets)
        s = np.empty(MAX_SET, np.int64)
        _decode(start * nl, nl, m, cells, binom, s)
        for r in range(start, end):
            base = r * nl
            off = True
            for i in range(m):
                if on_target[s[i]]:
                    off = False
            for lead in range(nl):
                v = dist[base + lead]
                per[k, 0, v] += 1
                if off and not on_target[lead]:
                    per[k, 1, v] += 1
            _advance(nl - 1, s, m, cells, nl)
    return per.sum(axis=0)


@njit(cache=True)
def pick_blocks(dist, nl, m, cells, on_target, binom, want, off_only, cap):  # type: ignore[no-untyped-def]
    """Return the indices `kernels.pick` returns (every `want[v]`-th index of value
    v in index order, at most `cap[v]`), a block at a time."""
    sets = dist.shape[0] // nl
    seen = np.zeros(256, np.int64)
    kept = np.zeros(256, np.int64)
    out = np.empty(int(cap.sum()), np.int64)
    n = 0
    s = np.empty(MAX_SET, np.int64)
    _decode(0, nl, m, cells, binom, s)
    for r in range(sets):
        base = r * nl
        ok = True
        if off_only:
            for i in range(m):
                if on_target[s[i]]:
                    ok = False
        if ok:
            for lead in range(nl):
                v = dist[base + lead]
                stride = want[v]
                if stride > 0 and kept[v] < cap[v]:
                    if off_only and on_target[lead]:
                        continue
                    if seen[v] % stride == 0:
                        out[n] = base + lead
                        n += 1
                        kept[v] += 1
                    seen[v] += 1
        _advance(nl - 1, s, m, cells, nl)
    return out[:n]


@njit(cache=True, parallel=True)
def pull_lead_on_goal(dist, d, nl, m, cells, goal, nxt, binom):  # type: ignore[no-untyped-def]
    """`pull_on_goal` of a coloured target: visit only the indices of the lead on
    the goal (one per set), not the whole table."""
    sets = dist.shape[0] // nl
    chunks = (sets + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    for k in prange(chunks):
        start = k * CHUNK
        end = min(start + CHUNK, sets)
        s = np.empty(MAX_SET, np.int64)
        _decode(start * nl, nl, m, cells, binom, s)
        n = 0
        for r in range(start, end):
            idx = r * nl + goal
            if dist[idx] == UNSETTLED and _moves_onto(
                dist, idx, goal, s, m, cells, 1, nl, d, nxt, binom
            ):
                dist[idx] = d + 1
                n += 1
            _advance(nl - 1, s, m, cells, nl)
        per[k] = n
    return per.sum()
