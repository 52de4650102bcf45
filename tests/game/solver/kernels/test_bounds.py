"""The bound tables and reachable cells: on boards without diagonals the fast
searches give what the sweeps give."""

from __future__ import annotations

import random

import numpy as np
import pytest

from service.game.board import parse_board
from service.game.solver.kernels.bounds import (
    bound_table,
    possible_cells,
    possible_cells_sweep,
    relaxed_levels,
)
from service.game.solver.tables import build
from tests.game.helpers import bench_positions


def _tables(
    geo: np.ndarray, pset: np.ndarray, target: int, rule: int
) -> tuple[list, list]:
    """Return the tables of bound_table and of the level sweep."""
    cells = pset.shape[0]
    fast = np.empty(cells * 6, dtype=np.int16)
    sweep = np.empty(cells * 6, dtype=np.int16)
    bound_table(geo, pset, target, 4, rule, fast)
    relaxed_levels(geo, pset, target, 4, rule, sweep)
    return fast.tolist(), sweep.tolist()


@pytest.mark.parametrize("rule", [0, 1])
def test_plain_boards_get_the_level_sweeps_table(rule: int) -> None:
    rng = random.Random(26)
    boards = {str(p["board"]): p["board"] for p in bench_positions()}
    for data in list(boards.values())[:40]:
        tables = build(parse_board(data))
        cells = tables.cells
        for _ in range(3):
            target = rng.randrange(cells)
            pset = np.ones(cells, dtype=np.uint8)
            fast, sweep = _tables(tables.geo, pset, target, rule)
            assert fast == sweep
            # Stops only in front of some cells, as plan.tighten asks.
            pset = np.array([rng.random() < 0.3 for _ in range(cells)], np.uint8)
            fast, sweep = _tables(tables.geo, pset, target, rule)
            assert fast == sweep


@pytest.mark.parametrize("rule", [0, 1])
def test_blocked_cells_and_odd_shapes_get_the_level_sweeps_table(rule: int) -> None:
    rng = random.Random(7)
    for width, height in ((5, 3), (7, 9), (2, 6), (12, 4)):
        cells = [(x, y) for x in range(width) for y in range(height)]
        blocked = rng.sample(cells, len(cells) // 6)
        walls = [[x, y, rng.choice("NESW")] for x, y in rng.sample(cells, width)]
        board = parse_board(
            {"width": width, "height": height, "walls": walls, "blocked": blocked}
        )
        geo = build(board).geo
        for target in range(width * height):
            pset = np.ones(width * height, dtype=np.uint8)
            fast, sweep = _tables(geo, pset, target, rule)
            assert fast == sweep


def _reachable(geo: np.ndarray, cells: int, robots: list[int]) -> tuple[list, list]:
    """Return the cells possible_cells and its sweep reach from some robot cells."""
    fast = np.zeros(cells, dtype=np.uint8)
    fast[robots] = 1
    sweep = fast.copy()
    colors = np.array([4], dtype=np.int64)
    possible_cells(geo, colors, fast)
    possible_cells_sweep(geo, colors, sweep)
    return fast.tolist(), sweep.tolist()


def test_plain_boards_reach_the_sweeps_cells() -> None:
    rng = random.Random(3)
    boards = {str(p["board"]): p["board"] for p in bench_positions()}
    grown = 0
    for data in list(boards.values())[:40]:
        board = parse_board(data)
        geo = build(board).geo
        free = [board.index(c) for c in board.free_cells()]
        for count in (1, 2, 4):
            robots = rng.sample(free, count)
            fast, sweep = _reachable(geo, board.width * board.height, robots)
            assert fast == sweep
            grown += sum(fast) > count
    assert grown  # the searches did grow the sets


def test_blocked_cells_and_odd_shapes_reach_the_sweeps_cells() -> None:
    rng = random.Random(11)
    for width, height in ((5, 3), (7, 9), (2, 6), (12, 4), (16, 16)):
        cells = [(x, y) for x in range(width) for y in range(height)]
        blocked = rng.sample(cells, len(cells) // 5)
        walls = [[x, y, rng.choice("NESW")] for x, y in rng.sample(cells, width)]
        board = parse_board(
            {"width": width, "height": height, "walls": walls, "blocked": blocked}
        )
        geo = build(board).geo
        free = [board.index(c) for c in board.free_cells()]
        for _ in range(5):
            robots = rng.sample(free, min(len(free), rng.randint(1, 5)))
            fast, sweep = _reachable(geo, width * height, robots)
            assert fast == sweep
