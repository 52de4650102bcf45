"""Solves from a position after some moves (`solver.position`)."""

from __future__ import annotations

import pytest

from service.game.check import check_solution
from service.game.notation import Move
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from service.game.solver.position import played, solve_position

BOARD = {"width": 4, "height": 4, "walls": [[1, 1, "E"], [2, 2, "S"]]}


def spec(rule: bool) -> dict[str, object]:
    """Return a small puzzle: red to [3, 0]."""
    return {
        "board": BOARD,
        "robots": {"red": [0, 3], "green": [3, 3], "blue": [3, 0]},
        "target": {"color": "red", "cell": [3, 0]},
        "rules": {"ricochet_rule": rule},
    }


@pytest.mark.parametrize(
    "moves", [[], [("green", "N")], [("blue", "W"), ("green", "W")]]
)
def test_under_the_plain_rules_a_position_plays_as_a_new_puzzle(
    moves: list[Move],
) -> None:
    puzzle = parse_puzzle(spec(False))
    position = played(puzzle, moves)
    if moves:
        assert position.robots == check_solution(puzzle, moves).robots
    fresh = solve(puzzle.with_robots(position.robots))
    found = solve_position(puzzle, position, limits=Limits())
    assert found.optimal_moves == fresh.optimal_moves and found.proven


def test_under_the_rule_a_moved_finishing_robot_keeps_its_heading() -> None:
    puzzle = parse_puzzle(spec(True))
    position = played(puzzle, [("red", "N")])
    assert not position.fresh and position.ricochet["red"] == 1  # arrived heading N
    assert played(puzzle, [("green", "N")]).fresh  # green cannot finish
    found = solve_position(puzzle, position, limits=Limits())
    assert found.solution is not None
    verdict = check_solution(puzzle, [("red", "N"), *found.solution])
    assert verdict.solved and found.optimal_moves == len(found.solution)
