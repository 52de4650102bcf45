"""Listing optimal solutions: the same sequences, in the same order, as a plain
depth-first enumeration of every move sequence (no solver code)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from service.game.check import check_solution
from service.game.features import count_solutions
from service.game.features.solution_list import list_solutions
from service.game.geometry import DIRECTIONS
from service.game.puzzle import Puzzle, parse_puzzle
from tests.game.bfs_reference import State, _play, _solves, bfs_solve
from tests.game.helpers import puzzle, small_random_puzzle


def every_solution(p: Puzzle, length: int) -> Iterator[tuple[tuple[str, str], ...]]:
    """Yield the sequences of exactly `length` moves that first solve at the end,
    robots in the puzzle's order, then N, E, S, W."""
    names = [name for name, _ in p.robots]

    def walk(state: State, left: int, prefix: tuple[tuple[str, str], ...]) -> Iterator:
        for i, name in enumerate(names):
            for d in range(4):
                nxt = _play(p, names, state, i, d)
                if nxt is None:
                    continue
                move = (*prefix, (name, DIRECTIONS[d]))
                if _solves(p, name, nxt[i]):
                    if left == 1:
                        yield move
                elif left > 1:
                    yield from walk(nxt, left - 1, move)

    yield from walk(tuple((c, None, False) for _, c in p.robots), length, ())


@pytest.mark.parametrize("seed", range(30))
def test_the_listing_is_every_solution_in_move_order(seed: int) -> None:
    rng = random.Random(seed)
    p = parse_puzzle(small_random_puzzle(rng, rule=seed % 3 == 0))
    optimum = bfs_solve(p, max_depth=6).optimum
    if optimum is None:
        pytest.skip("no solution within 6 moves")
    expected = list(every_solution(p, optimum))
    listed = list_solutions(p, optimum, limit=10**6, seconds=30)
    assert listed.exact and list(listed.solutions) == expected
    assert listed.total == len(expected) and not listed.capped
    first = list_solutions(p, optimum, limit=3, seconds=30)
    assert list(first.solutions) == expected[:3]  # a limit cuts the same order
    assert first.total == len(expected)  # and still counts them all
    for moves in first.solutions:
        verdict = check_solution(p, list(moves))
        assert verdict.solved and verdict.moves == optimum


def test_the_total_is_the_counters_count_and_stops_at_its_cap() -> None:
    """A corner reached two ways: two solutions, in move order; a cap of 1 says
    so and still lists what was asked for."""
    p = puzzle({"red": [3, 3], "green": [5, 5], "blue": [1, 6]}, ("red", [0, 0]))
    listed = list_solutions(p, 2, limit=10, seconds=30)
    assert listed.solutions == (
        (("red", "N"), ("red", "W")),
        (("red", "W"), ("red", "N")),
    )
    assert listed.total == count_solutions(p, 2).count == 2
    capped = list_solutions(p, 2, limit=2, seconds=30, cap=1)
    assert capped.total == 1 and capped.capped and len(capped.solutions) == 2


def test_out_of_time_says_inexact() -> None:
    p = puzzle({"red": [3, 3], "green": [5, 5], "blue": [1, 6]}, ("red", [0, 0]))
    listed = list_solutions(p, 2, limit=10, seconds=0.0)
    assert not listed.exact
    assert listed.total >= len(listed.solutions)
