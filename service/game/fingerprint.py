"""Play fingerprints: one key for every puzzle that plays the same.

Two puzzles play the same when every sequence of moves does the same thing on both:
the same walls (those that can stop a robot: not beside a blocked cell), blocked
cells, diagonals, robot cells, target cell, robots allowed to finish on it, and
rules. What a player cannot see in play is left out: the printed targets and their
symbols (targets do not stop robots), the board's id or layout code, and the order
of JSON keys. Two more equivalences cost nothing and are folded in as well:

- the eight symmetries of the square (rotations and mirrors; four of them swap width
  and height): a mirrored puzzle's solution is the original's with directions
  mirrored;
- robot colours that nothing tells apart: a robot is described by whether it may
  finish (the target's colour, or any robot for the vortex) and by its colour only
  when a diagonal of that colour is on the board (a robot passes through diagonals
  of its own colour). So swapping the colours of two robots without diagonals of
  their colours, target colour included, plays the same.

Anything else plays differently (a robot moved, a wall added where no robot ever
goes, an extra robot in a corner, the board inside a bigger one) and gets another
key: the key shows sameness, it cannot decide that two different puzzles have the
same answer.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any

from .board import Board
from .geometry import DELTA, Cell
from .puzzle import Puzzle, canonical_json, short_hash

Symmetry = tuple[bool, bool, bool]
"""(transpose, mirror x, mirror y), applied in that order."""
SYMMETRIES: tuple[Symmetry, ...] = tuple(
    (t, x, y) for t, x, y in product((False, True), repeat=3)
)
MIRRORED = {"/": "\\", "\\": "/"}


def play_key(puzzle: Puzzle) -> str:
    """Return the key shared by every puzzle that plays like this one."""
    roles = robot_roles(puzzle)
    forms = (canonical_json(play_form(puzzle, roles, s)) for s in SYMMETRIES)
    return "k" + short_hash(min(forms))


def robot_roles(puzzle: Puzzle) -> dict[str, list[Any]]:
    """Describe each robot by what play can tell about it: may it finish, and its
    colour when a diagonal of that colour lets it through."""
    seen = {d.color for d in puzzle.board.diagonals}
    return {
        color: [puzzle.target.eligible(color), color if color in seen else ""]
        for color, _ in puzzle.robots
    }


def play_form(
    puzzle: Puzzle, roles: dict[str, list[Any]], symmetry: Symmetry
) -> dict[str, Any]:
    """Return what decides play, seen through one symmetry, in canonical order."""
    board = puzzle.board
    width, height = (
        (board.height, board.width) if symmetry[0] else (board.width, board.height)
    )
    move = _mover(symmetry, width, height)
    colors = {color for color, _ in puzzle.robots}
    turn = symmetry[1] != symmetry[2]  # one mirror swaps '/' and '\'
    return {
        "size": [width, height],
        "walls": sorted(sorted([move(a), move(b)]) for a, b in wall_pairs(board)),
        "blocked": sorted(move(cell) for cell in board.blocked),
        "diagonals": sorted(
            [
                move(d.cell),
                d.color if d.color in colors else "",
                MIRRORED[d.orientation] if turn else d.orientation,
            ]
            for d in board.diagonals
        ),
        "robots": sorted([move(cell), *roles[color]] for color, cell in puzzle.robots),
        "target": move(puzzle.target.cell),
        "ricochet_rule": puzzle.ricochet_rule,
    }


def wall_pairs(board: Board) -> list[tuple[Cell, Cell]]:
    """Return each interior wall that can stop a robot as the two cells it separates.

    A wall beside a blocked cell (between two of them, or between one and a free
    cell) never changes a move: no robot enters a blocked cell, so it stops before
    one anyway. Walls on the board's edge and duplicates are already gone
    (`Board.walls` holds each interior wall once).
    """
    pairs = []
    for x, y, side in board.walls:
        dx, dy = DELTA[side]
        a, b = (x, y), (x + dx, y + dy)
        if a not in board.blocked and b not in board.blocked:
            pairs.append((a, b))
    return pairs


def _mover(symmetry: Symmetry, width: int, height: int) -> Callable[[Cell], list[int]]:
    """Return the cell map of a symmetry onto a `width` x `height` board."""
    transpose, mirror_x, mirror_y = symmetry

    def move(cell: Cell) -> list[int]:
        x, y = (cell[1], cell[0]) if transpose else cell
        return [width - 1 - x if mirror_x else x, height - 1 - y if mirror_y else y]

    return move
