"""The stopper test's tables, built once per target, rule and colour (see stoppers).

`downhill` lists, per (cell, ricochet state), the relaxed moves that lower the
bound by one; `ray_floors` gives, per (cell, state, direction), the lowest bound a
straight slide could end on. Both are set-up work before a search, so for short
searches they are a good share of the time: each walks a ray once where it can
(figures in docs/solver-notes.md).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .jit import kernel
from .offsets import G_CELLS, G_NEIGHBOURS, INF, RS_DONE
from .slides import next_rs

# A downhill move, packed: end cell | dir << 11 | rs << 13 | (ahead + 1) << 16.
CELL = (1 << 11) - 1


@kernel(nrt=True)
def downhill(geo: Any, h: Any, rule: int, target: int) -> tuple[Any, Any]:
    """Return (offsets, moves): the relaxed moves from each (cell, rs) that lower
    the bound by one, or finish from a bound of one. `moves` is sized for every
    stop of every ray, then cut to what was found (one pass instead of two)."""
    cells = geo[G_CELLS]
    offsets = np.zeros(cells * 6 + 1, dtype=np.int64)
    nrs = 6 if rule != 0 else 1
    room = 1
    for c in range(cells):
        for d in range(4):
            cur = c
            while geo[G_NEIGHBOURS + cur * 4 + d] >= 0:
                cur = geo[G_NEIGHBOURS + cur * 4 + d]
                room += nrs
    moves = np.empty(room, dtype=np.int64)
    k = 0
    for s in range(cells * 6):
        offsets[s] = k
        c, rs = s // 6, s % 6
        if (rule == 0 and rs != 0) or h[s] >= 10000:
            continue
        for d in range(4):
            cur = c
            while geo[G_NEIGHBOURS + cur * 4 + d] >= 0:
                cur = geo[G_NEIGHBOURS + cur * 4 + d]
                rs2 = next_rs(rs, d, d) if rule != 0 else 0
                finish = cur == target and (rule == 0 or rs2 == RS_DONE)
                if (finish and h[s] == 1) or (
                    not finish and h[cur * 6 + rs2] == h[s] - 1
                ):
                    ahead = geo[G_NEIGHBOURS + cur * 4 + d]
                    moves[k] = cur | d << 11 | rs2 << 13 | (ahead + 1) << 16
                    k += 1
    offsets[cells * 6] = k
    if k == 0:
        return offsets, np.zeros(1, dtype=np.int64)
    return offsets, moves[:k].copy()


@kernel(nrt=True)
def ray_floors(geo: Any, h: Any, rule: int, target: int) -> Any:
    """Return, per (cell, rs, direction), the smallest bound among the states a
    straight slide from there could end in, or 0 when it could finish: `alone`
    need not slide a robot that way when that is already past its budget."""
    cells = geo[G_CELLS]
    past = _past_floors(geo, h, rule, target)
    floors = np.full(cells * 24, INF, dtype=np.int16)  # like the bound tables
    for s in range(cells * 6):
        c, rs = s // 6, s % 6
        if rule == 0 and rs != 0:
            continue
        for d in range(4):
            rs2 = next_rs(rs, d, d) if rule != 0 else 0
            floors[s * 4 + d] = past[(c * 4 + d) * 6 + rs2]
    return floors


@kernel(nrt=True)
def _past_floors(geo: Any, h: Any, rule: int, target: int) -> Any:
    """Return, per (cell, direction, arrival rs), the smallest bound (0: finished)
    among the cells past it on that ray: each ray's value is its first cell's
    and the rest's, so every (cell, direction) is computed once, from the far end."""
    cells = geo[G_CELLS]
    nrs = 6 if rule != 0 else 1
    past = np.full(cells * 24, INF, dtype=np.int16)
    done = np.zeros(cells * 4, dtype=np.bool_)
    path = np.empty(cells, dtype=np.int64)
    for d in range(4):
        for c in range(cells):
            n, cur = 0, c
            while not done[cur * 4 + d]:
                path[n] = cur
                n += 1
                nxt = geo[G_NEIGHBOURS + cur * 4 + d]
                if nxt < 0:
                    break
                cur = nxt
            for k in range(n - 1, -1, -1):
                x = path[k]
                nxt = geo[G_NEIGHBOURS + x * 4 + d]
                done[x * 4 + d] = True
                if nxt < 0:
                    continue
                for r2 in range(nrs):
                    finish = nxt == target and (rule == 0 or r2 == RS_DONE)
                    value = 0 if finish else h[nxt * 6 + r2]
                    rest = past[(nxt * 4 + d) * 6 + r2]
                    past[(x * 4 + d) * 6 + r2] = min(value, rest)
    return past
