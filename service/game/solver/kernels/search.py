"""The solver's hot loop: one resumable depth-first search below a bound, in numba.

The search is an IDA* iteration, or a branch-and-bound stage (see solver.run) whose
bound the driver lowers after each solution before it resumes the search.

Everything lives in flat numpy arrays (see `offsets`): the board tables `geo`, the
per-target bound tables `bnd`, the search state with its explicit DFS stack and
children lists `st`, the occupancy grid `occ` and the transposition table `tt`. A
call runs until the iteration ends, a solution is found, the node budget is spent or
the table wants to grow; the caller checks the clock, reports progress and calls
again to resume.

A node is expanded in one go: every legal, unpruned child is listed first (and its
table slot prefetched), then all of them are looked up in the table together (the
lookups miss the cache, and independent misses overlap), then they are played in
order.

Sleep sets prune commuting moves: after playing move m at a node, every move tried
before m there (or asleep there) that commutes with m is asleep in m's subtree until
a move that does not commute with it; moves the node pruned count as tried first
(see sleep_sets). Playing an asleep move reaches, in as many moves, a position the
search reaches by playing it earlier, along a path that comes first in search
order; so the first optimal solution in search order is never pruned, and neither
is it by the table (a position is cut only when reached before by a path at most
as long that comes first) nor by the bound. Table heights count from the bound the
search began with (`P_TOP_BOUND`), not the current one: a bound that falls then never
lets an entry cut a position reached again by a shorter path, and the first visit,
searched below a bound at least as high, covers the second.
"""

from __future__ import annotations

from typing import Any

from .jit import kernel
from .offsets import (
    BUDGET,
    C_BOUND,
    C_END,
    C_KEY,
    C_MOVE,
    C_RICOCHET,
    CHILD_WORDS,
    CUT,
    EXHAUSTED,
    F_BOUND,
    F_CHILDREN,
    F_FROM,
    F_LATER,
    F_LEGAL,
    F_MOVE,
    F_NEXT_CHILD,
    F_RICOCHET,
    F_SLEEP,
    FOUND,
    G_HAS_DIAGONALS,
    GROW,
    INF,
    LEVEL_WORDS,
    MAX_MOVES,
    P_BOUND,
    P_CHILDREN_AT,
    P_CUT,
    P_DEPTH,
    P_ELIGIBLE,
    P_EXACT,
    P_FOUND,
    P_NODES,
    P_ONLY_FIRST,
    P_ONLY_SECOND,
    P_RECORDS_AT,
    P_RICOCHET_RULE,
    P_ROBOTS,
    P_SLEEP_SETS,
    P_STOPPERS,
    P_TARGET,
    P_TOP_BOUND,
    P_TT_COUNT,
    P_TT_GROW_AT,
    P_TT_MIN_HEIGHT,
    R_BOUND,
    R_BOUND_ROW,
    R_CELL,
    R_COLOR,
    R_RICOCHET,
    RECORD_WORDS,
    RS_DONE,
    STACK,
)
from .sleep_sets import record, sleep_after
from .slides import (
    finishing_move,
    next_rs,
    place,
    slide_diag,
    slide_plain,
)
from .stoppers import supported, worth
from .tt import state_key, tt_prefetch, tt_visit


@kernel(inline=True)
def min_bound(st: Any, skip: int) -> int:
    """Return the smallest bound among eligible robots other than `skip`."""
    best = INF
    for i in range(st[P_ELIGIBLE]):
        if i != skip and st[R_BOUND + i] < best:
            best = st[R_BOUND + i]
    return best


@kernel(inline=True)
def child_key(st: Any, robot: int, end: int, rs: int) -> int:
    """Return the key of the position after a robot moves (without moving it)."""
    start, old = st[R_CELL + robot], st[R_RICOCHET + robot]
    st[R_CELL + robot], st[R_RICOCHET + robot] = end, rs
    key = state_key(st)
    st[R_CELL + robot], st[R_RICOCHET + robot] = start, old
    return key


