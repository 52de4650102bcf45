"""Small boards with walls, a blocked centre and targets, for the analysis tests."""

from __future__ import annotations

import random

from service.game.board import Board, Target, canonical_wall
from service.game.geometry import CLASSIC_COLORS


def small_board(size: int, seed: int, walls: int) -> Board:
    """Return a size x size board: random walls, a blocked centre, 5 targets."""
    rng = random.Random(seed)
    centre = size // 2
    blocked = frozenset({(centre - 1, centre - 1), (centre, centre - 1)})
    free = [(x, y) for y in range(size) for x in range(size) if (x, y) not in blocked]
    found: set[tuple[int, int, int]] = set()
    while len(found) < walls:
        x, y = rng.choice(free)
        wall = canonical_wall(x, y, rng.randrange(4), size, size)
        if wall is not None:
            found.add(wall)
    cells = rng.sample(free, 5)
    symbols = ("circle", "triangle", "square", "hexagon")
    targets = tuple(
        Target(cell, color, symbol)
        for cell, color, symbol in zip(cells, CLASSIC_COLORS, symbols, strict=False)
    ) + (Target(cells[4], "any", "vortex"),)
    return Board.create(size, size, frozenset(found), blocked, targets)
