"""The pull step of a coloured target, one block of the table at a time.

For a coloured target the indices of one set `S` of the other robots are a block of
`nl` bytes, one per cell of the lead (`kernels.py`: the lead varies fastest). A
move of a member of `S` goes to one other block whatever the lead's cell, unless
the lead stands on the member's way: so a block is pulled by comparing it whole
with the 2 x m x 4 blocks its members' moves reach (contiguous bytes, a few cache
lines each, where a pull one placement at a time reads one random line per move),
then correcting the few leads on each way. The lead's own moves stay in the block:
their ends come from the board's slide ends, cut short behind the members.

Only the thread that owns a block writes it, and only UNSETTLED becomes d+1, so the
comparisons with d read nothing another thread changes: no race, exact counts.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

from .kernels import MAX_SET, UNSETTLED, _advance, _decode, _moves_onto, _rank_replaced

SETS_PER_CHUNK = 128  # blocks per parallel work item: 32 K bytes of a 16x16 table
FEW = 4  # a block with fewer unsettled leads is pulled one placement at a time
RAY = 16  # cells of the longest slide on a 16 x 16 board


@njit(cache=True)
def slide_ends(nxt):  # type: ignore[no-untyped-def]
    """Return `ends[dr, c]`: where a robot alone on the board slides from `c`."""
    cells = nxt.shape[0]
    ends = np.empty((4, cells), np.int16)
    for c in range(cells):
        for dr in range(4):
            q = c
            while nxt[q, dr] >= 0:
                q = nxt[q, dr]
            ends[dr, c] = q
    return ends


@njit(cache=True, inline="always")
def _in_set(c, s, m):  # type: ignore[no-untyped-def]
    """Tell whether compact cell `c` is a member of the set `s`."""
    for i in range(m):
        if s[i] == c:
            return True
    return False


@njit(cache=True, inline="always")
def _lead_hits(blk, d, nl, m, s, nxt, ends, dest, hit):  # type: ignore[no-untyped-def]
    """Mark in `hit` the unsettled leads of a block with a lead move onto d."""
    dest[:, :] = ends
    for j in range(m):
        o = s[j]
        for dr in range(4):
            back = (dr + 2) & 3
            before = nxt[o, back]  # a lead behind o, moving dr, stops here
            c = before
            while c >= 0 and not _in_set(c, s, m):
                dest[dr, c] = before
                c = nxt[c, back]
    for lead in range(nl):
        hit[lead] = 0
        if blk[lead] == UNSETTLED:
            for dr in range(4):
                q = dest[dr, lead]
                if q != lead and blk[q] == d:
                    hit[lead] = 1
                    break


@njit(cache=True, inline="always")
def _member_hits(dist, blk, d, nl, m, s, j, dr, nxt, binom, hit, ray, saved):  # type: ignore[no-untyped-def]
    """Mark in `hit` the leads for which member j's move dr lands on d."""
    k = 0
    q = s[j]
    ahead = nxt[q, dr]
    while ahead >= 0 and not _in_set(ahead, s, m):
        q = ahead
        ray[k] = q
        k += 1
        ahead = nxt[q, dr]
    if k == 0:
        return
    for t in range(k):
        saved[t] = hit[ray[t]]
    other = _rank_replaced(s, m, j, q, binom) * nl
    du = np.uint8(d)  # compared byte to byte, so the loop vectorises
    for lead in range(nl):  # every lead off the way: one block against another
        hit[lead] |= np.uint8(dist[other + lead] == du)
    for t in range(k):  # a lead on the way stops the member short of it
        lead = ray[t]
        hit[lead] = saved[t]
        if t and not hit[lead] and blk[lead] == UNSETTLED:
            short = _rank_replaced(s, m, j, ray[t - 1], binom) * nl
            if dist[short + lead] == d:
                hit[lead] = 1


@njit(cache=True, inline="always")
def _pull_block(dist, base, d, nl, m, s, nxt, ends, binom, dest, hit, ray, saved):  # type: ignore[no-untyped-def]
    """Settle at d+1 the unsettled leads of one block with a move onto d."""
    blk = dist[base : base + nl]
    _lead_hits(blk, d, nl, m, s, nxt, ends, dest, hit)
    for j in range(m):
        for dr in range(4):
            _member_hits(dist, blk, d, nl, m, s, j, dr, nxt, binom, hit, ray, saved)
    n = 0
    nd = d + 1
    for lead in range(nl):
        if hit[lead] and blk[lead] == UNSETTLED:
            blk[lead] = nd
            n += 1
    return n


@njit(cache=True, inline="always")
def _pull_few(dist, base, d, nl, m, cells, s, nxt, binom):  # type: ignore[no-untyped-def]
    """Settle at d+1 the unsettled leads of a sparse block one at a time."""
    n = 0
    for lead in range(nl):
        idx = base + lead
        if dist[idx] == UNSETTLED and _moves_onto(
            dist, idx, lead, s, m, cells, 1, nl, d, nxt, binom
        ):
            dist[idx] = d + 1
            n += 1
    return n


@njit(cache=True)
def _count_open(dist, base, nl):  # type: ignore[no-untyped-def]
    """Return how many leads of the block at `base` are unsettled."""
    un = np.uint8(UNSETTLED)
    n = np.int64(0)
    for lead in range(nl):
        n += np.int64(dist[base + lead] == un)
    return n


@njit(cache=True, parallel=True)
def pull_blocks(dist, r_lo, r_hi, d, nl, m, cells, nxt, ends, binom):  # type: ignore[no-untyped-def]
    """Settle at d+1 each unsettled index of the sets ranked [r_lo, r_hi) with a
    move onto a placement at d (a coloured target: m >= 1). Returns how many."""
    chunks = (r_hi - r_lo + SETS_PER_CHUNK - 1) // SETS_PER_CHUNK
    per = np.zeros(chunks, np.int64)
    for k in prange(chunks):
        start = r_lo + k * SETS_PER_CHUNK
        end = min(start + SETS_PER_CHUNK, r_hi)
        s = np.empty(MAX_SET, np.int64)
        dest = np.empty((4, nl), np.int16)
        hit = np.empty(nl, np.uint8)
        ray = np.empty(RAY, np.int64)
        saved = np.empty(RAY, np.uint8)
        _decode(start * nl, nl, m, cells, binom, s)
        n = 0
        for r in range(start, end):
            base = r * nl
            open_ = _count_open(dist, base, nl)
            if open_ >= FEW:
                n += _pull_block(
                    dist, base, d, nl, m, s, nxt, ends, binom, dest, hit, ray, saved
                )
            elif open_:
                n += _pull_few(dist, base, d, nl, m, cells, s, nxt, binom)
            _advance(nl - 1, s, m, cells, nl)
        per[k] = n
    return per.sum()
