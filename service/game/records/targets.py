"""Which printed targets are hard: a lone robot's distance to them on the bare board.

Long puzzles need a target that a robot on its own reaches late or never, so the
search spends its time on those: for each target, a breadth-first search backwards
over the bare board's slides (no other robot) gives every cell's distance to it,
and a target's hardness is the mean distance over the cells (a cell that cannot
reach it alone counts UNREACHABLE moves).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from ..board import Board, Target
from ..errors import IllegalMove
from ..geometry import Cell
from ..moves import slide

UNREACHABLE = 16
"""The distance a cell that cannot reach a target alone counts for."""
PROBE = "red"
"""The robot colour of the bare-board slides (1999 faces have no diagonals)."""


def robot_cells(board: Board) -> list[Cell]:
    """Return the cells a robot may start on: not blocked, not on a diagonal."""
    return [
        (x, y)
        for y in range(board.height)
        for x in range(board.width)
        if (x, y) not in board.blocked and (x, y) not in board.diagonal_at
    ]


def bare_slides(board: Board, cells: Sequence[Cell]) -> dict[Cell, list[Cell]]:
    """Return, for each cell, where a lone robot ends after each legal slide."""
    ends: dict[Cell, list[Cell]] = {}
    for cell in cells:
        ends[cell] = []
        for direction in range(4):
            try:
                ends[cell].append(slide(board, {PROBE: cell}, PROBE, direction).end)
            except IllegalMove:
                continue
    return ends


def lone_distances(ends: dict[Cell, list[Cell]], goal: Cell) -> dict[Cell, int]:
    """Return each cell's fewest lone slides to stop on `goal` (absent: never)."""
    before: dict[Cell, list[Cell]] = {}
    for start, stops in ends.items():
        for stop in stops:
            before.setdefault(stop, []).append(start)
    distance, queue = {goal: 0}, deque([goal])
    while queue:
        cell = queue.popleft()
        for start in before.get(cell, ()):
            if start not in distance:
                distance[start] = distance[cell] + 1
                queue.append(start)
    return distance


def hardness(ends: dict[Cell, list[Cell]], target: Target) -> float:
    """Return the mean lone distance to a target over the cells."""
    distance = lone_distances(ends, target.cell)
    total = sum(distance.get(cell, UNREACHABLE) for cell in ends)
    return total / max(len(ends), 1)


def hardest(
    board: Board, targets: Sequence[Target], cells: Sequence[Cell], count: int
) -> list[Target]:
    """Return the `count` hardest targets, hardest first (ties by cell)."""
    ends = bare_slides(board, cells)
    ranked = sorted(targets, key=lambda t: (-hardness(ends, t), t.cell))
    return ranked[: max(count, 1)]
