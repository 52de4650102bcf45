"""Sleep sets: moves that commute with the path since they were tried are asleep.

After playing move m at a node, every move tried before m there (or asleep there)
that commutes with m is asleep in m's subtree until a move that does not commute
with it. A legal move the node did not list (beyond the bound, going straight back,
failing the stopper test), or whose child the table cut, counts as tried before
every move: no optimal solution starts with it there (or, cut by the table, the
position it reaches was searched along a path that comes first), so neither does
the same path with it played later (F_LATER keeps the listed moves not tried yet).

Each level keeps, per legal move, its end cell and its slide as an index range and
column (see offsets.RECORD_WORDS), so that two straight moves are checked in a few
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
    G_WIDTH,
    LEVEL_WORDS,
    M_COLUMN,
    M_END,
    M_HI,
    M_LO,
    MAX_MOVES,
    P_RECORDS_AT,
    R_CELL,
    RECORD_WORDS,
    STACK,
)
from .slides import ahead, col

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
    """Tell whether cell c lies on the slide of a move record (see offsets)."""
    if c < st[rec + M_LO] or c > st[rec + M_HI]:
        return False
    column = st[rec + M_COLUMN]
    return bool(column < 0 or col(geo, c) == column)


@kernel(inline=True)
def record(geo: Any, st: Any, rec: int, start: int, end: int, d: int) -> None:
    """Write a straight move's slide into a move record."""
    w = geo[G_WIDTH]
    st[rec + M_END] = end
    st[rec + M_COLUMN] = col(geo, start) if d % 2 == 0 else -1
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
    base = STACK + d * LEVEL_WORDS
    robot, dr = m >> 2, m & 3
    start = st[R_CELL + robot]
    level = st[P_RECORDS_AT] + d * MAX_MOVES * RECORD_WORDS
    mine = level + m * RECORD_WORDS
    earlier = st[base + F_LEGAL] & ~st[base + F_LATER]
    todo = (st[base + F_SLEEP] | earlier) & ~(15 << (4 * robot))
    ahead_m = ahead(geo, end, dr)
    asleep = 0
    while todo != 0:
        low = todo & -todo
        todo ^= low
        x = LOW_BIT[((low * DE_BRUIJN) >> 27) & 31]  # index of the lowest set bit
        rec = level + x * RECORD_WORDS
        x_start, x_end = st[R_CELL + (x >> 2)], st[rec + M_END]
        if ahead_m == x_start or ahead(geo, x_end, x & 3) == start:
            continue
        if _on(geo, st, mine, x_end) or _on(geo, st, rec, end):
            continue
        asleep |= low
        for f in range(RECORD_WORDS):
            st[rec + MAX_MOVES * RECORD_WORDS + f] = st[rec + f]
    st[base + LEVEL_WORDS + F_SLEEP] = asleep