@kernel(inline=True)
def _finishes_next(
    geo: Any, st: Any, occ: Any, robot: int, end: int, rs: int, h: int
) -> int:
    """Return the move that finishes right after robot moves to end, or -1."""
    start, rs_old, h_old = (
        st[R_CELL + robot],
        st[R_RICOCHET + robot],
        st[R_BOUND + robot],
    )
    place(st, occ, robot, end, rs, h)
    fin = finishing_move(geo, st, occ)
    place(st, occ, robot, start, rs_old, h_old)
    return fin


@kernel(inline=True)
def _list(st: Any, c: int, m: int, child: Any, key: int) -> None:
    """Write a child (end, rs, h) reached by move m into the list entry at c."""
    st[c + C_MOVE], st[c + C_END], st[c + C_RICOCHET] = m, child[0], child[1]
    st[c + C_BOUND], st[c + C_KEY] = child[2], key


@kernel(inline=True)
def _is_back(st: Any, base: int, m: int, end: int, track: bool) -> bool:
    """Tell whether move m goes straight back after the robot's own last move: one
    move does the same (or none, when it ends where the robot was; with the rule,
    only if the pair cannot be its ricochet)."""
    if st[base - LEVEL_WORDS + F_MOVE] != m ^ 2:
        return False
    if track and end == st[base - LEVEL_WORDS + F_FROM]:
        return bool(st[base - LEVEL_WORDS + F_RICOCHET] == RS_DONE)
    return True


@kernel()
def expand(
    geo: Any, bnd: Any, st: Any, occ: Any, tt: Any, aux: Any, d: int
) -> tuple[bool, int]:
    """List the children of the node at depth d; return (found, moves generated).

    aux = (downhill offsets, downhill moves, slide floors, scratch) for the
    stopper test."""
    n, rule, diag = st[P_ROBOTS], st[P_RICOCHET_RULE], geo[G_HAS_DIAGONALS]
    exact, target = st[P_EXACT], st[P_TARGET]
    rem, base = st[P_BOUND] - d, STACK + d * LEVEL_WORDS
    height = st[P_TOP_BOUND] - d - 1  # a child's table height (see tt)
    cb = st[P_CHILDREN_AT] + d * MAX_MOVES * CHILD_WORDS
    level = st[P_RECORDS_AT] + d * MAX_MOVES * RECORD_WORDS
    asleep = st[base + F_SLEEP]
    legal, listed, nch, made = 0, 0, 0, 0
    if rem <= 0 or (d == 0 and not supported(geo, bnd, st, occ, aux, rem)):
        st[P_CUT] = 1
        st[base + F_CHILDREN], st[base + F_LEGAL], st[base + F_NEXT_CHILD] = 0, 0, 0
        return False, 1
    for robot in range(n):
        bcls = st[R_BOUND_ROW + robot]
        others = min_bound(st, robot)
        if bcls < 0 and (rem == 1 or others > rem - 1) and exact == 0:
            if others < INF:
                st[P_CUT] = 1
            continue  # the bound cannot drop: only eligible robots may move
        track = rule != 0 and bcls >= 0
        start, rs = st[R_CELL + robot], st[R_RICOCHET + robot]
        for dr in range(4):
            m = robot * 4 + dr
            if (asleep >> m) & 1:
                continue
            if diag == 0:
                end, arrival = slide_plain(geo, st, dr, start), dr
            else:
                end, arrival = slide_diag(geo, occ, start, dr, st[R_COLOR + robot])
            if end < 0:
                continue
            legal |= 1 << m
            if st[P_SLEEP_SETS] != 0:
                record(geo, st, level + m * RECORD_WORDS, start, end, dr)
            made += 1
            rs_new = next_rs(rs, dr, arrival) if track else rs
            h_new = INF
            if bcls >= 0:
                if end == target and (rule == 0 or rs_new == RS_DONE):
                    st[base + F_MOVE], st[P_FOUND] = m, d + 1
                    return True, made
                h_new = bnd[bcls, end * 6 + rs_new]
            best = min(others, h_new)
            if (
                d > 0 and diag == 0 and _is_back(st, base, m, end, track)
            ) or best >= INF:
                continue  # going back, or hopeless: nobody can ever finish
            child = (end, rs_new, h_new)
            if best > rem - 1:
                if exact == 0 or not tt_visit(
                    tt, st, child_key(st, robot, end, rs_new), height, False
                ):
                    st[P_CUT] = 1  # beyond the bound (and no duplicate, if exact)
                continue
            if rem == 2 and exact == 0:
                made += 1
                fin = _finishes_next(geo, st, occ, robot, end, rs_new, h_new)
                if fin >= 0:
                    st[base + F_MOVE], st[base + LEVEL_WORDS + F_MOVE] = m, fin
                    st[P_FOUND] = d + 2
                    return True, made
                st[P_CUT] = 1
                continue
            if st[P_STOPPERS] != 0 and rem >= 4:
                if not worth(geo, bnd, st, occ, aux, robot, child, rem, d, m):
                    st[P_CUT] = 1
                    continue
            key = -1
            # A thread searching one first move (or one second move) meets the
            # others' entries (or its own) again.
            if rem - 1 >= st[P_TT_MIN_HEIGHT] and (
                d > 1 or st[P_ONLY_SECOND if d == 1 else P_ONLY_FIRST] < 0
            ):
                key = child_key(st, robot, end, rs_new)
                tt_prefetch(tt, st, key)
            _list(st, cb + nch * CHILD_WORDS, m, child, key)
            listed |= 1 << m
            nch += 1
    for k in range(nch):
        c = cb + k * CHILD_WORDS
        if st[c + C_KEY] >= 0 and tt_visit(tt, st, st[c + C_KEY], height, True):
            listed ^= 1 << st[c + C_MOVE]  # searched before: as if tried first
            st[c + C_MOVE] += CUT
    st[base + F_CHILDREN], st[base + F_LEGAL], st[base + F_NEXT_CHILD] = nch, legal, 0
    st[base + F_LATER] = listed
    return False, made


