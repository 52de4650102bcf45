"""A plain-Python reference for the analysis: forward moves of labelled robots.

It shares no code with service.game.analysis: it lists every position of labelled
robots, builds each one's forward moves (a slide to the first wall, robot or
blocked cell), and finds every optimum by a breadth-first search over the reversed
move graph from the solved positions.
"""

from __future__ import annotations

import itertools
from collections import deque

from service.game.board import Board, Target

Cell = tuple[int, int]
STEP = ((0, -1), (1, 0), (0, 1), (-1, 0))
BIT = (1, 2, 4, 8)


def slide_to(board: Board, others: set[Cell], start: Cell, d: int) -> Cell:
    """Return where a robot stops going `d` from `start`."""
    x, y = start
    dx, dy = STEP[d]
    while not board.masks[y * board.width + x] & BIT[d]:
        nxt = (x + dx, y + dy)
        if nxt in others or nxt in board.blocked:
            break
        x, y = nxt
    return (x, y)


def successors(
    board: Board, position: tuple[Cell, ...]
) -> list[tuple[int, tuple[Cell, ...]]]:
    """Return (moving robot, position) one move away: every robot, every direction."""
    out = []
    taken = set(position)
    for i, cell in enumerate(position):
        others = taken - {cell}
        for d in range(4):
            end = slide_to(board, others, cell, d)
            if end != cell:
                out.append((i, position[:i] + (end,) + position[i + 1 :]))
    return out


def _arrives(
    robots: tuple[str, ...], target: Target, i: int, after: tuple[Cell, ...]
) -> bool:
    """Tell whether robot i's move ended on the target and may finish it."""
    return after[i] == target.cell and target.color in ("any", robots[i])


def optima(
    board: Board, robots: tuple[str, ...], target: Target
) -> dict[tuple[Cell, ...], int | None]:
    """Return the optimum (None: unsolvable) of every labelled position.

    A puzzle is solved by a move that ends an eligible robot on the target; a robot
    that starts on it must move off and back.
    """
    free = [
        (x, y)
        for y in range(board.height)
        for x in range(board.width)
        if (x, y) not in board.blocked
    ]
    positions = list(itertools.permutations(free, len(robots)))
    back: dict[tuple[Cell, ...], list[tuple[Cell, ...]]] = {p: [] for p in positions}
    dist: dict[tuple[Cell, ...], int | None] = {p: None for p in positions}
    queue: deque[tuple[Cell, ...]] = deque()
    for p in positions:
        for i, q in successors(board, p):
            back[q].append(p)
            if dist[p] is None and _arrives(robots, target, i, q):
                dist[p] = 1
                queue.append(p)
    while queue:
        p = queue.popleft()
        for q in back[p]:
            if dist[q] is None:
                dist[q] = dist[p] + 1  # type: ignore[operator]
                queue.append(q)
    return dist


def forward_optimum(
    board: Board, robots: tuple[str, ...], target: Target, start: tuple[Cell, ...]
) -> int | None:
    """Return one position's optimum by a forward breadth-first search from it."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for i, q in successors(board, p):
            if _arrives(robots, target, i, q):
                return seen[p] + 1
            if q not in seen:
                seen[q] = seen[p] + 1
                queue.append(q)
    return None
