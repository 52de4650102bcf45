"""A sharper test for positions one move of slack from the bound: stoppers.

The bound h counts the finishing robot's moves when it may stop anywhere. A real
stop needs a wall ahead or a robot ahead; a robot standing in its way must first
move away. So with a budget of h+1 moves, a solution needs either

(a) a path of exactly h moves (each lowering h by one) that needs at most one
    robot brought in as a stopper (one distinct cell, on which some robot can stop
    in one move: in line with it, no wall between, and a wall or a robot beyond it
    - robot 0 counts on any cell of its path so far) and at most one robot moved
    out of the way (when it needs both, the one extra move must be that robot's,
    from its cell to the stopper cell), or
(b) h+1 real moves of the finishing robot alone, every other robot standing still:
    all but one lower h by one and one keeps it.

A position at which neither exists is cut. The lowering moves of every cell come
from a table built once per target (`stopper_tables.downhill`); boards without
diagonals only.

When the test rejects a position, `look_past` may try case (b) with one move more:
a solution one move past the search's bound, which is optimal if the bound then
fails (see solver.run).

Nearly every position tested fails both cases, so a test costs both searches. Why
one move of slack and not two, and the ways to cheapen case (b) that were measured
and dropped: docs/solver-notes.md.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .jit import kernel
from .offsets import (
    F_MOVE,
    G_CELLS,
    G_NEIGHBOURS,
    LEVEL_WORDS,
    P_BOUND,
    P_PAST,
    P_PAST_AT,
    P_RICOCHET_RULE,
    P_ROBOTS,
    P_STOPPERS,
    P_TARGET,
    P_TOP_BOUND,
    R_BOUND,
    R_CELL,
    R_RICOCHET,
    RS_DONE,
    STACK,
    g_columns,
    g_rows,
    g_stops,
)
from .slides import in_line, next_rs, place, slide_plain
from .stopper_tables import CELL

PAST_REM = 4  # look one move past the bound this close to it (see solver.run)
LOW = np.array([0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 4], dtype=np.int64)
# (LOW[1 << j] = j for a robot mask of one bit)


@kernel(inline=True)
def _in_way(geo: Any, st: Any, start: int, end: int, d: int) -> int:
    """Return the mask of the other robots standing on the straight slide."""
    mask = 0
    for j in range(1, st[P_ROBOTS]):
        if in_line(geo, st[R_CELL + j], start, end, d):
            mask |= 1 << j
    return mask


@kernel(inline=True)
def _reaches(geo: Any, st: Any, occ: Any, work: Any, top: int, j: int, y: int) -> bool:
    """Tell whether robot j could stop on cell y in one move, made while robot 0
    stands on a cell of the path so far (work frames 0..top): j stands in line with
    y, no wall between, and beyond y is a wall, a robot, or such a path cell."""
    cells = geo[G_CELLS]
    o_stop, o_col = g_stops(cells), g_columns(cells)
    x = st[R_CELL + j]
    if geo[o_col + x] == geo[o_col + y]:
        d = 2 if x < y else 0
    elif geo[g_rows(cells) + x] == geo[g_rows(cells) + y]:
        d = 1 if x < y else 3
    else:
        return False
    if not in_line(geo, y, x, geo[o_stop + x * 4 + d], d):
        return False
    beyond = geo[G_NEIGHBOURS + y * 4 + d]
    if beyond < 0 or (occ[beyond] != 0 and occ[beyond] != j + 1):
        return True
    for f in range(top + 1):
        if work[f * 5] // 6 == beyond:
            return True
    return False


@kernel(inline=True)
def _one_move_away(geo: Any, st: Any, occ: Any, work: Any, top: int, y: int) -> bool:
    """Tell whether some other robot could be brought onto cell y in one move."""
    for j in range(1, st[P_ROBOTS]):
        if _reaches(geo, st, occ, work, top, j, y):
            return True
    return False


@kernel()
def one_helper(
    geo: Any, offsets: Any, moves: Any, st: Any, occ: Any, work: Any
) -> bool:
    """Case (a): robot 0 finishes in h lowering moves with one stopper cell brought
    in and one robot moved away at most. work is scratch for the search stack."""
    target, rule = st[P_TARGET], st[P_RICOCHET_RULE]
    top = 0
    s = st[R_CELL] * 6 + st[R_RICOCHET]
    work[0], work[1], work[2], work[3], work[4] = s, offsets[s], -1, 0, 0
    while top >= 0:
        f = top * 5
        s, i = work[f], work[f + 1]
        if i >= offsets[s + 1]:
            top -= 1
            continue
        work[f + 1] = i + 1
        move = moves[i]
        end, d, rs2 = move & CELL, (move >> 11) & 3, (move >> 13) & 7
        ahead = (move >> 16) - 1
        way = work[f + 3] | _in_way(geo, st, s // 6, end, d)
        if way & (way - 1):
            continue  # two robots in the way
        stopper = work[f + 2]
        if ahead >= 0 and occ[ahead] <= 1:  # nobody there but robot 0's old cell
            if stopper < 0:
                if not _one_move_away(geo, st, occ, work, top, ahead):
                    continue  # no robot can be brought there in one move
                stopper = ahead
            elif stopper != ahead:
                continue  # a second stopper cell
        if (
            stopper >= 0
            and way != 0
            and not _reaches(geo, st, occ, work, top, LOW[way], stopper)
        ):
            continue  # one move cannot both clear the way and bring the stopper
        if end == target and (rule == 0 or rs2 == RS_DONE):
            return True
        top += 1
        g = top * 5
        work[g], work[g + 1] = end * 6 + rs2, offsets[end * 6 + rs2]
        work[g + 2], work[g + 3], work[g + 4] = stopper, way, 0
    return False


@kernel()
def alone(geo: Any, bnd: Any, st: Any, work: Any, floors: Any, budget: int) -> int:
    """Case (b): return the moves in which robot 0 finishes alone (others still)
    within budget real moves, or -1; floors from ray_floors, of a bound table no
    higher than bnd. The directions of those moves are work[3 * i + 2] - 1."""
    target, rule = st[P_TARGET], st[P_RICOCHET_RULE]
    home = st[R_CELL]
    top = 0
    work[0], work[1], work[2] = home, st[R_RICOCHET], 0
    found = -1
    while top >= 0 and found < 0:
        f = top * 3
        c, rs, d = work[f], work[f + 1], work[f + 2]
        if d >= 4:
            top -= 1
            continue
        work[f + 2] = d + 1
        if top + 1 + floors[(c * 6 + rs) * 4 + d] > budget:
            continue  # wherever it stops, too far to finish in time
        st[R_CELL] = c
        end = slide_plain(geo, st, d, c)
        if end < 0:
            continue
        rs2 = next_rs(rs, d, d) if rule != 0 else 0
        if end == target and (rule == 0 or rs2 == RS_DONE):
            found = top + 1
        elif top + 1 + bnd[0, end * 6 + rs2] <= budget:
            top += 1
            g = top * 3
            work[g], work[g + 1], work[g + 2] = end, rs2, 0
    st[R_CELL] = home
    return found


@kernel(inline=True)
def supported(geo: Any, bnd: Any, st: Any, occ: Any, aux: Any, rem: int) -> bool:
    """Tell whether a position with one move of slack (beyond the bound) passes
    the stopper test (see stoppers); other positions pass."""
    if st[P_STOPPERS] == 0 or rem < 3 or st[R_BOUND] != rem - 1:
        return True
    offsets, moves, floors, work = aux
    if one_helper(geo, offsets, moves, st, occ, work):
        return True
    return alone(geo, bnd, st, work, floors, rem) >= 0


@kernel(inline=True)
def worth(
    geo: Any,
    bnd: Any,
    st: Any,
    occ: Any,
    aux: Any,
    robot: int,
    child: Any,
    rem: int,
    d: int,
    m: int,
) -> bool:
    """Tell whether the child (end, rs, h) of move m of robot at depth d passes the
    stopper test with rem-1 moves left; where it fails near the bound, look past."""
    start, rs_old, h_old = (
        st[R_CELL + robot],
        st[R_RICOCHET + robot],
        st[R_BOUND + robot],
    )
    place(st, occ, robot, child[0], child[1], child[2])
    keep = supported(geo, bnd, st, occ, aux, rem - 1)
    if not keep and st[P_PAST] == 0 and rem <= PAST_REM:
        look_past(geo, bnd, st, aux, rem, d, m)
    place(st, occ, robot, start, rs_old, h_old)
    return keep


@kernel()
def look_past(geo: Any, bnd: Any, st: Any, aux: Any, rem: int, d: int, m: int) -> None:
    """In a child (placed) of move m at depth d that the stopper test rejected, try
    robot 0 alone in one move more than the bound leaves: a solution one move past
    the bound, optimal if the search then fails. Keeps the first one found
    (st[P_PAST] its length)."""
    if st[P_BOUND] != st[P_TOP_BOUND]:
        return  # a solution lowered the bound: one past it is no news
    moves = alone(geo, bnd, st, aux[3], aux[2], rem)
    if moves < 0:
        return
    at, work = st[P_PAST_AT], aux[3]
    for i in range(d):
        st[at + i] = st[STACK + i * LEVEL_WORDS + F_MOVE]
    st[at + d] = m
    for i in range(moves):
        st[at + d + 1 + i] = work[i * 3 + 2] - 1  # robot 0: the move is its direction
    st[P_PAST] = d + 1 + moves
