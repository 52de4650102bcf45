"""Offsets of the flat arrays shared by the solver's Python set-up and its kernels.

The kernels take a handful of flat numpy arrays rather than many arguments, since
numba's dispatch cost grows with the argument count and the per-call overhead of the
solver must stay in microseconds. Every offset into them is named here, and only
here; numba reads these module constants as compile-time constants, so a name costs
nothing over a literal.

Prefixes: `G_` the board tables `geo`; in the search state `st`, `R_` a field of
each robot (MAX_ROBOTS words from the offset), `P_` a single word, `F_` a field of a
level of the depth-first stack, `C_` of a listed child, `M_` of a move record.
"""

from __future__ import annotations

from typing import Final

from .jit import kernel

INF: Final = 10000  # bound of a hopeless robot state (target out of reach)
MAX_ROBOTS: Final = 5
RS_DONE: Final = 5  # ricochet states: 0 never moved, 1..4 arrived heading+1, 5 done

# --- geo: int32 board tables ---------------------------------------------------
G_WIDTH: Final = 0
G_CELLS: Final = 1  # width * height
G_HAS_DIAGONALS: Final = 2  # 1 when the board has diagonals
# After the header, five tables follow: the neighbour of each cell in each direction
# [cell*4+dir] (-1 behind a wall, the edge or a blocked cell), the robot-free stop
# [cell*4+dir], then per cell its column, its diagonal and its row.
G_NEIGHBOURS: Final = 8


@kernel(inline=True)
def g_stops(cells: int) -> int:
    """Return the offset of the robot-free stop table [cell*4+dir]."""
    return G_NEIGHBOURS + 4 * cells


@kernel(inline=True)
def g_columns(cells: int) -> int:
    """Return the offset of the column table [cell]."""
    return G_NEIGHBOURS + 8 * cells


@kernel(inline=True)
def g_diagonals(cells: int) -> int:
    """Return the offset of the diagonal table [cell]: -1 or colour*2+orientation."""
    return G_NEIGHBOURS + 9 * cells


@kernel(inline=True)
def g_rows(cells: int) -> int:
    """Return the offset of the row table [cell]."""
    return G_NEIGHBOURS + 10 * cells


def geo_size(cells: int) -> int:
    """Return the length of a board's geo array."""
    return G_NEIGHBOURS + 11 * cells


# --- st: int64 search state --------------------------------------------------------
R_CELL: Final = 0  # robot cells (internal order: eligible robots first)
R_COLOR: Final = 5  # colour index (red 0 .. black 4)
R_BOUND_ROW: Final = 10  # row of the bound table, -1 for a robot that may not finish
R_RICOCHET: Final = 15  # ricochet state (tracked for eligible robots with the rule on)
R_BOUND: Final = 20  # current bound of each eligible robot
R_GROUP: Final = 25  # interchangeability group (contiguous)
R_RADIX: Final = 30  # key radix: cells, or cells*6 when the ricochet state is tracked
P_ROBOTS: Final = 35
P_ELIGIBLE: Final = 36  # eligible robots (the first P_ELIGIBLE)
P_BOUND: Final = 37  # bound of the running iteration or stage
P_DEPTH: Final = 38  # current depth
P_NODES: Final = 39
P_CUT: Final = 40  # 1 when a node was cut by the bound or the horizon
P_TT_COUNT: Final = 41  # live entries of the current generation
P_TT_GEN: Final = 42
P_TT_BITS: Final = 43
P_TT_GROW_AT: Final = 44  # return to grow the table at this many entries (0 never)
P_TARGET: Final = 45
P_RICOCHET_RULE: Final = 46
P_FOUND: Final = 47  # solution length when found
P_TT_MIN_HEIGHT: Final = 48  # smallest child height probed in the table
P_EXACT: Final = 49  # 1: account cuts exactly (small spaces; proves unsolvable)
P_SLEEP_SETS: Final = 50  # 1: prune independent moves taken out of robot order
P_CHILDREN_AT: Final = 51  # offset of the children lists
P_RECORDS_AT: Final = 52  # offset of the move records of each level
P_STOPPERS: Final = 53  # 1: test positions of slack one with the stopper test
P_ONLY_FIRST: Final = 54  # -1, or the only first move searched (threads split it)
P_TT_SHARED: Final = 55  # 1: the table is shared by threads, one word per entry
SCRATCH: Final = 56  # 5 cells for sorting key groups
P_ONLY_SECOND: Final = 61  # -1, or the only place in the depth-1 children searched
P_UNIT: Final = 62  # with P_TT_SHARED: the place in search order of the work searched
P_TOP_BOUND: Final = 63  # the bound the search began with: table heights count from it
P_PAST: Final = 64  # -1 off; 0 looking one move past the bound; else the length found
P_PAST_AT: Final = 65  # offset of the moves of the solution found one move past
STACK: Final = 66  # the depth-first stack, LEVEL_WORDS per level

LEVEL_WORDS: Final = 9
F_NEXT_CHILD: Final = 0  # next child to play, -1 before the node is expanded
F_CHILDREN: Final = 1  # children listed
F_MOVE: Final = 2  # move played from this level (robot*4+dir)
F_FROM: Final = 3  # the moved robot's cell before the move
F_RICOCHET: Final = 4  # its ricochet state before the move
F_BOUND: Final = 5  # its bound before the move
F_SLEEP: Final = 6  # bit mask of the moves asleep here (see search)
F_LEGAL: Final = 7  # bit mask of the legal moves found by the expansion
F_LATER: Final = 8  # bit mask of the listed moves not tried yet (see sleep_sets)

MAX_MOVES: Final = 4 * MAX_ROBOTS
CHILD_WORDS: Final = 5  # per listed child, MAX_MOVES children per level
C_MOVE: Final = 0  # robot*4+dir, plus CUT once the table has cut it
C_END: Final = 1
C_RICOCHET: Final = 2
C_BOUND: Final = 3
C_KEY: Final = 4
CUT: Final = 64  # added to C_MOVE of a child the table cut (above every move)

# A move record: its end, then its slide as lo..hi (index range) and column (-1 for
# a row): a cell c is on it when lo <= c <= hi and, for a column, c lies in it.
RECORD_WORDS: Final = 4  # per legal move, MAX_MOVES records per level
M_END: Final = 0
M_LO: Final = 1
M_HI: Final = 2
M_COLUMN: Final = 3


def children_at(max_depth: int) -> int:
    """Return the offset of the children lists in the state array."""
    return STACK + LEVEL_WORDS * (max_depth + 2)


def records_at(max_depth: int) -> int:
    """Return the offset of the move records of every level."""
    return children_at(max_depth) + (max_depth + 2) * MAX_MOVES * CHILD_WORDS


def past_at(max_depth: int) -> int:
    """Return the offset of the moves of a solution one move past the bound."""
    return records_at(max_depth) + (max_depth + 2) * MAX_MOVES * RECORD_WORDS


def state_size(max_depth: int) -> int:
    """Return the length of the state array for a depth limit."""
    return past_at(max_depth) + max_depth + 2


# kernel outcomes
EXHAUSTED: Final = 0  # the iteration ended without a solution
FOUND: Final = 1
BUDGET: Final = 2  # node budget spent; call again to resume
GROW: Final = 3  # the table wants to grow; call again after growing
