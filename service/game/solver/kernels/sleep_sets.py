"""Sleep sets: moves that commute with the path since they were tried are asleep.

After playing move m at a node, every move tried before m there (or asleep there)
that commutes with m is asleep in m's subtree until a move that does not commute
with it. A legal move the node did not list (beyond the bound, going straight back,
failing the stopper test), or whose child the table cut, counts as tried before
every move: no optimal solution starts with it there (or, cut by the table, the
position it reaches was searched along a path that comes first), so neither does
the same path with it played later (F_LATER keeps the listed moves not tried yet).

Each level keeps, per legal move, its end cell and its slide as an index range and
column (see _layout.MW), so that two straight moves are checked in a few
comparisons: they commute when neither ends on the other's slide nor was stopped by
the other robot's cell.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .jit import kernel
from .offsets import (
    F_LATER,
    F_LEGAL,
    F_SLEEP,
    G_CELLS,
    G_STEP,
    G_W,
    M_COL,
    M_END,
    M_HI,
    M_LO,
    MAX_MOVES,
    MW,
    P_ENDS,
    R_POS,
    STACK,
    SW,
)
from .slides import ahead

DE_BRUIJN = 0x077CB531  # with LOW_BIT: the index of a power of two below 2**32
LOW_BIT = np.array(
    [
        0,
        1,
        28,
        2,
        29,
        14,
        24,
        3,
        30,
        22,
        20,
        15,
        25,
        17,
        4,
        8,
        31,
        27,
        13,
        23,
        21,
        19,
        16,
        7,
        26,
        12,
        18,
        6,
        11,
        5,
        10,
        9,
    ],
    dtype=np.int64,
)


@kernel(inline=True)
def _on(geo: Any, st: Any, rec: int, c: int) -> bool:
    """Tell whether cell c lies on the slide of a move record (see _layout.MW)."""
    if c < st[rec + M_LO] or c > st[rec + M_HI]:
        return False
    column = st[rec + M_COL]
    return bool(column < 0 or geo[G_STEP + 8 * geo[G_CELLS] + c] == column)


@kernel(inline=True)
def record(geo: Any, st: Any, rec: int, start: int, end: int, d: int) -> None:
    """Write a straight move's slide into a move record."""
    w = geo[G_W]
    st[rec + M_END] = end
    st[rec + M_COL] = geo[G_STEP + 8 * geo[G_CELLS] + start] if d % 2 == 0 else -1
    step = w if d % 2 == 0 else 1
    if d == 1 or d == 2:
        st[rec + M_LO], st[rec + M_HI] = start + step, end
    else:
        st[rec + M_LO], st[rec + M_HI] = end, start - step


@kernel(inline=True)
def sleep_after(geo: Any, st: Any, d: int, m: int, end: int) -> None:
    """Set the sleep set of the child reached by move m from the node at depth d:
    the moves asleep here or tried before m here that commute with m (each slides
    the same whether the other was played first or not)."""
    base = STACK + d * SW
    robot, dr = m >> 2, m & 3
    start = st[R_POS + robot]
    level = st[P_ENDS] + d * MAX_MOVES * MW
    mine = level + m * MW
    earlier = st[base + F_LEGAL] & ~st[base + F_LATER]
    todo = (st[base + F_SLEEP] | earlier) & ~(15 << (4 * robot))
    ahead_m = ahead(geo, end, dr)
    asleep = 0
    while todo != 0:
        low = todo & -todo
        todo ^= low
        x = LOW_BIT[((low * DE_BRUIJN) >> 27) & 31]  # index of the lowest set bit
        rec = level + x * MW
        x_start, x_end = st[R_POS + (x >> 2)], st[rec + M_END]
        if ahead_m == x_start or ahead(geo, x_end, x & 3) == start:
            continue
        if _on(geo, st, mine, x_end) or _on(geo, st, rec, end):
            continue
        asleep |= low
        for f in range(MW):
            st[rec + MAX_MOVES * MW + f] = st[rec + f]
    st[base + SW + F_SLEEP] = asleep
