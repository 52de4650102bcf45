"""Every entry of a table equals the plain-Python reference on small boards."""

from __future__ import annotations

import random
from collections import Counter
from math import factorial
from pathlib import Path

import pytest

from service.game.analysis import DistanceTable, analyse_target
from service.game.board import Board, Target

from .helpers import small_board
from .reference import forward_optimum, optima, slide_to


def _check_every_entry(
    board: Board, robots: tuple[str, ...], target: Target, tmp_path: Path
) -> None:
    """Compare every labelled position of the table with the reference."""
    path = tmp_path / "table.npy"
    result = analyse_target(board, robots, target, table_path=path)
    table = DistanceTable.open(path)
    expected = optima(board, robots, target)
    wrong = [
        (pos, d)
        for pos, d in expected.items()
        if table.optimum(dict(zip(robots, pos, strict=True))) != d
    ]
    assert wrong == []
    # Labelled positions per placement: the interchangeable robots' orders.
    same = factorial(len(robots) - (0 if target.color == "any" else 1))
    counts = Counter(d for d in expected.values() if d is not None)
    top = max(counts, default=-1)
    assert result.counts == tuple(counts[d] // same for d in range(top + 1))
    assert result.unsolvable == sum(d is None for d in expected.values()) // same
    assert sum(result.counts) + result.unsolvable == result.placements
    assert result.maximum == max(top, 0)


def test_every_entry_of_a_6x6_board_two_robots(tmp_path: Path) -> None:
    """Every target the robots can take (the vortex too), two robots."""
    board = small_board(6, seed=3, walls=9)
    robots = ("red", "blue")
    for target in board.targets:
        if target.color == "any" or target.color in robots:
            _check_every_entry(board, robots, target, tmp_path)


def test_every_entry_of_a_6x6_board_three_robots(tmp_path: Path) -> None:
    """A coloured target and the vortex, three robots."""
    board = small_board(6, seed=3, walls=9)
    robots = ("red", "green", "blue")
    for target in (board.targets[0], board.targets[-1]):
        _check_every_entry(board, robots, target, tmp_path)


@pytest.mark.slow
def test_every_entry_of_a_6x6_board_three_robots_every_target(tmp_path: Path) -> None:
    """Every target the robots can take, three robots."""
    board = small_board(6, seed=3, walls=9)
    robots = ("red", "green", "blue")
    for target in board.targets:
        if target.color == "any" or target.color in robots:
            _check_every_entry(board, robots, target, tmp_path)


def test_every_entry_of_an_8x8_board_two_robots(tmp_path: Path) -> None:
    """An 8x8 board with walls, two robots, every target they can take."""
    board = small_board(8, seed=11, walls=16)
    robots = ("green", "yellow")
    for target in board.targets:
        if target.color == "any" or target.color in robots:
            _check_every_entry(board, robots, target, tmp_path)


@pytest.mark.slow
def test_every_entry_of_an_8x8_board_three_robots(tmp_path: Path) -> None:
    """An 8x8 board with walls, three robots, every target they can take."""
    board = small_board(8, seed=5, walls=16)
    robots = ("red", "green", "blue")
    for target in board.targets:
        if target.color == "any" or target.color in robots:
            _check_every_entry(board, robots, target, tmp_path)


def test_a_board_with_unsolvable_placements(tmp_path: Path) -> None:
    """A target walled off from most cells leaves placements unsolvable."""
    # The target at (0, 0) boxed in on its east and south: no robot can arrive
    # there, and one that starts there cannot move off and back.
    target = Target((0, 0), "red", "circle")
    board = Board.create(
        5, 5, frozenset({(0, 0, 1), (0, 0, 2)}), frozenset(), (target,)
    )
    _check_every_entry(board, ("red", "green"), target, tmp_path)
    result = analyse_target(board, ("red", "green"), target)
    assert result.unsolvable == result.placements and result.counts == ()


def test_forward_search_agrees_on_sampled_positions(tmp_path: Path) -> None:
    """A forward breadth-first search from a position reads the table's value."""
    board = small_board(6, seed=8, walls=8)
    robots = ("red", "green", "blue")
    target = next(t for t in board.targets if t.color == "green")
    path = tmp_path / "t.npy"
    analyse_target(board, robots, target, table_path=path)
    table = DistanceTable.open(path)
    rng = random.Random(1)
    free = [c for c in table.space.cells]
    for _ in range(40):
        pos = tuple(rng.sample(free, 3))
        assert table.optimum(dict(zip(robots, pos, strict=True))) == forward_optimum(
            board, robots, target, pos
        )


def test_solutions_are_optimal_and_reach_the_target(tmp_path: Path) -> None:
    """A looked-up solution has the optimum's length and, replayed, solves."""
    board = small_board(8, seed=2, walls=14)
    robots = ("red", "green", "blue")
    for target in (board.targets[0], board.targets[-1]):
        path = tmp_path / f"{target.symbol}.npy"
        analyse_target(board, robots, target, table_path=path)
        table = DistanceTable.open(path)
        rng = random.Random(4)
        for _ in range(30):
            cells = rng.sample(list(table.space.cells), 3)
            here = dict(zip(robots, cells, strict=True))
            best = table.optimum(here)
            if best is None:
                continue
            moves = table.solution(here)
            assert len(moves) == best
            for robot, letter in moves:
                others = {c for n, c in here.items() if n != robot}
                here[robot] = slide_to(board, others, here[robot], "NESW".index(letter))
            assert any(
                c == target.cell and target.color in ("any", n) for n, c in here.items()
            )
