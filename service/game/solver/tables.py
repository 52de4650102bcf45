"""Per-board and per-target tables of the solver, built once and cached.

`BoardTables` flattens a board for the kernels (neighbour steps, robot-free stops,
columns, diagonals). `bound_for` returns the lower-bound table of one target, rule
and robot colour class; with diagonals a robot's colour changes its slides, so
colours that some diagonal names get their own table.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..board import Board
from ..geometry import ROBOT_COLORS
from .kernels.bounds import bound_table, fill_geo
from .kernels.offsets import (
    G_CELLS,
    G_HAS_DIAGONALS,
    G_WIDTH,
    g_diagonals,
    g_rows,
    geo_size,
)
from .kernels.stopper_tables import downhill, ray_floors

BLACK = ROBOT_COLORS.index("black")
_CACHE_BOARDS = 64
_CACHE_BOUNDS = 512


@dataclass(slots=True)
class BoardTables:
    """A board as kernel arrays, with its own cache of bound tables."""

    board: Board
    geo: Any  # int32, see kernels.offsets
    occ: Any  # uint8 template: blocked cells are never marked, robots are
    diagonal_colors: frozenset[int]
    standable: Any  # bool [cell]: neither blocked nor a diagonal
    bounds: OrderedDict[tuple[Any, ...], Any] = field(default_factory=OrderedDict)

    @property
    def cells(self) -> int:
        """Return the number of cells."""
        return int(self.geo[G_CELLS])

    def color_class(self, color: int) -> int:
        """Return the slide class of a robot colour: itself if a diagonal names it."""
        return color if color in self.diagonal_colors else BLACK

    def bound(self, target: int, rule: bool, color: int, pset: Any = None) -> Any:
        """Return the int16 bound table [cell*6+rs] of a target for a colour class."""
        cls = self.color_class(color)
        key: tuple[Any, ...] = (target, rule, cls)
        if pset is not None:
            key += (pset.tobytes(),)
        table = self.bounds.get(key)
        if table is None:
            if pset is None:
                pset = np.ones(self.cells, dtype=np.uint8)
            table = np.empty(self.cells * 6, dtype=np.int16)
            bound_table(self.geo, pset, target, cls, int(rule), table)
            self.bounds[key] = table
            if len(self.bounds) > _CACHE_BOUNDS:
                self.bounds.popitem(last=False)
        else:
            self.bounds.move_to_end(key)
        return table

    def stopper_tables(
        self, target: int, rule: bool, color: int
    ) -> tuple[Any, Any, Any]:
        """Return the stopper test's tables (see kernels.stoppers): the (offsets,
        moves) of the bound-lowering moves and the bound floors of each slide."""
        key = (target, rule, self.color_class(color), "stopper")
        found = self.bounds.get(key)
        if found is None:
            h = self.bound(target, rule, color)
            offsets, moves = downhill(self.geo, h, int(rule), target)
            floors = ray_floors(self.geo, h, int(rule), target)
            found = (offsets, moves, floors)
            self.bounds[key] = found
        return found


def build(board: Board) -> BoardTables:
    """Flatten a board into kernel tables."""
    cells = board.width * board.height
    geo = np.zeros(geo_size(cells), dtype=np.int32)
    geo[G_WIDTH], geo[G_CELLS] = board.width, cells
    geo[G_HAS_DIAGONALS] = 1 if board.diagonals else 0
    geo[g_diagonals(cells) : g_rows(cells)] = -1
    for diagonal in board.diagonals:
        code = ROBOT_COLORS.index(diagonal.color) * 2 + (diagonal.orientation != "/")
        geo[g_diagonals(cells) + board.index(diagonal.cell)] = code
    blocked = np.zeros(cells, dtype=np.bool_)
    blocked[[board.index(c) for c in board.blocked]] = True
    fill_geo(geo, np.array(board.masks, dtype=np.int64), blocked, board.width)
    standable = ~blocked
    standable[[board.index(c) for c in board.diagonal_at]] = False
    return BoardTables(
        board,
        geo,
        np.zeros(cells, dtype=np.uint8),
        frozenset(ROBOT_COLORS.index(d.color) for d in board.diagonals),
        standable,
    )


class _Cache(threading.local):
    """Per-thread board cache: the last board by identity, then by equality."""

    def __init__(self) -> None:
        self.last: BoardTables | None = None
        self.boards: OrderedDict[Board, BoardTables] = OrderedDict()


_cache = _Cache()


def tables_for(board: Board) -> BoardTables:
    """Return the (cached) tables of a board."""
    last = _cache.last
    if last is not None and last.board is board:
        return last
    tables = _cache.boards.get(board)
    if tables is None:
        tables = build(board)
        _cache.boards[board] = tables
        if len(_cache.boards) > _CACHE_BOARDS:
            _cache.boards.popitem(last=False)
    _cache.last = tables
    return tables
