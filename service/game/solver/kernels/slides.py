"""Compiled move helpers of the solver: slides and the ricochet state.

Cells are flat indices; `geo` holds the board tables described in `offsets`.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .jit import kernel
from .offsets import (
    G_CELLS,
    G_HAS_DIAGONALS,
    G_NEIGHBOURS,
    G_WIDTH,
    P_ELIGIBLE,
    P_RICOCHET_RULE,
    P_ROBOTS,
    P_TARGET,
    R_BOUND,
    R_CELL,
    R_COLOR,
    R_RICOCHET,
    RS_DONE,
    g_columns,
    g_diagonals,
    g_rows,
    g_stops,
)

# '/' turns N<->E and S<->W, '\' turns N<->W and S<->E (geometry.DEFLECT).
DEFLECT = np.array([1, 0, 3, 2, 3, 2, 1, 0], dtype=np.int64)


@kernel(inline=True)
def next_rs(rs: int, direction: int, arrival: int) -> int:
    """Return a robot's ricochet state after it sets off and arrives."""
    if rs == RS_DONE:
        return RS_DONE
    if rs > 0 and (rs - 1 - direction) % 2 != 0:
        return RS_DONE
    return arrival + 1


@kernel(inline=True)
def col(geo: Any, cell: int) -> int:
    """Return a cell's column."""
    return int(geo[g_columns(geo[G_CELLS]) + cell])


@kernel(inline=True)
def row(geo: Any, cell: int) -> int:
    """Return a cell's row."""
    return int(geo[g_rows(geo[G_CELLS]) + cell])


@kernel(inline=True)
def slide_plain(geo: Any, st: Any, d: int, start: int) -> int:
    """Return where a robot stops on a board without diagonals, -1 if it cannot move."""
    cells = geo[G_CELLS]
    stop = int(geo[g_stops(cells) + start * 4 + d])
    if stop == start:
        return -1
    n = st[P_ROBOTS]
    if d == 1:
        for j in range(n):
            p = st[R_CELL + j]
            if start < p <= stop:
                stop = p - 1
    elif d == 3:
        for j in range(n):
            p = st[R_CELL + j]
            if stop <= p < start:
                stop = p + 1
    else:
        w = geo[G_WIDTH]
        c = col(geo, start)
        for j in range(n):
            p = st[R_CELL + j]
            if col(geo, p) == c:
                if d == 2:
                    if start < p <= stop:
                        stop = p - w
                elif stop <= p < start:
                    stop = p + w
    if stop == start:
        return -1
    return stop


@kernel(inline=True)
def slide_diag(geo: Any, occ: Any, start: int, d: int, color: int) -> tuple[int, int]:
    """Walk a slide bent by diagonals; return (end, arrival heading), end -1 if illegal.

    The walk is deterministic, so it loops for ever exactly when it takes more steps
    than there are (cell, heading) pairs.
    """
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    cur = start
    h = d
    steps = 0
    mark = occ[start]
    occ[start] = 0
    while True:
        nxt = geo[G_NEIGHBOURS + cur * 4 + h]
        if nxt < 0 or occ[nxt] != 0:
            break
        cur = nxt
        dg = geo[o_diag + cur]
        if dg >= 0 and (dg >> 1) != color:
            h = DEFLECT[(dg & 1) * 4 + h]
        steps += 1
        if steps > 4 * cells:
            cur = start
            break
    occ[start] = mark
    if cur == start or geo[o_diag + cur] >= 0:
        return -1, h
    return int(cur), int(h)


@kernel(inline=True)
def in_line(geo: Any, x: int, start: int, end: int, d: int) -> bool:
    """Tell whether cell x lies on the straight slide (start, end] heading d."""
    if d == 1:
        return start < x <= end
    if d == 3:
        return end <= x < start
    if col(geo, x) != col(geo, start):
        return False
    if d == 2:
        return start < x <= end
    return end <= x < start


@kernel(inline=True)
def ahead(geo: Any, cell: int, d: int) -> int:
    """Return the index one step beyond a cell heading d (it may wrap a row: callers
    only compare it, and a false match merely keeps a move)."""
    if d == 0:
        return cell - int(geo[G_WIDTH])
    if d == 1:
        return cell + 1
    if d == 2:
        return cell + int(geo[G_WIDTH])
    return cell - 1


@kernel(inline=True)
def toward(geo: Any, start: int, target: int) -> int:
    """Return the direction of a straight line from start to target, -1 if none."""
    if col(geo, start) == col(geo, target):
        return 0 if target < start else 2
    if row(geo, start) == row(geo, target):
        return 3 if target < start else 1
    return -1


@kernel(inline=True)
def finishing_move(geo: Any, st: Any, occ: Any) -> int:
    """Return a move (robot*4+dir) that finishes at once, or -1."""
    target = st[P_TARGET]
    rule = st[P_RICOCHET_RULE]
    for e in range(st[P_ELIGIBLE]):
        if st[R_BOUND + e] > 1:
            continue
        start = st[R_CELL + e]
        rs = st[R_RICOCHET + e]
        if geo[G_HAS_DIAGONALS] == 0:
            dr = toward(geo, start, target)
            if dr >= 0 and slide_plain(geo, st, dr, start) == target:
                if rule == 0 or next_rs(rs, dr, dr) == RS_DONE:
                    return e * 4 + dr
            continue
        for dr in range(4):
            end, arrival = slide_diag(geo, occ, start, dr, st[R_COLOR + e])
            if end == target and (rule == 0 or next_rs(rs, dr, arrival) == RS_DONE):
                return e * 4 + dr
    return -1


@kernel(inline=True)
def place(st: Any, occ: Any, robot: int, cell: int, rs: int, h: int) -> None:
    """Put a robot on a cell with its ricochet state and bound."""
    occ[st[R_CELL + robot]] = 0
    occ[cell] = robot + 1
    st[R_CELL + robot] = cell
    st[R_RICOCHET + robot] = rs
    st[R_BOUND + robot] = h
