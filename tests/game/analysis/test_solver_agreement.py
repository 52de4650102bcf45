"""On a real board the table's optimum equals the IDA* solver's proven optimum."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from service.game.analysis import DistanceTable, analyse_target
from service.game.layouts import board_for_code
from service.game.puzzle import Goal, Puzzle
from service.game.solver import Limits, solve

LAYOUT = "1A4B3B2B"


def _proved(board, robots: dict, target) -> int | None:  # type: ignore[no-untyped-def]
    """Return the solver's proven optimum, ricochet rule off."""
    order = ("red", "green", "blue", "yellow", "black")
    puzzle = Puzzle(
        board,
        tuple(sorted(robots.items(), key=lambda kv: order.index(kv[0]))),
        Goal(target.color, target.cell),
        ricochet_rule=False,
    )
    result = solve(puzzle, limits=Limits(max_depth=40, max_seconds=60))
    assert result.proven
    return result.optimal_moves


def _agree(
    robots: tuple[str, ...], target_name: str, count: int, tmp_path: Path
) -> None:
    """Random placements and every longest one: table == solver."""
    board = board_for_code(LAYOUT)
    target = next(t for t in board.targets if f"{t.color}-{t.symbol}" == target_name)
    path = tmp_path / "t.npy"
    result = analyse_target(board, robots, target, table_path=path)
    table = DistanceTable.open(path)
    rng = random.Random(7)
    cells = list(table.space.cells)
    for _ in range(count):
        here = dict(zip(robots, rng.sample(cells, len(robots)), strict=True))
        assert table.optimum(here) == _proved(board, here, target)
    for here in result.longest[:20]:
        assert _proved(board, here, target) == result.maximum


def test_two_robots_on_a_real_board(tmp_path: Path) -> None:
    """Red and blue for the red circle of 1A4B3B2B."""
    _agree(("red", "blue"), "red-circle", 60, tmp_path)


@pytest.mark.slow
def test_three_robots_on_a_real_board(tmp_path: Path) -> None:
    """Three robots for the green triangle of 1A4B3B2B."""
    _agree(("red", "green", "yellow"), "green-triangle", 300, tmp_path)


def test_a_robot_on_the_target_must_move_off_and_back(tmp_path: Path) -> None:
    """Placements with the target's robot already on it agree with the solver."""
    board = board_for_code(LAYOUT)
    robots = ("red", "blue")
    for name in ("red-circle", "vortex"):
        target = next(
            t
            for t in board.targets
            if f"{t.color}-{t.symbol}" == name
            or (name == "vortex" and t.color == "any")
        )
        path = tmp_path / "t.npy"
        analyse_target(board, robots, target, table_path=path)
        table = DistanceTable.open(path)
        rng = random.Random(3)
        cells = [c for c in table.space.cells if c != target.cell]
        for _ in range(15):
            here = {"red": target.cell, "blue": rng.choice(cells)}
            assert table.optimum(here) == _proved(board, here, target)
