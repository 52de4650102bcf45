"""Micro Robots puzzles: the longest optimum, shortest-route counts, features."""

from __future__ import annotations

import random

import numpy as np

from service.game.geometry import Cell
from service.game.micro import (
    enumerate_sections_codes,
    micro_board_from_sections,
    micro_moves,
    micro_shortest,
)
from service.game.micro.board import MicroBoard
from service.game.micro.puzzle import (
    MICRO_MAX_MOVES,
    MicroPuzzle,
    count_shortest,
    distance_table,
    micro_features,
    micro_solve,
)

CELLS = [(x, y) for y in range(6) for x in range(6)]


def all_optima(codes: list[str]) -> np.ndarray:
    """Return every board's optimum per (start, target), by boolean matrix powers
    over the rule itself (same row or column, shared colour or number)."""
    boards = [micro_board_from_sections(code).cells for code in codes]
    colour = np.array([[hash(c) for c, _ in cells] for cells in boards])
    number = np.array([[n for _, n in cells] for cells in boards])
    xs, ys = np.array([x for x, _ in CELLS]), np.array([y for _, y in CELLS])
    in_line = (xs[:, None] == xs[None, :]) != (ys[:, None] == ys[None, :])
    shares = (colour[:, :, None] == colour[:, None, :]) | (
        number[:, :, None] == number[:, None, :]
    )
    step = (shares & in_line).astype(np.float32)
    reached = np.broadcast_to(np.eye(36, dtype=bool), step.shape).copy()
    distance = np.zeros(step.shape, dtype=np.int64)
    for moves in range(1, 40):
        grown = reached | (np.matmul(reached.astype(np.float32), step) > 0)
        distance[grown & ~reached] = moves
        if (grown == reached).all():
            break
        reached = grown
    assert reached.all()  # every cell reaches every other on the known sections
    return distance


def test_the_longest_optimum_over_every_sections_board_is_known() -> None:
    distance = all_optima(enumerate_sections_codes())
    assert int(distance.max()) == MICRO_MAX_MOVES


def test_the_matrix_rule_agrees_with_the_cores_moves() -> None:
    rng = random.Random(4)
    codes = rng.sample(enumerate_sections_codes(), 5)
    for code, distance in zip(codes, all_optima(codes), strict=True):
        board = micro_board_from_sections(code)
        table = distance_table(board)
        for i, start in enumerate(CELLS):
            for j, end in enumerate(CELLS):
                assert table.get((start, end), 0) == distance[i, j]


def routes(board: MicroBoard, start: Cell, target: Cell, moves: int) -> int:
    """Count every route of exactly `moves` moves that ends on the target."""
    if moves == 0:
        return int(start == target)
    steps = micro_moves(board, start)
    return sum(routes(board, nxt, target, moves - 1) for nxt in steps)


def test_shortest_routes_are_counted_as_brute_force_does() -> None:
    rng = random.Random(7)
    for _ in range(30):
        board = micro_board_from_sections(rng.choice(enumerate_sections_codes()))
        start, target = rng.sample(CELLS, 2)
        optimum, _ = micro_shortest(board, start, target)
        assert count_shortest(board, start, target) == routes(
            board, start, target, optimum
        )


def test_features_read_the_route() -> None:
    rng = random.Random(2)
    code = rng.choice(enumerate_sections_codes())
    start, target = rng.sample(CELLS, 2)
    puzzle = MicroPuzzle(code, start, target)
    optimum, route = micro_solve(puzzle)
    features = micro_features(puzzle, route)
    assert features.optimal_moves == optimum == len(route)
    assert features.color_moves + features.number_moves == optimum
    assert 0 <= features.turns < optimum
    assert features.optimal_solutions >= 1 and features.solutions_exact
    assert puzzle.puzzle_id == MicroPuzzle(code, start, target).puzzle_id
    assert puzzle.puzzle_id != MicroPuzzle(code, target, start).puzzle_id
