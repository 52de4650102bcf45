"""Helpers of the library tests: its layout, proofs of what the library stores."""

from __future__ import annotations

from typing import Any

from service.game.check import check_solution
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve

LAYOUT = "1A2B3A4B"


def assert_proven(shown: dict[str, Any], optimum: int, solution: list[Any]) -> None:
    """Replay the served solution and prove the optimum again with the solver."""
    spec = {k: shown[k] for k in ("board", "robots", "target", "rules")}
    puzzle = parse_puzzle(spec)
    verdict = check_solution(puzzle, [tuple(m) for m in solution])
    assert verdict.solved and verdict.moves == optimum
    assert solve(puzzle, limits=Limits(max_depth=optimum)).optimal_moves == optimum
