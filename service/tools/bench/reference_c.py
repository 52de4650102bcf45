"""fogleman's C solver (github fogleman/Ricochet), called through ctypes, for the bench.

The library is built outside this repository (see docs/solver.md, "Checking it and
measuring it") and found through RICOCHET_REFERENCE_C. Its `search(Game *, path,
callback)` takes a 16x16 grid of N/E/S/W wall bits (1, 2, 4, 8) plus a robot bit
(16) per cell, four robots as `y * 16 + x` with the target's robot first, and the
target's cell; it returns the optimum's length. It knows the classic rules only:
four robots, one coloured target, no ricochet rule, no diagonals.
"""

from __future__ import annotations

import ctypes
import os
import time
from dataclasses import dataclass

from service.game.geometry import DELTA, WALL_BIT, opposite
from service.game.puzzle import Puzzle

ENV = "RICOCHET_REFERENCE_C"
SIZE = 16
ROBOT_BIT = 0x10


class Game(ctypes.Structure):
    """The C solver's `Game` struct."""

    _fields_ = [
        ("grid", ctypes.c_uint * (SIZE * SIZE)),
        ("moves", ctypes.c_uint * (SIZE * SIZE)),
        ("robots", ctypes.c_uint * 4),
        ("token", ctypes.c_uint),
        ("last", ctypes.c_uint),
    ]


@dataclass(frozen=True, slots=True)
class ReferenceRun:
    """One reference solve: its optimum's length, its wall and processor seconds."""

    moves: int
    seconds: float
    cpu: float


class ReferenceSolver:
    """A loaded reference library."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._dll = ctypes.CDLL(path)
        self._dll.search.restype = ctypes.c_uint
        self._dll.search.argtypes = [
            ctypes.POINTER(Game),
            ctypes.c_char_p,
            ctypes.c_void_p,
        ]

    def solve(self, puzzle: Puzzle) -> ReferenceRun:
        """Solve a supported puzzle, timing the C call alone."""
        game = encode(puzzle)
        path = ctypes.create_string_buffer(256)
        started, cpu = time.perf_counter(), time.process_time()
        moves = self._dll.search(ctypes.byref(game), path, None)
        cpu = time.process_time() - cpu
        return ReferenceRun(moves, time.perf_counter() - started, cpu)


def load() -> ReferenceSolver | None:
    """Load the library named by RICOCHET_REFERENCE_C, or None when it is unset."""
    path = os.environ.get(ENV)
    return ReferenceSolver(path) if path else None


def supported(puzzle: Puzzle) -> bool:
    """Tell whether the C solver plays this puzzle by the same rules as ours."""
    board = puzzle.board
    colors = [color for color, _ in puzzle.robots]
    return (
        board.width == SIZE
        and board.height == SIZE
        and not board.diagonals
        and len(colors) == 4
        and puzzle.target.color in colors
        and not puzzle.ricochet_rule
    )


def encode(puzzle: Puzzle) -> Game:
    """Convert a supported puzzle to the C solver's struct."""
    if not supported(puzzle):
        raise ValueError("the reference solver plays classic 16x16 puzzles only")
    game = Game()
    for i, mask in enumerate(grid(puzzle)):
        game.grid[i] = mask
    cells = [cell for color, cell in puzzle.robots if color == puzzle.target.color]
    cells += [cell for color, cell in puzzle.robots if color != puzzle.target.color]
    for i, (x, y) in enumerate(cells):
        game.robots[i] = y * SIZE + x
        game.grid[y * SIZE + x] |= ROBOT_BIT
    x, y = puzzle.target.cell
    game.token = y * SIZE + x
    return game


def grid(puzzle: Puzzle) -> list[int]:
    """Return the wall bits per cell, a blocked cell walled off from its neighbours."""
    board = puzzle.board
    masks = list(board.masks)
    for x, y in board.blocked:
        masks[y * SIZE + x] = 0xF
        for side, (dx, dy) in enumerate(DELTA):
            if board.contains((x + dx, y + dy)):
                masks[(y + dy) * SIZE + x + dx] |= WALL_BIT[opposite(side)]
    return masks
