"""Micro Robots puzzles: one robot, a start and a target cell on a sections board.

A puzzle's optimum and every shortest route come from one breadth-first search
over the 36 cells, so a micro puzzle needs no solver. `MICRO_MAX_MOVES` is the
longest optimum on any board laid from the known sections (every one of the 6144
codes, every start and target: `tests/game/micro/test_puzzle.py` recomputes it).
"""

from __future__ import annotations

import itertools
import random
from collections import deque
from dataclasses import asdict, dataclass
from typing import Any

from ..geometry import Cell
from ..puzzle import short_hash
from .board import MICRO_SIZE, MicroBoard
from .rules import micro_moves, micro_shortest
from .sections import micro_board_from_sections, sections_code_from_rng

MICRO_MAX_MOVES = 12
"""The longest optimum over every sections board, start and target (64 of the
4.2 million ordered pairs need 12 moves; 11: 96, 10: 480, 9: 3296)."""
MICRO_SOLUTIONS_CAP = 10_000
"""Shortest routes are counted exactly up to this (no sections board reaches it)."""


@dataclass(frozen=True, slots=True)
class MicroPuzzle:
    """Bring the robot from `start` to `target` on a board laid from sections."""

    sections: str
    start: Cell
    target: Cell

    @property
    def board(self) -> MicroBoard:
        """Return the board the sections code lays out."""
        return micro_board_from_sections(self.sections)

    def to_json(self) -> dict[str, Any]:
        """Return the canonical JSON form (the puzzle's stored data)."""
        return {
            "kind": "micro",
            "sections": self.sections,
            "start": list(self.start),
            "target": list(self.target),
        }

    @property
    def puzzle_id(self) -> str:
        """Return a short stable id derived from the canonical form."""
        return "p" + short_hash(self.to_json())


@dataclass(frozen=True, slots=True)
class MicroFeatures:
    """What a breadth-first search tells about a micro puzzle."""

    optimal_moves: int
    optimal_solutions: int  # distinct shortest routes (exact below the cap)
    solutions_capped: bool
    solutions_exact: bool  # always true: the count is exhaustive
    color_moves: int  # moves of the stored route matching by colour
    number_moves: int  # moves matching by number only
    turns: int  # changes between row and column moves along the stored route

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form."""
        return asdict(self)


def micro_solve(puzzle: MicroPuzzle) -> tuple[int, list[Cell]]:
    """Return the proven optimum and one shortest route (the cells reached)."""
    return micro_shortest(puzzle.board, puzzle.start, puzzle.target)


def micro_features(puzzle: MicroPuzzle, route: list[Cell]) -> MicroFeatures:
    """Compute a micro puzzle's features from one shortest route."""
    board = puzzle.board
    cells = [puzzle.start, *route]
    color = sum(board.at(a)[0] == board.at(b)[0] for a, b in itertools.pairwise(cells))
    axes = [a[1] == b[1] for a, b in itertools.pairwise(cells)]  # True: along a row
    count = count_shortest(board, puzzle.start, puzzle.target)
    return MicroFeatures(
        optimal_moves=len(route),
        optimal_solutions=min(count, MICRO_SOLUTIONS_CAP),
        solutions_capped=count >= MICRO_SOLUTIONS_CAP,
        solutions_exact=True,
        color_moves=color,
        number_moves=len(route) - color,
        turns=sum(a != b for a, b in itertools.pairwise(axes)),
    )


def count_shortest(board: MicroBoard, start: Cell, target: Cell) -> int:
    """Count the distinct shortest routes from start to target (BFS, path counts)."""
    distance, ways = {start: 0}, {start: 1}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        for nxt in micro_moves(board, cell):
            if nxt not in distance:
                distance[nxt], ways[nxt] = distance[cell] + 1, 0
                queue.append(nxt)
            if distance[nxt] == distance[cell] + 1:
                ways[nxt] += ways[cell]
    return ways.get(target, 0)


def distance_table(board: MicroBoard) -> dict[tuple[Cell, Cell], int]:
    """Return the optimum of every (start, target) pair of a board (36 searches)."""
    cells = [(x, y) for y in range(MICRO_SIZE) for x in range(MICRO_SIZE)]
    moves = {cell: micro_moves(board, cell) for cell in cells}
    table: dict[tuple[Cell, Cell], int] = {}
    for start in cells:
        distance = {start: 0}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for nxt in moves[cell]:
                if nxt not in distance:
                    distance[nxt] = distance[cell] + 1
                    queue.append(nxt)
        table.update(((start, end), d) for end, d in distance.items() if d)
    return table


def random_sections(rng: random.Random) -> str:
    """Return a random sections code (any placement and turn of the four)."""
    return sections_code_from_rng(rng)
