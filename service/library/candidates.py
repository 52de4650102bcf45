"""Random puzzles that meet a filter: the stream a generator solves and sorts."""

from __future__ import annotations

import random
from collections.abc import Iterator

from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import Layout, board_for_code
from service.game.puzzle import Goal, Puzzle

from .filters import PuzzleFilter, layout_pool

BLACK = "black"


def candidates(found: PuzzleFilter, rng: random.Random) -> Iterator[tuple[str, Puzzle]]:
    """Yield (layout code, puzzle) forever, each drawn at random under the filter."""
    pool = layout_pool(found)
    while True:
        layout = rng.choice(pool)
        yield layout.code, random_puzzle(found, layout, rng)


def random_puzzle(found: PuzzleFilter, layout: Layout, rng: random.Random) -> Puzzle:
    """Place the robots on distinct free cells and pick one of the board's targets."""
    board = board_for_code(layout.code)
    black = found.black_robot if found.black_robot is not None else rng.random() < 0.25
    colors = (*CLASSIC_COLORS, BLACK) if black else CLASSIC_COLORS
    cells = rng.sample(board.free_cells(), len(colors))
    target = rng.choice(board.targets)
    rule = (
        found.ricochet_rule if found.ricochet_rule is not None else rng.random() < 0.5
    )
    robots = tuple(zip(colors, cells, strict=True))
    return Puzzle(board, robots, Goal(target.color, target.cell), ricochet_rule=rule)


def family_of(puzzle: Puzzle) -> str:
    """Return the puzzle's family (`service.game.records.FAMILIES`): its robots
    and rule; whether its faces carry diagonals is the layout's to tell."""
    black = any(color == BLACK for color, _ in puzzle.robots)
    name = "black" if black else "classic"
    return f"{name}-ricochet" if puzzle.ricochet_rule else name
