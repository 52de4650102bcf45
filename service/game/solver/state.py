"""The solver's per-puzzle set-up: robots in kernel order, bounds and the state array.

Robots are reordered so that eligible robots come first (the finishing robot of a
coloured target is robot 0) and interchangeable robots sit next to each other: two
robots are interchangeable when both may (or may not) finish and no diagonal tells
their colours apart. The transposition key sorts each such group.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..geometry import ROBOT_COLORS
from ..puzzle import Puzzle
from .kernels.offsets import (
    INF,
    P_CHILDREN_AT,
    P_ELIGIBLE,
    P_PAST,
    P_PAST_AT,
    P_RECORDS_AT,
    P_RICOCHET_RULE,
    P_ROBOTS,
    P_TARGET,
    R_BOUND,
    R_BOUND_ROW,
    R_CELL,
    R_COLOR,
    R_GROUP,
    R_RADIX,
    R_RICOCHET,
    children_at,
    past_at,
    records_at,
    state_size,
)
from .tables import BoardTables, tables_for


@dataclass(slots=True)
class Setup:
    """A puzzle ready for the kernels."""

    tables: BoardTables
    names: list[str]  # robot colour names in kernel order
    cells: list[int]  # their cells
    rs: list[int]  # their ricochet states
    eligible: int  # the first `eligible` robots may finish
    groups: list[int]
    target: int
    rule: bool
    bnd: Any  # int16 [eligible, cells*6]: bound of each (cell, ricochet state)


def prepare(puzzle: Puzzle, pset: Any = None) -> Setup:
    """Order the robots, fetch the bound tables and describe the groups."""
    tables = tables_for(puzzle.board)
    board = puzzle.board
    keyed = []
    for name, cell in puzzle.robots:
        color = ROBOT_COLORS.index(name)
        finisher = puzzle.target.eligible(name)
        keyed.append(((not finisher, tables.color_class(color), color), name, cell))
    keyed.sort()
    names = [name for _, name, _ in keyed]
    classes = [k[:2] for k, _, _ in keyed]
    groups = [classes.index(c) for c in classes]
    eligible = sum(1 for k in classes if not k[0])
    target = board.index(puzzle.target.cell)
    rule = puzzle.ricochet_rule
    colors = [ROBOT_COLORS.index(n) for n in names[:eligible]]
    return Setup(
        tables,
        names,
        [board.index(cell) for _, _, cell in keyed],
        [0] * len(names),
        eligible,
        groups,
        target,
        rule,
        bounds(tables, target, rule, colors, pset),
    )


def bounds(
    tables: BoardTables, target: int, rule: bool, colors: list[int], pset: Any
) -> Any:
    """Return the stacked bound tables of the eligible robots' colours."""
    if len(colors) == 1:
        return tables.bound(target, rule, colors[0], pset).reshape(1, -1)
    return np.stack([tables.bound(target, rule, c, pset) for c in colors])


def root_bound(setup: Setup) -> int:
    """Return the lower bound of the start position (INF when hopeless)."""
    return min(
        int(setup.bnd[i, setup.cells[i] * 6 + setup.rs[i]])
        for i in range(setup.eligible)
    )


def state_array(setup: Setup, max_depth: int) -> Any:
    """Return a fresh int64 state array for the kernel."""
    st = np.zeros(state_size(max_depth), dtype=np.int64)
    cells = setup.tables.cells
    n = len(setup.names)
    st[P_ROBOTS], st[P_ELIGIBLE] = n, setup.eligible
    st[P_TARGET], st[P_RICOCHET_RULE] = setup.target, int(setup.rule)
    st[P_CHILDREN_AT] = children_at(max_depth)
    st[P_RECORDS_AT] = records_at(max_depth)
    st[P_PAST], st[P_PAST_AT] = -1, past_at(max_depth)
    for i, name in enumerate(setup.names):
        eligible = i < setup.eligible
        st[R_CELL + i] = setup.cells[i]
        st[R_COLOR + i] = ROBOT_COLORS.index(name)
        st[R_BOUND_ROW + i] = i if eligible else -1
        st[R_RICOCHET + i] = setup.rs[i] if eligible and setup.rule else 0
        h = setup.bnd[i, setup.cells[i] * 6 + st[R_RICOCHET + i]] if eligible else INF
        st[R_BOUND + i] = h
        st[R_GROUP + i] = setup.groups[i]
        st[R_RADIX + i] = -cells * 6 if eligible and setup.rule else cells
    return st


def occupancy(setup: Setup) -> Any:
    """Return the occupancy grid: robot index + 1 on each robot's cell."""
    occ = setup.tables.occ.copy()
    occ[setup.cells] = np.arange(1, len(setup.cells) + 1)
    return occ
