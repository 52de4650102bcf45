"""The numba kernels of the exhaustive analysis: index space, backward and forward BFS.

A placement is an index `rank(S) * NL + lead`: `lead` is the compact cell of the
target's robot (NL = cells; for the vortex NL = 1 and lead = 0), `S` the sorted set
of the other robots' compact cells, ranked in the combinatorial number system (colex
order), `m = len(S)`. The lead varies fastest, so its moves stay within a few cache
lines, as do most moves of the set's lowest members. A table holds one byte per
index: the optimum, `UNSETTLED` (unsolvable once the search ends) or
`NOT_PLACEMENT` (the lead on a cell of `S`). `nxt[c, d]` is the neighbour of
compact cell `c` in direction `d`, or -1 behind a wall, the edge or a blocked cell.
"""

from __future__ import annotations

import numpy as np
from numba import njit, prange

UNSETTLED = 255
NOT_PLACEMENT = 254
MAX_DISTANCE = 253
CHUNK = 1 << 15
MAX_SET = 4


@njit(cache=True, inline="always")
def _decode(idx, nl, m, cells, binom, s):  # type: ignore[no-untyped-def]
    """Write the set of an index into `s` (colex unranking); return its lead."""
    r = idx // nl
    lead = idx - r * nl
    top = cells - 1
    for i in range(m - 1, -1, -1):
        c = top
        while binom[c, i + 1] > r:
            c -= 1
        s[i] = c
        r -= binom[c, i + 1]
        top = c - 1
    return lead


@njit(cache=True, inline="always")
def _advance(lead, s, m, cells, nl):  # type: ignore[no-untyped-def]
    """Step a (lead, set) pair to the next index; return the new lead."""
    if lead + 1 < nl:
        return lead + 1
    if m == 0:
        return lead + 1
    i = 0
    while i < m - 1 and s[i] + 1 == s[i + 1]:
        i += 1
    if i == m - 1 and s[i] + 1 == cells:
        return nl  # past the last index
    s[i] += 1
    for j in range(i):
        s[j] = j
    return 0


@njit(cache=True, inline="always")
def _rank_replaced(s, m, j, q, binom):  # type: ignore[no-untyped-def]
    """Return the rank of the set `s` with its member `j` replaced by cell `q`."""
    r = 0
    pos = 0
    placed = False
    for i in range(m):
        if i == j:
            continue
        v = s[i]
        if not placed and q < v:
            pos += 1
            r += binom[q, pos]
            placed = True
        pos += 1
        r += binom[v, pos]
    if not placed:
        pos += 1
        r += binom[q, pos]
    return r


@njit(cache=True, inline="always")
def _occupied(c, lead, has_lead, s, m):  # type: ignore[no-untyped-def]
    """Tell whether a robot stands on compact cell `c`."""
    if has_lead and c == lead:
        return True
    for i in range(m):
        if s[i] == c:
            return True
    return False


