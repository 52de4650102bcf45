"""The shipped analysis of 1A4B3B2B adds up; its longest placements are re-proved."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from service.game.analysis import TargetAnalysis
from service.game.check import check_solution
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.game.solver import Limits, solve

ORDER = ("red", "green", "blue", "yellow")


def _shipped() -> dict[str, Any]:
    path = resources.files("service.game") / "data" / "analysis" / "1A4B3B2B.json"
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def test_every_shipped_target_adds_up() -> None:
    """Counts sum to the placements; nothing is solved in 0; off targets are fewer."""
    data = _shipped()
    assert data["board"] == "1A4B3B2B" and data["rules"] == {"ricochet_rule": False}
    assert data["targets"]
    for name, raw in data["targets"].items():
        result = TargetAnalysis.from_json(raw)
        assert sum(result.counts) + result.unsolvable == result.placements, name
        assert result.counts[0] == 0 and result.maximum == len(result.counts) - 1
        assert len(result.longest) == min(50, result.counts[-1])
        off = result.off_targets
        assert sum(off.counts) + off.unsolvable == off.placements < result.placements
        assert len(result.certificate) == 64


@pytest.mark.slow
def test_the_shipped_longest_placements_are_re_proved() -> None:
    """The IDA* solver proves the first longest placement of each target (both ways)."""
    board = board_for_code("1A4B3B2B")
    for raw in _shipped()["targets"].values():
        result = TargetAnalysis.from_json(raw)
        target = result.target
        for here, want in (
            (result.longest[0], result.maximum),
            (result.off_targets.longest[0], result.off_targets.maximum),
        ):
            puzzle = Puzzle(
                board,
                tuple(sorted(here.items(), key=lambda kv: ORDER.index(kv[0]))),
                Goal(target.color, target.cell),
                ricochet_rule=False,
            )
            solved = solve(puzzle, limits=Limits(max_depth=40, max_seconds=120))
            assert solved.proven and solved.optimal_moves == want


def test_the_shipped_solutions_replay_in_each_optimum() -> None:
    """Each longest placement and sample carries a solution the checker replays."""
    data = _shipped()
    board = board_for_code(data["board"])
    for name, raw in data["targets"].items():
        result = TargetAnalysis.from_json(raw)
        assert len(result.solutions) == len(result.longest), name
        goal = Goal(result.target.color, result.target.cell)
        blank = Puzzle(board, (), goal, ricochet_rule=False)
        pairs = [
            (result.maximum, p, s)
            for p, s in zip(result.longest, result.solutions, strict=True)
        ]
        for d, ps in result.samples.items():
            pairs += [
                (d, p, s) for p, s in zip(ps, result.sample_solutions[d], strict=True)
            ]
        for optimum, placement, solution in pairs:
            verdict = check_solution(blank.with_robots(placement), list(solution))
            assert verdict.solved and verdict.moves == optimum, (name, placement)
