"""Replay an answer against another puzzle it may solve, turned or mirrored back.

An answer found for one puzzle may solve another that plays differently: the same
board with walls that never stop it, the rules flipped, a cell it never visits
blocked, a robot it never moves elsewhere, the whole turned or mirrored. To find
the puzzles an answer could solve without trying them all, each puzzle is indexed
by `target_keys` (board size and target cell, under each of the eight symmetries of
the square) and an answer's own puzzle is looked up by `probe_key`; `solves_under`
then replays the answer in the candidate's own orientation, with its own board,
robots and rules (`check.solves`).
"""

from __future__ import annotations

from .check import solves
from .fingerprint import SYMMETRIES, Symmetry
from .geometry import DELTA, DIRECTION_INDEX, DIRECTIONS, Cell
from .notation import Move
from .puzzle import Puzzle

TargetKey = tuple[int, int, int, int]
"""(width, height, target x, target y) of a puzzle, in some orientation."""


def probe_key(puzzle: Puzzle) -> TargetKey:
    """Return the key a puzzle's answers are looked up by (as it stands)."""
    return (puzzle.board.width, puzzle.board.height, *puzzle.target.cell)


def target_keys(puzzle: Puzzle) -> list[tuple[TargetKey, Symmetry]]:
    """Return the puzzle's key seen through each symmetry, with that symmetry."""
    width, height = puzzle.board.width, puzzle.board.height
    keys = []
    for symmetry in SYMMETRIES:
        w, h = (height, width) if symmetry[0] else (width, height)
        keys.append(((w, h, *turn_cell(symmetry, puzzle.target.cell, w, h)), symmetry))
    return keys


def turn_cell(symmetry: Symmetry, cell: Cell, width: int, height: int) -> Cell:
    """Map a cell through a symmetry onto a `width` x `height` board."""
    transpose, mirror_x, mirror_y = symmetry
    x, y = (cell[1], cell[0]) if transpose else cell
    return (width - 1 - x if mirror_x else x, height - 1 - y if mirror_y else y)


def unturn_cell(symmetry: Symmetry, cell: Cell, width: int, height: int) -> Cell:
    """Map a cell of the turned `width` x `height` board back (undo `turn_cell`)."""
    transpose, mirror_x, mirror_y = symmetry
    x = width - 1 - cell[0] if mirror_x else cell[0]
    y = height - 1 - cell[1] if mirror_y else cell[1]
    return (y, x) if transpose else (x, y)


def unturn_direction(symmetry: Symmetry, letter: str) -> str:
    """Map a direction of the turned board back."""
    transpose, mirror_x, mirror_y = symmetry
    dx, dy = DELTA[DIRECTION_INDEX[letter]]
    dx, dy = -dx if mirror_x else dx, -dy if mirror_y else dy
    return DIRECTIONS[DELTA.index((dy, dx) if transpose else (dx, dy))]


def solves_under(
    hidden: Puzzle, symmetry: Symmetry, puzzle: Puzzle, answer: list[Move]
) -> bool:
    """Tell whether an answer to `puzzle` solves `hidden`.

    `symmetry` maps `hidden` into `puzzle`'s orientation; the answer is mapped back
    and replayed on `hidden` as it stands, its robots read by colour and, failing
    that, by the cell each starts on (so swapped colours are caught too).
    """
    if not answer or any(d not in DIRECTION_INDEX for _, d in answer):
        return False
    directions = [unturn_direction(symmetry, d) for _, d in answer]
    for names in robot_matches(hidden, symmetry, puzzle, {r for r, _ in answer}):
        moves = [(names[r], d) for (r, _), d in zip(answer, directions, strict=True)]
        if solves(hidden, moves):
            return True
    return False


def robot_matches(
    hidden: Puzzle, symmetry: Symmetry, puzzle: Puzzle, moved: set[str]
) -> list[dict[str, str]]:
    """Return the ways to name the moved robots in `hidden`: by colour, and by the
    hidden robot standing where each starts (when that names each one once)."""
    same = {robot: robot for robot in moved}
    width, height = puzzle.board.width, puzzle.board.height
    standing = {cell: color for color, cell in hidden.robots}
    start = dict(puzzle.robots)
    by_cell: dict[str, str] = {}
    for robot in moved:
        cell = start.get(robot)
        name = (
            None
            if cell is None
            else standing.get(unturn_cell(symmetry, cell, width, height))
        )
        if name is None:
            return [same]
        by_cell[robot] = name
    if len(set(by_cell.values())) < len(by_cell) or by_cell == same:
        return [same]
    return [same, by_cell]
