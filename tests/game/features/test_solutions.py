"""Counting optimal solutions: hand-made positions and brute force on small boards."""

from __future__ import annotations

import random

import pytest

from service.game.features import count_solutions
from service.game.features.solo import solo_moves, solo_puzzle
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve
from tests.game.bfs_reference import bfs_solve
from tests.game.helpers import puzzle, small_random_puzzle

from .brute import count_sequences


def test_one_move_is_one_solution() -> None:
    """Red straight up to the top edge: exactly one optimal sequence."""
    p = puzzle({"red": [0, 7], "green": [5, 5]}, ("red", [0, 0]))
    assert count_solutions(p, 1).count == 1


def test_two_orders_count_twice() -> None:
    """Two independent helper moves before the finish: both orders count.

    Red at (0,0) must stop at (3,0) going east: green (4,7) goes N to (4,0) to stop
    it. Blue elsewhere is idle. The optimum is 2 (gN rE), unique; then with the
    target robot needing a helper we check the count grows with orders.
    """
    p = puzzle({"red": [0, 0], "green": [4, 7], "blue": [6, 5]}, ("red", [3, 0]))
    assert solve(p).optimal_moves == 2
    assert count_solutions(p, 2).count == count_sequences(p, 2)


def test_cap() -> None:
    """A corner reached two ways (N W, W N) stops at a cap of 1, marked capped."""
    p = puzzle({"red": [3, 3], "green": [5, 5], "blue": [1, 6]}, ("red", [0, 0]))
    optimum = solve(p).optimal_moves
    assert optimum is not None
    full = count_sequences(p, optimum)
    capped = count_solutions(p, optimum, cap=1)
    assert full == 2 and capped.count == 1 and capped.capped and capped.exact
    assert count_solutions(p, optimum).count == 2


@pytest.mark.parametrize("seed", range(40))
def test_counts_match_brute_force(seed: int) -> None:
    """The count, the solo optimum and the optimum agree with plain searches."""
    rng = random.Random(seed)
    p = parse_puzzle(small_random_puzzle(rng, rule=seed % 3 == 0))
    reference = bfs_solve(p, max_depth=7)
    if reference.optimum is None:
        pytest.skip("no solution within 7 moves")
    optimum = reference.optimum
    assert solve(p, limits=Limits(max_depth=10)).optimal_moves == optimum
    counted = count_solutions(p, optimum, cap=10**6)
    assert counted.exact and counted.count == count_sequences(p, optimum)
    solo = solo_moves(p)
    alone = [
        bfs_solve(solo_puzzle(p, name), max_depth=12).optimum
        for name, _ in p.robots
        if p.target.eligible(name)
    ]
    best = min((m for m in alone if m is not None), default=None)
    assert solo == best


def test_out_of_time_is_a_lower_bound() -> None:
    """A count with no time left is inexact and says at least the one known."""
    p = puzzle({"red": [3, 3], "green": [5, 5], "blue": [1, 6]}, ("red", [0, 0]))
    counted = count_solutions(p, 2, seconds=0.0)
    assert (counted.count, counted.exact) == (1, False)
