"""The compiled batch checker gives the same verdicts as the reference checker."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from service.game.check import check_solution
from service.game.fastcheck import check_many_json
from service.game.notation import parse_solution
from service.game.puzzle import Puzzle, parse_puzzle

from .helpers import bench_positions, bench_puzzle


def same(puzzle: Puzzle, solutions: list[list[tuple[str, str]]]) -> None:
    """Assert both checkers agree on every field but the trace, key order too."""
    fast = check_many_json(puzzle, solutions)
    for data, solution in zip(fast, solutions, strict=True):
        slow = check_solution(puzzle, solution).to_json()
        del slow["steps"]
        assert data == slow and list(data) == list(slow), solution


def test_reference_solutions_agree() -> None:
    for position in bench_positions()[:60]:
        for rule in (False, True):
            puzzle = bench_puzzle(position, rule=rule)
            solutions = [
                parse_solution(position["solution"]),
                parse_solution(position["solution_ricochet_rule"]),
                parse_solution(position["solution"])[:-1],
                [],
            ]
            same(puzzle, solutions)


LOOP_BOARD = {
    "width": 6,
    "height": 6,
    "walls": [[2, 2, "E"], [0, 4, "S"]],
    "blocked": [[5, 5]],
    "diagonals": [
        {"cell": [1, 1], "color": "blue", "orientation": "/"},
        {"cell": [3, 1], "color": "blue", "orientation": "\\"},
        {"cell": [3, 3], "color": "green", "orientation": "/"},
        {"cell": [1, 3], "color": "blue", "orientation": "\\"},
    ],
}

moves = st.tuples(
    st.sampled_from(["red", "green", "blue", "black", "yellow", "pink"]),
    st.sampled_from(["N", "E", "S", "W", "X"]),
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(moves, max_size=8), min_size=1, max_size=6),
    st.sampled_from(["red", "any"]),
    st.booleans(),
)
def test_random_solutions_agree_on_a_diagonal_board(
    solutions: list[list[tuple[str, str]]], color: str, rule: bool
) -> None:
    puzzle = parse_puzzle(
        {
            "board": LOOP_BOARD,
            "robots": {"red": [2, 1], "green": [0, 0], "blue": [4, 4], "black": [0, 5]},
            "target": {"color": color, "cell": [2, 0]},
            "rules": {"ricochet_rule": rule},
        }
    )
    same(puzzle, solutions)