@njit(cache=True, parallel=True)
def init_table(dist, lo, hi, nl, m, cells, has_lead, goal, binom):  # type: ignore[no-untyped-def]
    """Mark indices [lo, hi): 0 where solved, NOT_PLACEMENT, else UNSETTLED."""
    chunks = (hi - lo + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    for k in prange(chunks):
        start = lo + k * CHUNK
        end = min(start + CHUNK, hi)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        n = 0
        for idx in range(start, end):
            value = UNSETTLED
            if has_lead:
                if _occupied(lead, -1, False, s, m):
                    value = NOT_PLACEMENT
                elif lead == goal:
                    value = 0
            elif _occupied(goal, -1, False, s, m):
                value = 0
            if value == 0:
                n += 1
            dist[idx] = value
            lead = _advance(lead, s, m, cells, nl)
        per[k] = n
    return per.sum()


@njit(cache=True, parallel=True)
def push_level(dist, lo, hi, d, nl, m, cells, has_lead, nxt, binom):  # type: ignore[no-untyped-def]
    """Settle at d+1 every unsettled predecessor of the indices in [lo, hi) at d.

    A robot that stands at p and is stopped in direction `dir` may have come from
    any cell of the ray behind p, up to the first wall or robot. Two threads may
    store the same d+1 in one cell: the race is benign. Returns the stores made.
    """
    chunks = (hi - lo + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    nd = d + 1
    for k in prange(chunks):
        start = lo + k * CHUNK
        end = min(start + CHUNK, hi)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        n = 0
        for idx in range(start, end):
            if dist[idx] == d:
                base = idx - lead
                for j in range(m + has_lead):
                    p = lead if j == m else s[j]
                    for dr in range(4):
                        ahead = nxt[p, dr]
                        if ahead >= 0 and not _occupied(ahead, lead, has_lead, s, m):
                            continue
                        back = (dr + 2) & 3
                        q = nxt[p, back]
                        while q >= 0 and not _occupied(q, lead, has_lead, s, m):
                            if j == m:
                                pred = base + q
                            else:
                                pred = _rank_replaced(s, m, j, q, binom) * nl + lead
                            if dist[pred] == UNSETTLED:
                                dist[pred] = nd
                                n += 1
                            q = nxt[q, back]
            lead = _advance(lead, s, m, cells, nl)
        per[k] = n
    return per.sum()


@njit(cache=True, parallel=True)
def pull_level(dist, lo, hi, d, nl, m, cells, has_lead, nxt, binom):  # type: ignore[no-untyped-def]
    """Settle at d+1 each unsettled index in [lo, hi) with a move onto a placement at d.

    The direction-optimising step: cheaper than `push_level` once the unsettled
    indices are fewer than the frontier. Returns the indices settled.
    """
    chunks = (hi - lo + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    nd = d + 1
    for k in prange(chunks):
        start = lo + k * CHUNK
        end = min(start + CHUNK, hi)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        n = 0
        for idx in range(start, end):
            if dist[idx] == UNSETTLED:
                base = idx - lead
                found = False
                # The lead first, then the set's lowest members: their moves stay
                # near idx in the table, so the early exit is cheap.
                for jj in range(m + has_lead):
                    j = jj - has_lead if has_lead else jj
                    if j < 0:
                        j = m
                    p = lead if j == m else s[j]
                    for dr in range(4):
                        q = p
                        ahead = nxt[q, dr]
                        while ahead >= 0 and not _occupied(ahead, lead, has_lead, s, m):
                            q = ahead
                            ahead = nxt[q, dr]
                        if q == p:
                            continue
                        if j == m:
                            succ = base + q
                        else:
                            succ = _rank_replaced(s, m, j, q, binom) * nl + lead
                        if dist[succ] == d:
                            found = True
                            break
                    if found:
                        break
                if found:
                    dist[idx] = nd
                    n += 1
            lead = _advance(lead, s, m, cells, nl)
        per[k] = n
    return per.sum()


@njit(cache=True, parallel=True)
def count_value(dist, value):  # type: ignore[no-untyped-def]
    """Count the entries equal to `value` and those UNSETTLED."""
    total = dist.shape[0]
    chunks = (total + CHUNK * 16 - 1) // (CHUNK * 16)
    per = np.zeros((chunks, 2), np.int64)
    for k in prange(chunks):
        start = k * CHUNK * 16
        end = min(start + CHUNK * 16, total)
        a = 0
        b = 0
        for idx in range(start, end):
            v = dist[idx]
            a += v == value
            b += v == UNSETTLED
        per[k, 0] = a
        per[k, 1] = b
    return per[:, 0].sum(), per[:, 1].sum()


@njit(cache=True, parallel=True)
def histograms(dist, nl, m, cells, has_lead, on_target, binom):  # type: ignore[no-untyped-def]
    """Return [2, 256] counts per stored value: all indices, then those with no
    robot on a cell where `on_target` is set."""
    total = dist.shape[0]
    chunks = (total + CHUNK * 16 - 1) // (CHUNK * 16)
    per = np.zeros((chunks, 2, 256), np.int64)
    for k in prange(chunks):
        start = k * CHUNK * 16
        end = min(start + CHUNK * 16, total)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        for idx in range(start, end):
            v = dist[idx]
            per[k, 0, v] += 1
            off = not (has_lead and on_target[lead])
            for i in range(m):
                if on_target[s[i]]:
                    off = False
            if off:
                per[k, 1, v] += 1
            lead = _advance(lead, s, m, cells, nl)
    return per.sum(axis=0)


@njit(cache=True)
def pick(dist, nl, m, cells, has_lead, on_target, binom, want, off_only, cap):  # type: ignore[no-untyped-def]
    """Return indices, in index order, picked per stored value v: every
    `want[v]`-th one (0: none), at most `cap[v]` of them; with `off_only`, only
    placements with no robot on an `on_target` cell count."""
    total = dist.shape[0]
    seen = np.zeros(256, np.int64)
    kept = np.zeros(256, np.int64)
    out = np.empty(int(cap.sum()), np.int64)
    n = 0
    s = np.empty(MAX_SET, np.int64)
    lead = _decode(0, nl, m, cells, binom, s)
    for idx in range(total):
        v = dist[idx]
        stride = want[v]
        if stride > 0 and kept[v] < cap[v]:
            ok = True
            if off_only:
                if has_lead and on_target[lead]:
                    ok = False
                for i in range(m):
                    if on_target[s[i]]:
                        ok = False
            if ok:
                if seen[v] % stride == 0:
                    out[n] = idx
                    n += 1
                    kept[v] += 1
                seen[v] += 1
        lead = _advance(lead, s, m, cells, nl)
    return out[:n]


@njit(cache=True)
def decode_one(idx, nl, m, cells, binom):  # type: ignore[no-untyped-def]
    """Return (lead, set) of one index."""
    s = np.empty(MAX_SET, np.int64)
    lead = _decode(idx, nl, m, cells, binom, s)
    return lead, s[:m].copy()


@njit(cache=True, inline="always")
def _moves_onto(dist, idx, lead, s, m, cells, has_lead, nl, d, nxt, binom):  # type: ignore[no-untyped-def]
    """Tell whether some move from index `idx` lands on a placement at `d`."""
    base = idx - lead
    for jj in range(m + has_lead):
        j = jj - has_lead if has_lead else jj
        if j < 0:
            j = m
        p = lead if j == m else s[j]
        for dr in range(4):
            q = p
            ahead = nxt[q, dr]
            while ahead >= 0 and not _occupied(ahead, lead, has_lead, s, m):
                q = ahead
                ahead = nxt[q, dr]
            if q == p:
                continue
            if j == m:
                succ = base + q
            else:
                succ = _rank_replaced(s, m, j, q, binom) * nl + lead
            if dist[succ] == d:
                return True
    return False


@njit(cache=True, parallel=True)
def reset_on_goal(dist, nl, m, cells, has_lead, goal, binom):  # type: ignore[no-untyped-def]
    """Mark UNSETTLED every placement with a robot that may finish on the goal.

    Such a robot must move off and back: the search seeds from these placements
    at 0, then `pull_on_goal` gives them their own optimum. Returns how many.
    """
    total = dist.shape[0]
    chunks = (total + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    for k in prange(chunks):
        start = k * CHUNK
        end = min(start + CHUNK, total)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        n = 0
        for idx in range(start, end):
            if dist[idx] == 0:
                dist[idx] = UNSETTLED
                n += 1
            lead = _advance(lead, s, m, cells, nl)
        per[k] = n
    return per.sum()


@njit(cache=True, parallel=True)
def pull_on_goal(dist, d, nl, m, cells, has_lead, goal, nxt, binom):  # type: ignore[no-untyped-def]
    """Settle at d+1 each unsettled placement with a robot on the goal and a move
    onto a placement at d. Returns the placements settled."""
    total = dist.shape[0]
    chunks = (total + CHUNK - 1) // CHUNK
    per = np.zeros(chunks, np.int64)
    nd = d + 1
    for k in prange(chunks):
        start = k * CHUNK
        end = min(start + CHUNK, total)
        s = np.empty(MAX_SET, np.int64)
        lead = _decode(start, nl, m, cells, binom, s)
        n = 0
        for idx in range(start, end):
            if dist[idx] == UNSETTLED:
                on = lead == goal if has_lead else _occupied(goal, -1, False, s, m)
                if on and _moves_onto(
                    dist, idx, lead, s, m, cells, has_lead, nl, d, nxt, binom
                ):
                    dist[idx] = nd
                    n += 1
            lead = _advance(lead, s, m, cells, nl)
        per[k] = n
    return per.sum()