@kernel(nogil=True)
def run(geo: Any, bnd: Any, st: Any, occ: Any, tt: Any, aux: Any, budget: int) -> int:
    """Run (or resume) the iteration of bound st[P_BOUND]; return an outcome code."""
    nodes = st[P_NODES]
    limit = nodes + budget
    d = st[P_DEPTH]
    while True:
        base = STACK + d * LEVEL_WORDS
        it = st[base + F_NEXT_CHILD]
        if it < 0:
            grow = st[P_TT_GROW_AT] > 0 and st[P_TT_COUNT] >= st[P_TT_GROW_AT]
            if nodes >= limit or grow:
                st[P_DEPTH] = d
                st[P_NODES] = nodes
                return GROW if grow else BUDGET
            found, made = expand(geo, bnd, st, occ, tt, aux, d)
            nodes += made
            if found:
                st[P_DEPTH] = d
                st[P_NODES] = nodes
                return FOUND
            continue
        if it >= st[base + F_CHILDREN]:
            if d == 0:
                st[P_NODES] = nodes
                return EXHAUSTED
            d -= 1
            base -= LEVEL_WORDS
            robot = st[base + F_MOVE] >> 2
            place(
                st,
                occ,
                robot,
                st[base + F_FROM],
                st[base + F_RICOCHET],
                st[base + F_BOUND],
            )
            continue
        st[base + F_NEXT_CHILD] = it + 1
        c = st[P_CHILDREN_AT] + (d * MAX_MOVES + it) * CHILD_WORDS
        m = st[c + C_MOVE]
        st[base + F_LATER] &= ~(1 << (m & (CUT - 1)))
        if m >= CUT or (d == 0 and st[P_ONLY_FIRST] >= 0 and m != st[P_ONLY_FIRST]):
            continue
        if d == 1 and st[P_ONLY_SECOND] >= 0 and it != st[P_ONLY_SECOND]:
            continue
        robot = m >> 2
        if st[P_SLEEP_SETS] != 0:
            sleep_after(geo, st, d, m, st[c + C_END])
        else:
            st[base + LEVEL_WORDS + F_SLEEP] = 0
        st[base + F_MOVE] = m
        st[base + F_FROM] = st[R_CELL + robot]
        st[base + F_RICOCHET] = st[R_RICOCHET + robot]
        st[base + F_BOUND] = st[R_BOUND + robot]
        place(st, occ, robot, st[c + C_END], st[c + C_RICOCHET], st[c + C_BOUND])
        d += 1
        st[base + LEVEL_WORDS + F_NEXT_CHILD] = -1
