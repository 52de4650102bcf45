"""Compiled set-up work of the solver: lower bounds, reachable cells, lone robot.

The lower-bound tables, the cells some robot might reach, and the lone-robot search
that gives a quick upper bound. All three walk robot-free slides over the `geo`
tables of `offsets`; a stop is allowed at a wall or in front of a cell in `pset`,
the cells a robot might occupy.
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
    INF,
    RS_DONE,
    g_columns,
    g_diagonals,
    g_rows,
    g_stops,
)
from .slides import DEFLECT, next_rs


@kernel(nrt=True)
def fill_geo(geo: Any, masks: Any, blocked: Any, width: int) -> None:
    """Fill a board's geo tables (see offsets) from its wall masks and blocked
    cells; the diagonal column must already be set."""
    cells = masks.shape[0]
    deltas = (-width, 1, width, -1)
    for i in range(cells):
        geo[g_columns(cells) + i] = i % width
        geo[g_rows(cells) + i] = i // width
        for d in range(4):
            j = i + deltas[d]
            free = (masks[i] >> d) & 1 == 0 and not blocked[j if 0 <= j < cells else i]
            geo[G_NEIGHBOURS + i * 4 + d] = j if free else -1
    for i in range(cells):
        for d in range(4):
            cur = i
            while geo[G_NEIGHBOURS + cur * 4 + d] >= 0:
                cur = geo[G_NEIGHBOURS + cur * 4 + d]
            geo[g_stops(cells) + i * 4 + d] = cur


@kernel(nrt=True)
def _leads(
    geo: Any,
    pset: Any,
    out: Any,
    c: int,
    rs: int,
    color: int,
    rule: int,
    target: int,
    level: int,
) -> bool:
    """Tell whether one relaxed move from (c, rs) finishes (level 1) or reaches a
    state of bound level-1."""
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    for d in range(4):
        cur = c
        h = d
        for _ in range(4 * cells + 1):
            nxt = geo[G_NEIGHBOURS + cur * 4 + h]
            if nxt < 0:
                break
            cur = nxt
            dg = geo[o_diag + cur]
            if dg >= 0:
                if (dg >> 1) != color:
                    h = DEFLECT[(dg & 1) * 4 + h]
                continue
            ahead = geo[G_NEIGHBOURS + cur * 4 + h]
            if cur == c or (ahead >= 0 and pset[ahead] == 0):
                continue
            rs2 = next_rs(rs, d, h) if rule != 0 else 0
            if cur == target and (rule == 0 or rs2 == RS_DONE):
                if level == 1:
                    return True
            elif level > 1 and out[cur * 6 + rs2] == level - 1:
                return True
    return False


@kernel(nrt=True)
def _settle(
    geo: Any,
    pset: Any,
    out: Any,
    c: int,
    color: int,
    target: int,
    level: int,
) -> bool:
    """Under the ricochet rule, give each open ricochet state of cell c the bound
    `level` when one relaxed move from it finishes (level 1) or reaches a state of
    bound level-1; tell whether any got it. Each ray is walked once for all six."""
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    base = c * 6
    open_states = 0
    for rs in range(6):
        if out[base + rs] == INF:
            open_states += 1
    settled = False
    for d in range(4):
        cur = c
        h = d
        for _ in range(4 * cells + 1):
            if open_states == 0:
                return settled
            nxt = geo[G_NEIGHBOURS + cur * 4 + h]
            if nxt < 0:
                break
            cur = nxt
            dg = geo[o_diag + cur]
            if dg >= 0:
                if (dg >> 1) != color:
                    h = DEFLECT[(dg & 1) * 4 + h]
                continue
            ahead = geo[G_NEIGHBOURS + cur * 4 + h]
            if cur == c or (ahead >= 0 and pset[ahead] == 0):
                continue
            for rs in range(6):
                if out[base + rs] != INF:
                    continue
                rs2 = next_rs(rs, d, h)
                if cur == target and rs2 == RS_DONE:
                    if level != 1:
                        continue
                elif level == 1 or out[cur * 6 + rs2] != level - 1:
                    continue
                out[base + rs] = level
                open_states -= 1
                settled = True
    return settled


@kernel(nrt=True)
def bound_table(
    geo: Any, pset: Any, target: int, color: int, rule: int, out: Any
) -> None:
    """Fill out[cell*6+rs] with the fewest moves a robot of `color` needs to finish,
    ignoring other robots except as possible stoppers (INF when it never can).
    On a board without diagonals, a search back from the target (`plain_bounds`,
    `ricochet_bounds`) gives the same table as the level sweep (`relaxed_levels`)."""
    if geo[G_HAS_DIAGONALS] != 0:
        relaxed_levels(geo, pset, target, color, rule, out)
    elif rule == 0:
        plain_bounds(geo, pset, target, out)
    else:
        ricochet_bounds(geo, pset, target, out)


@kernel(nrt=True)
def relaxed_levels(
    geo: Any, pset: Any, target: int, color: int, rule: int, out: Any
) -> None:
    """Fill the bound table level by level: a state gets level L when one relaxed
    move from it reaches a state of level L-1. With the rule, one walk of each ray
    serves a cell's six ricochet states (`_settle`, 2.3x faster); without it
    `_leads` stops at the first hit."""
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    out[:] = INF
    level = 1
    changed = True
    while changed:
        changed = False
        for c in range(cells):
            if geo[o_diag + c] >= 0:
                continue
            if rule != 0:
                changed |= _settle(geo, pset, out, c, color, target, level)
            elif out[c * 6] == INF and _leads(
                geo, pset, out, c, 0, color, 0, target, level
            ):
                out[c * 6] = level
                changed = True
        level += 1


@kernel(nrt=True)
def plain_bounds(geo: Any, pset: Any, target: int, out: Any) -> None:
    """Fill out[cell*6] without the rule on a board without diagonals: breadth-first
    back from the target, each stop x giving level(x)+1 to every cell whose slide
    passes to x (the target, as a stop, counts 0: arriving there finishes)."""
    cells = geo[G_CELLS]
    width = geo[G_WIDTH]
    out[:] = INF
    queue = np.empty(cells + 1, dtype=np.int64)
    queue[0] = target
    head, tail = 0, 1
    while head < tail:
        x = queue[head]
        level = 1 if head == 0 else out[x * 6] + 1
        head += 1
        for d in range(4):
            ahead = geo[G_NEIGHBOURS + x * 4 + d]
            if ahead >= 0 and pset[ahead] == 0:
                continue  # no robot can stand ahead: a slide goes on past x
            step = width if d % 2 == 0 else 1  # a cell's neighbour d is c + step
            if d == 0 or d == 3:
                step = -step
            prev = x
            c = prev - step
            while 0 <= c < cells and geo[G_NEIGHBOURS + c * 4 + d] == prev:
                if out[c * 6] == INF:
                    out[c * 6] = level
                    if c != target:
                        queue[tail] = c
                        tail += 1
                elif pset[prev] != 0 and out[c * 6] < level:
                    break  # c, a stop no later than x, covers the rest
                prev = c
                c = prev - step


@kernel(inline=True)
def _sources(s: int, d: int, which: int) -> int:
    """Return the `which`th (0-2) ricochet state from which a straight slide heading
    d arrives in state s (done: from done or across; d+1: from rest or along)."""
    if s == RS_DONE:
        if which == 0:
            return RS_DONE
        return (d + 2 * which - 1) % 4 + 1  # the two headings across d
    if which == 0:
        return 0
    return (d + 2 * which - 2) % 4 + 1  # heading d itself, or its reverse


@kernel(nrt=True)
def ricochet_bounds(geo: Any, pset: Any, target: int, out: Any) -> None:
    """Fill out[cell*6+rs] under the ricochet rule on a board without diagonals:
    breadth-first back from the target over (cell, ricochet state), each stop x
    reached in state s giving level(x, s)+1 to every (cell, rs) whose slide passes
    to x and arrives in s (arriving on the target in state done counts 0)."""
    cells = geo[G_CELLS]
    width = geo[G_WIDTH]
    out[:] = INF
    queue = np.empty(cells * 6 + 1, dtype=np.int64)
    queue[0] = target * 6 + RS_DONE  # the finish, level 0
    head, tail = 0, 1
    while head < tail:
        x, s = queue[head] // 6, queue[head] % 6
        level = 1 if head == 0 else out[queue[head]] + 1
        head += 1
        for d in range(4):
            if s != RS_DONE and s != d + 1:
                continue  # no straight slide heading d arrives in state s
            ahead = geo[G_NEIGHBOURS + x * 4 + d]
            if ahead >= 0 and pset[ahead] == 0:
                continue  # no robot can stand ahead: a slide goes on past x
            step = width if d % 2 == 0 else 1  # a cell's neighbour d is c + step
            if d == 0 or d == 3:
                step = -step
            prev = x
            c = prev - step
            while 0 <= c < cells and geo[G_NEIGHBOURS + c * 4 + d] == prev:
                for which in range(3):
                    state = c * 6 + _sources(s, d, which)
                    if out[state] == INF:
                        out[state] = level
                        if state != target * 6 + RS_DONE:
                            queue[tail] = state
                            tail += 1
                if pset[prev] != 0 and out[c * 6 + s] < level:
                    break  # c, a stop reached in state s no later, covers the rest
                prev = c
                c = prev - step


@kernel(nrt=True)
def possible_cells(geo: Any, colors: Any, pset: Any) -> None:
    """Grow pset (the robots' cells) to every cell some robot might ever stop on.
    On a board without diagonals every robot slides alike: a work list
    (`plain_possible_cells`) reaches the same cells as the sweep."""
    if geo[G_HAS_DIAGONALS] == 0:
        plain_possible_cells(geo, pset)
    else:
        possible_cells_sweep(geo, colors, pset)


@kernel(nrt=True)
def plain_possible_cells(geo: Any, pset: Any) -> None:
    """Grow pset as possible_cells does on a board without diagonals. A cell once
    marked is a new start (its slides may stop somewhere new) and a new stopper
    (a slide from a marked cell behind a neighbour may now stop in front of it)."""
    cells = geo[G_CELLS]
    width = geo[G_WIDTH]
    queue = np.empty(cells, dtype=np.int64)
    tail = 0
    for c in range(cells):
        if pset[c] != 0:
            queue[tail] = c
            tail += 1
    head = 0
    while head < tail:
        v = queue[head]
        head += 1
        for d in range(4):
            tail = _mark_slide(geo, pset, queue, tail, v, d)
            step = width if d % 2 == 0 else 1  # a cell's neighbour d is c + step
            if d == 0 or d == 3:
                step = -step
            u = v - step  # a slide along d stopped by v stops on u
            if 0 <= u < cells and geo[G_NEIGHBOURS + u * 4 + d] == v and pset[u] == 0:
                prev, c = u, u - step
                while 0 <= c < cells and geo[G_NEIGHBOURS + c * 4 + d] == prev:
                    if pset[c] != 0:
                        pset[u] = 1
                        queue[tail] = u
                        tail += 1
                        break
                    prev, c = c, c - step


@kernel(nrt=True)
def _mark_slide(geo: Any, pset: Any, queue: Any, tail: int, v: int, d: int) -> int:
    """Mark (and queue) every new stop of the slide from v along d; return the tail."""
    cur = v
    while True:
        nxt = geo[G_NEIGHBOURS + cur * 4 + d]
        if nxt < 0:
            break
        cur = nxt
        ahead = geo[G_NEIGHBOURS + cur * 4 + d]
        if pset[cur] == 0 and (ahead < 0 or pset[ahead] != 0):
            pset[cur] = 1
            queue[tail] = cur
            tail += 1
    return tail


@kernel(nrt=True)
def possible_cells_sweep(geo: Any, colors: Any, pset: Any) -> None:
    """Grow pset (the robots' cells) to every cell some robot might ever stop on,
    sweeping every cell's slides until nothing changes."""
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    changed = True
    while changed:
        changed = False
        for c in range(cells):
            if pset[c] == 0:
                continue
            for k in range(colors.shape[0]):
                for d in range(4):
                    cur = c
                    h = d
                    for _ in range(4 * cells + 1):
                        nxt = geo[G_NEIGHBOURS + cur * 4 + h]
                        if nxt < 0:
                            break
                        cur = nxt
                        dg = geo[o_diag + cur]
                        if dg >= 0:
                            if (dg >> 1) != colors[k]:
                                h = DEFLECT[(dg & 1) * 4 + h]
                            continue
                        ahead = geo[G_NEIGHBOURS + cur * 4 + h]
                        if pset[cur] == 0 and (ahead < 0 or pset[ahead] != 0):
                            pset[cur] = 1
                            changed = True


@kernel(nrt=True)
def lone_search(
    geo: Any,
    occ: Any,
    start: int,
    color: int,
    rs0: int,
    rule: int,
    target: int,
    prev: Any,
    queue: Any,
) -> int:
    """Breadth-first search of one robot moving alone (others fixed in occ).

    Fill prev[state] = parent*4+dir for state = cell*6+rs; return the finishing
    state, or -1 when the robot alone cannot finish.
    """
    cells = geo[G_CELLS]
    o_diag = g_diagonals(cells)
    prev[:] = -1
    first = start * 6 + rs0
    prev[first] = first * 4
    queue[0] = first
    head, tail = 0, 1
    mark = occ[start]
    occ[start] = 0
    found = -1
    while head < tail and found < 0:
        s = queue[head]
        head += 1
        c, rs = s // 6, s % 6
        for d in range(4):
            cur, h, steps = c, d, 0
            while steps <= 4 * cells:
                nxt = geo[G_NEIGHBOURS + cur * 4 + h]
                if nxt < 0 or occ[nxt] != 0:
                    break
                cur = nxt
                dg = geo[o_diag + cur]
                if dg >= 0 and (dg >> 1) != color:
                    h = DEFLECT[(dg & 1) * 4 + h]
                steps += 1
            if steps > 4 * cells or cur == c or geo[o_diag + cur] >= 0:
                continue
            rs2 = next_rs(rs, d, h) if rule != 0 else 0
            t = cur * 6 + rs2
            if cur == target and (rule == 0 or rs2 == RS_DONE):
                prev[t] = s * 4 + d
                found = t
                break
            if prev[t] < 0:
                prev[t] = s * 4 + d
                queue[tail] = t
                tail += 1
    occ[start] = mark
    return found
