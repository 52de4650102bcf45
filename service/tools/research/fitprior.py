"""Fit the first-rating model's centre and scale on random puzzles.

`python -m service.tools.research.fitprior [COUNT]` solves COUNT random classic puzzles
(1999 faces, 4 robots, rule off, seeded), computes their features and prints the
centre and scale that `prior.DEFAULT` ships.
"""

from __future__ import annotations

import random
import sys
from typing import Any

from service.game.features import puzzle_features
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import board_for_code, layout_from_seed
from service.game.puzzle import Goal, Puzzle
from service.game.rating.prior import fit_scale
from service.game.solver import Limits, solve


def random_sample(count: int, seed: int = 0) -> list[dict[str, Any]]:
    """Return the features of random classic 1999 puzzles (4 robots, rule off)."""
    rng = random.Random(seed)
    sample: list[dict[str, Any]] = []
    while len(sample) < count:
        board = board_for_code(layout_from_seed(rng.randrange(2**32), "AB").code)
        target = rng.choice([t for t in board.targets if t.color in CLASSIC_COLORS])
        cells = [c for c in board.free_cells() if c != target.cell]
        robots = tuple(zip(CLASSIC_COLORS, rng.sample(cells, 4), strict=True))
        puzzle = Puzzle(board, robots, Goal(target.color, target.cell), False)
        result = solve(puzzle, limits=Limits(max_seconds=30))
        if result.optimal_moves and result.solution:
            features = puzzle_features(
                puzzle, result.optimal_moves, result.solution, compare_rule=False
            )
            sample.append(features.to_json())
    return sample


def main() -> None:
    """Fit centre and scale on random puzzles and print them."""
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    model = fit_scale(random_sample(count))
    print(f"centre = {model.centre:.2f}, scale = {model.scale:.1f} ({count} puzzles)")


if __name__ == "__main__":
    main()
