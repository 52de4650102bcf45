"""The index space of one analysis: compact cells, neighbours, binomials, placements.

Blocked cells are left out of the compact cell numbering, so no index puts a robot
on one. For a coloured target the target's robot is the lead and the other robots
are interchangeable obstacles (a set); for the vortex every robot is in the set.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from math import comb
from typing import Any

import numpy as np

from ..board import Board, Target
from ..errors import InvalidPuzzle
from ..geometry import DELTA, ROBOT_COLORS, VORTEX, WALL_BIT, Cell
from .kernels import MAX_SET

MAX_CELLS = 256
MAX_ROBOTS = 4
MAX_INDICES = 1 << 32  # 4 GiB of table at one byte an index


@dataclass(frozen=True)
class Space:
    """One target's index space and the arrays its kernels read."""

    board: Board
    robots: tuple[str, ...]  # the lead first for a coloured target, then the others
    target: Target
    cells: tuple[Cell, ...]  # compact cell id -> board cell
    nxt: Any  # int16 [cells, 4]
    binom: Any  # int64 [cells + 1, MAX_SET + 1]
    on_target: Any  # bool [cells]: a target space of the board is printed there

    @property
    def vortex(self) -> bool:
        """Tell whether any robot may finish (the vortex)."""
        return self.target.color == VORTEX

    @property
    def has_lead(self) -> int:
        """Return 1 when one robot must finish (a coloured target), else 0."""
        return 0 if self.vortex else 1

    @property
    def m(self) -> int:
        """Return the number of interchangeable robots (the set's size)."""
        return len(self.robots) - self.has_lead

    @property
    def cn(self) -> int:
        """Return the number of sets, C(cells, m)."""
        return comb(len(self.cells), self.m)

    @property
    def total(self) -> int:
        """Return the number of indices (placements and not-placements)."""
        return self.cn * (len(self.cells) if self.has_lead else 1)

    @property
    def goal(self) -> int:
        """Return the compact id of the target's cell."""
        return self.cell_id[self.target.cell]

    @property
    def cell_id(self) -> dict[Cell, int]:
        """Return board cell -> compact id."""
        return {cell: i for i, cell in enumerate(self.cells)}

    @property
    def nl(self) -> int:
        """Return the number of lead values: the cells, or 1 for the vortex."""
        return len(self.cells) if self.has_lead else 1

    def kernel_args(self) -> tuple[int, int, int, int]:
        """Return (nl, m, cells, has_lead) as the kernels take them."""
        return self.nl, self.m, len(self.cells), self.has_lead

    def index(self, robots: Mapping[str, Cell]) -> int:
        """Return the index of a placement given as colour -> cell.

        :raise InvalidPuzzle: when the robots differ from the analysis' or share a
            cell or stand off the free cells.
        """
        if set(robots) != set(self.robots):
            raise InvalidPuzzle(
                f"the table covers the robots {', '.join(self.robots)}", "robots"
            )
        ids = self.cell_id
        compact: dict[str, int] = {}
        for name, cell in robots.items():
            key = (int(cell[0]), int(cell[1]))
            if key not in ids:
                raise InvalidPuzzle("not a free cell of the board", f"robots.{name}")
            compact[name] = ids[key]
        if len(set(compact.values())) != len(compact):
            raise InvalidPuzzle("two robots stand on one cell", "robots")
        others = sorted(compact[n] for n in self.robots[self.has_lead :])
        rank = sum(comb(c, i + 1) for i, c in enumerate(others))
        lead = compact[self.robots[0]] if self.has_lead else 0
        return rank * self.nl + lead

    def placement(self, lead: int, members: Any) -> dict[str, Cell]:
        """Return the placement of (lead, set) as colour -> cell, the set's cells
        given to the interchangeable robots in the analysis' robot order."""
        names = self.robots[self.has_lead :]
        out: dict[str, Cell] = {}
        if self.has_lead:
            out[self.robots[0]] = self.cells[int(lead)]
        for name, c in zip(names, sorted(int(c) for c in members), strict=True):
            out[name] = self.cells[c]
        return out


def build_space(board: Board, robots: tuple[str, ...], target: Target) -> Space:
    """Return the index space (call `check_analysable` first)."""
    lead: tuple[str, ...] = ()
    if target.color != VORTEX:
        lead = (target.color,)
    others = tuple(r for r in _ordered(robots) if r not in lead)
    cells = tuple(
        (x, y)
        for y in range(board.height)
        for x in range(board.width)
        if (x, y) not in board.blocked
    )
    ids = {cell: i for i, cell in enumerate(cells)}
    nxt = np.full((len(cells), 4), -1, np.int16)
    for i, (x, y) in enumerate(cells):
        mask = board.masks[board.index((x, y))]
        for d, (dx, dy) in enumerate(DELTA):
            near = (x + dx, y + dy)
            if not mask & WALL_BIT[d] and near in ids:
                nxt[i, d] = ids[near]
    binom = np.zeros((len(cells) + 1, MAX_SET + 1), np.int64)
    for n in range(len(cells) + 1):
        for k in range(MAX_SET + 1):
            binom[n, k] = comb(n, k)
    printed = {t.cell for t in board.targets}
    on_target = np.array([cell in printed for cell in cells], np.bool_)
    return Space(board, lead + others, target, cells, nxt, binom, on_target)


def _ordered(robots: tuple[str, ...]) -> tuple[str, ...]:
    """Return robot colours in the core's order (red, green, blue, yellow, black)."""
    return tuple(sorted(robots, key=ROBOT_COLORS.index))
