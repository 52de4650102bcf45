"""The bench's adapter to fogleman's C solver: its encoding, and the library itself."""

from __future__ import annotations

import os
from typing import Any

import pytest

from service.game.geometry import DELTA, WALL_BIT
from service.game.moves import IllegalMove, slide
from service.game.puzzle import Puzzle
from service.tools.bench import reference_c
from service.tools.bench.solver import describe
from tests.game.helpers import bench_positions, bench_puzzle, puzzle

SAMPLE = 40  # positions whose encoding is checked slide by slide


def _classic() -> list[dict[str, Any]]:
    """Return the shared positions the C solver plays."""
    return [
        p
        for p in bench_positions()
        if reference_c.supported(bench_puzzle(p, rule=False))
    ]


def _c_slide(game: reference_c.Game, robot: int, direction: int) -> int:
    """Slide a robot as ricochet.c's compute_move does: until a wall bit, or a
    robot bit on the next cell."""
    bit = WALL_BIT[direction]
    dx, dy = DELTA[direction]
    offset = dy * reference_c.SIZE + dx
    index = game.robots[robot]
    while not game.grid[index] & bit:
        if game.grid[index + offset] & reference_c.ROBOT_BIT:
            break
        index += offset
    return int(index)


@pytest.mark.parametrize("position", _classic()[:SAMPLE], ids=lambda p: p["id"])
def test_the_encoded_grid_slides_every_robot_as_the_core_does(
    position: dict[str, Any],
) -> None:
    game_puzzle = bench_puzzle(position, rule=False)
    game = reference_c.encode(game_puzzle)
    order = sorted(game_puzzle.robots, key=lambda r: r[0] != game_puzzle.target.color)
    for i, (color, _) in enumerate(order):
        for direction in range(4):
            ours = _core_end(game_puzzle, color, direction)
            end = _c_slide(game, i, direction)
            assert end == ours[1] * reference_c.SIZE + ours[0], (color, direction)


def _core_end(game_puzzle: Puzzle, color: str, direction: int) -> tuple[int, int]:
    """Return where the core slides a robot (its own cell when it cannot move)."""
    try:
        return slide(
            game_puzzle.board, game_puzzle.robot_positions, color, direction
        ).end
    except IllegalMove:
        return game_puzzle.robot_positions[color]


def test_the_target_robot_comes_first_and_the_target_cell_is_the_token() -> None:
    position = next(p for p in _classic() if p["target"]["color"] != "red")
    game = reference_c.encode(bench_puzzle(position, rule=False))
    x, y = position["robots"][position["target"]["color"]]
    assert game.robots[0] == y * 16 + x
    tx, ty = position["target"]["cell"]
    assert game.token == ty * 16 + tx
    robot_cells = [i for i in range(256) if game.grid[i] & reference_c.ROBOT_BIT]
    assert sorted(robot_cells) == sorted(game.robots)


@pytest.mark.parametrize(
    "change",
    [
        {"target": ("any", [3, 3])},
        {"rule": True},
        {"robots": {"red": [0, 0], "green": [1, 0], "blue": [2, 0], "yellow": [4, 0]}},
        {"width": 8},
    ],
    ids=["vortex", "ricochet-rule", "five-robots", "small-board"],
)
def test_puzzles_outside_the_classic_rules_are_not_supported(
    change: dict[str, Any],
) -> None:
    parts: dict[str, Any] = {
        "robots": {
            "red": [0, 0],
            "green": [1, 0],
            "blue": [2, 0],
            "yellow": [4, 0],
            "black": [5, 0],
        },
        "target": ("red", [3, 3]),
        "width": 16,
        "height": 16,
    }
    four = {k: v for k, v in parts["robots"].items() if k != "black"}
    parts["robots"] = four
    if "robots" in change:
        change = {**change, "robots": {**four, "black": [5, 0]}}
    parts.update(change)
    robots, target = parts.pop("robots"), parts.pop("target")
    assert reference_c.supported(puzzle(robots, target, **parts)) is False
    assert reference_c.supported(puzzle(four, ("red", [3, 3]), width=16, height=16))
    with pytest.raises(ValueError):
        reference_c.encode(puzzle(robots, target, **parts))


def test_without_the_library_the_bench_says_it_uses_the_recorded_times(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(reference_c.ENV, raising=False)
    assert reference_c.load() is None
    assert "recorded" in describe(None) and reference_c.ENV in describe(None)


@pytest.mark.skipif(
    not os.environ.get(reference_c.ENV), reason=f"{reference_c.ENV} is unset"
)
def test_the_c_solver_finds_the_recorded_optima() -> None:
    solver = reference_c.load()
    assert solver is not None
    quick = [p for p in _classic() if p["reference_c_seconds"] < 0.01][:30]
    for position in quick:
        run = solver.solve(bench_puzzle(position, rule=False))
        assert run.moves == position["optimal_moves"], position["id"]
        assert run.seconds > 0


def test_a_blocked_cell_stops_a_slide_as_in_the_core() -> None:
    robots = {"red": [5, 0], "green": [0, 5], "blue": [15, 5], "yellow": [5, 15]}
    game_puzzle = puzzle(robots, ("red", [3, 3]), width=16, height=16, blocked=[[5, 5]])
    game = reference_c.encode(game_puzzle)
    order = ["red", "green", "blue", "yellow"]
    for i, color in enumerate(order):
        for direction in range(4):
            x, y = _core_end(game_puzzle, color, direction)
            assert _c_slide(game, i, direction) == y * 16 + x, (color, direction)
