"""Measure what features cost: `python -m service.tools.research.measure [--random N]`.

Solves each shared reference position (service/game/data/bench_positions.jsonl.gz,
rule off) and N random classic 1999 positions, then times `puzzle_features` (the
solve excluded) and prints the median, p90 and max seconds per puzzle, with the
share of counts that hit the cap.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import time
from importlib import resources
from typing import Any

from service.game.features.compute import Features, puzzle_features
from service.game.geometry import CLASSIC_COLORS
from service.game.layouts import board_for_code, layout_from_seed
from service.game.puzzle import Goal, Puzzle, parse_puzzle
from service.game.solver import Limits, solve


def reference_puzzles() -> list[Puzzle]:
    """Return the shared reference positions with the rule off."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with gzip.open(str(path), "rt") as lines:
        rows = [json.loads(line) for line in lines]
    return [
        parse_puzzle(
            {
                **{k: r[k] for k in ("board", "robots", "target")},
                "rules": {"ricochet_rule": False},
            }
        )
        for r in rows
    ]


def random_puzzles(count: int, seed: int = 0) -> list[Puzzle]:
    """Return random classic 1999 positions: 4 robots, a coloured target, rule off."""
    rng = random.Random(seed)
    found = []
    for _ in range(count):
        board = board_for_code(layout_from_seed(rng.randrange(2**32), "AB").code)
        target = rng.choice([t for t in board.targets if t.color in CLASSIC_COLORS])
        cells = [c for c in board.free_cells() if c != target.cell]
        robots = tuple(zip(CLASSIC_COLORS, rng.sample(cells, 4), strict=True))
        found.append(Puzzle(board, robots, Goal(target.color, target.cell), False))
    return found


def timed(puzzles: list[Puzzle]) -> list[tuple[float, Features]]:
    """Solve each puzzle, then time its features."""
    out = []
    for puzzle in puzzles:
        result = solve(puzzle, limits=Limits(max_seconds=120))
        if result.optimal_moves is None or result.solution is None:
            continue
        started = time.perf_counter()
        features = puzzle_features(puzzle, result.optimal_moves, result.solution)
        out.append((time.perf_counter() - started, features))
    return out


def summary(name: str, rows: list[tuple[float, Features]]) -> dict[str, Any]:
    """Return the median, p90 and max seconds and the share of capped counts."""
    seconds = sorted(s for s, _ in rows)
    return {
        "set": name,
        "puzzles": len(rows),
        "median_s": round(statistics.median(seconds), 4),
        "p90_s": round(seconds[int(0.9 * (len(seconds) - 1))], 4),
        "max_s": round(seconds[-1], 3),
        "capped": round(sum(f.solutions_capped for _, f in rows) / len(rows), 2),
        "inexact": sum(not f.solutions_exact for _, f in rows),
    }


def main(argv: list[str] | None = None) -> None:
    """Print one summary line per set as JSON."""
    parser = argparse.ArgumentParser(prog="python -m service.tools.research.measure")
    parser.add_argument("--random", type=int, default=200)
    args = parser.parse_args(argv)
    print(json.dumps(summary("random", timed(random_puzzles(args.random)))), flush=True)
    print(json.dumps(summary("reference", timed(reference_puzzles()))), flush=True)


if __name__ == "__main__":
    main()
