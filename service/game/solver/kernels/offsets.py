"""Offsets of the flat arrays shared by the solver's Python set-up and its kernels.

The kernels take a handful of flat numpy arrays rather than many arguments, since
numba's dispatch cost grows with the argument count and the per-call overhead of the
solver must stay in microseconds.
"""

from __future__ import annotations

from typing import Final

INF: Final = 10000  # bound of a hopeless robot state (target out of reach)
MAX_ROBOTS: Final = 5
RS: Final = 6  # ricochet states: 0 never moved, 1..4 arrived heading+1, 5 done
RS_DONE: Final = 5

# --- geo: int32 board tables --------------------------------------------------
G_W: Final = 0  # width
G_CELLS: Final = 1  # width * height
G_DIAG: Final = 2  # 1 when the board has diagonals
G_STEP: Final = 8  # [cell*4+dir] neighbour cell, -1 behind a wall/edge/blocked cell


def g_stop(cells: int) -> int:
    """Return the offset of the robot-free stop cell table [cell*4+dir]."""
    return G_STEP + 4 * cells


def g_col(cells: int) -> int:
    """Return the offset of the column table [cell]."""
    return G_STEP + 8 * cells


def g_diag(cells: int) -> int:
    """Return the offset of the diagonal table [cell]: -1 or colour*2+orientation."""
    return G_STEP + 9 * cells


def g_row(cells: int) -> int:
    """Return the offset of the row table [cell]."""
    return G_STEP + 10 * cells


def geo_size(cells: int) -> int:
    """Return the length of a board's geo array."""
    return G_STEP + 11 * cells


# --- st: int64 search state ------------------------------------------------------
R_POS: Final = 0  # robot cells (internal order: eligible robots first)
R_COLOR: Final = 5  # colour index (red 0 .. black 4)
R_BCLS: Final = 10  # row of the bound table, -1 for a robot that may not finish
R_RS: Final = 15  # ricochet state (tracked for eligible robots with the rule on)
R_H: Final = 20  # current bound of each eligible robot
R_GRP: Final = 25  # interchangeability group (contiguous)
R_RADIX: Final = 30  # key radix: cells, or cells*6 when the ricochet state is tracked
P_N: Final = 35  # robots
P_NE: Final = 36  # eligible robots (the first P_NE)
P_L: Final = 37  # IDA* bound of the running iteration
P_D: Final = 38  # current depth
P_NODES: Final = 39
P_CUT: Final = 40  # 1 when a node was cut by the bound or the horizon
P_TTCOUNT: Final = 41  # live entries of the current generation
P_GEN: Final = 42
P_TTBITS: Final = 43
P_GROW: Final = 44  # return to grow the table at this many entries (0 never)
P_TARGET: Final = 45
P_RULE: Final = 46
P_FOUND: Final = 47  # solution length when found
P_TTMIN: Final = 48  # smallest child height probed in the table
P_EXACT: Final = 49  # 1: account cuts exactly (small spaces; proves unsolvable)
P_COMMUTE: Final = 50  # 1: prune independent moves taken out of robot order
P_CHILD: Final = 51  # offset of the children lists
P_ENDS: Final = 52  # offset of the end cells of each level's moves
P_SUPPORT: Final = 53  # 1: test positions of slack one with _support
P_ROOTMOVE: Final = 54  # -1, or the only first move searched (threads split the root)
P_SHARED: Final = 55  # 1: the table is shared by threads, one word per entry (_tt)
SCRATCH: Final = 56  # 5 cells for sorting key groups
P_SECOND: Final = 61  # -1, or the only place in the depth-1 children list searched
P_UNIT: Final = 62  # with P_SHARED: the place in search order of the work searched
P_TOP: Final = 63  # the bound the search began with: table heights count from it
P_PAST: Final = 64  # -1 off; 0 looking one move past the bound; else the length found
P_PASTAT: Final = 65  # offset of the moves of the solution found one move past
STACK: Final = 66
SW: Final = 9  # fields per stack level
F_IT: Final = 0  # next child to play, -1 before the node is expanded
F_NCH: Final = 1  # children listed
F_MOVE: Final = 2  # move played from this level (robot*4+dir)
F_FROM: Final = 3  # the moved robot's cell before the move
F_RS: Final = 4  # its ricochet state before the move
F_H: Final = 5  # its bound before the move
F_SLEEP: Final = 6  # bit mask of the moves asleep here (see _search)
F_LEGAL: Final = 7  # bit mask of the legal moves found by the expansion
F_LATER: Final = 8  # bit mask of the listed moves not tried yet (see _sleep)
MAX_MOVES: Final = 4 * MAX_ROBOTS
CW: Final = 5  # fields per listed child
C_MOVE: Final = 0  # robot*4+dir, plus CUT once the table has cut it
C_END: Final = 1
C_RS: Final = 2
C_H: Final = 3
C_KEY: Final = 4
CUT: Final = 64  # added to C_MOVE of a child the table cut (above every move)


def child_base(max_depth: int) -> int:
    """Return the offset of the children lists in the state array."""
    return STACK + SW * (max_depth + 2)


MW: Final = 4  # fields per move of a level: end, then the slide as lo..hi (index
# range) and column (-1 for a row): a cell c is on it when lo <= c <= hi and, for a
# column, c lies in that column
M_END, M_LO, M_HI, M_COL = 0, 1, 2, 3


def ends_base(max_depth: int) -> int:
    """Return the offset of the per-level slides of every move (MW fields each)."""
    return child_base(max_depth) + (max_depth + 2) * MAX_MOVES * CW


def past_base(max_depth: int) -> int:
    """Return the offset of the moves of a solution one move past the bound."""
    return ends_base(max_depth) + (max_depth + 2) * MAX_MOVES * MW


def st_size(max_depth: int) -> int:
    """Return the length of the state array for a depth limit."""
    return past_base(max_depth) + max_depth + 2


# kernel outcomes
EXHAUSTED: Final = 0  # the iteration ended without a solution
FOUND: Final = 1
BUDGET: Final = 2  # node budget spent; call again to resume
GROW: Final = 3  # the table wants to grow; call again after growing
