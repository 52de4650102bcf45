"""A saved table of one target, memory-mapped: optima and optimal solutions."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..board import Target, parse_board
from ..errors import InvalidPuzzle
from ..geometry import DIRECTIONS, VORTEX, Cell
from .kernels import NOT_PLACEMENT, UNSETTLED
from .search import TABLE_FORMAT, description_path
from .space import Space, build_space

Move = tuple[str, str]  # (robot colour, direction letter)


@dataclass(frozen=True)
class DistanceTable:
    """One target's optimum of every placement, read from disk on demand."""

    space: Space
    table: Any  # numpy.memmap of uint8, one byte per index
    certificate: str

    @classmethod
    def open(cls, path: Path) -> DistanceTable:
        """Open a table written by `analyse_target(..., table_path=path)`.

        :raise ValueError: when the file is not such a table.
        """
        meta = json.loads(description_path(Path(path)).read_text())
        if meta.get("format") != TABLE_FORMAT:
            raise ValueError(f"{path}: not a {TABLE_FORMAT} table")
        board = parse_board(meta["board"])
        t = meta["target"]
        target = Target((int(t["cell"][0]), int(t["cell"][1])), t["color"], t["symbol"])
        space = build_space(board, tuple(meta["robots"]), target)
        table = np.load(Path(path), mmap_mode="r")
        if table.shape != (space.total,) or table.dtype != np.uint8:
            raise ValueError(f"{path}: the table does not match its description")
        return cls(space, table, str(meta["certificate"]))

    @property
    def robots(self) -> tuple[str, ...]:
        """Return the robots the table covers (the target's robot first)."""
        return self.space.robots

    @property
    def target(self) -> Target:
        """Return the table's target."""
        return self.space.target

    def optimum(self, robots: Mapping[str, Cell]) -> int | None:
        """Return the fewest moves of a placement; None when it is unsolvable.

        :raise InvalidPuzzle: when the robots are not the table's or share a cell.
        """
        value = int(self.table[self.space.index(robots)])
        if value == NOT_PLACEMENT:
            raise InvalidPuzzle("two robots stand on one cell", "robots")
        return None if value == UNSETTLED else value

    def solution(self, robots: Mapping[str, Cell]) -> list[Move]:
        """Return an optimal solution, stepping to a placement one closer each time.

        :raise InvalidPuzzle: as `optimum`, or when the placement is unsolvable.
        """
        left = self.optimum(robots)
        if left is None:
            raise InvalidPuzzle("the target cannot be reached", "robots")
        here = {name: (int(c[0]), int(c[1])) for name, c in robots.items()}
        moves: list[Move] = []
        while left > 0:
            step = self._closer(here, left - 1)
            moves.append(step[0])
            here = step[1]
            left -= 1
        return moves

    def _closer(self, here: dict[str, Cell], want: int) -> tuple[Move, dict[str, Cell]]:
        """Return a move onto a placement at `want` moves, and that placement; at 0,
        a move that ends a finishing robot on the target."""
        space = self.space
        ids = space.cell_id
        taken = {ids[c] for c in here.values()}
        for name in space.robots:
            start = ids[here[name]]
            for d in range(4):
                end = _slide(space.nxt, start, d, taken)
                if end == start:
                    continue
                after = dict(here)
                after[name] = space.cells[end]
                if want == 0:
                    arrives = after[name] == self.target.cell
                    if arrives and self.target.color in (VORTEX, name):
                        return (name, DIRECTIONS[d]), after
                elif int(self.table[space.index(after)]) == want:
                    return (name, DIRECTIONS[d]), after
        raise RuntimeError("the table has no placement one move closer")


def _slide(nxt: Any, start: int, d: int, taken: set[int]) -> int:
    """Return where a robot from compact cell `start` stops going `d`."""
    c = start
    ahead = int(nxt[c, d])
    while ahead >= 0 and ahead not in taken:
        c = ahead
        ahead = int(nxt[c, d])
    return c
