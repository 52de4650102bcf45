"""Replay an answer against many hidden puzzles at once, in each orientation.

An answer is a list of (robot, direction): it carries over unchanged from a puzzle
to any copy of it placed inside a larger board, shifted, turned or mirrored, with
walls or robots it never meets added or removed, or the rules flipped. So whether
an answer gives a hidden puzzle away is decided by what it does, not by what its
board looks like: it is replayed on every hidden puzzle **as that puzzle stands**
(its own board, robots and rules), with its directions mapped through each of the
eight symmetries of the square, and it gives the puzzle away when it solves the
puzzle, or a prefix of it does in no more moves than the puzzle's optimum (an
answer that runs through the hidden answer on its way; for optima of
`PREFIXES_FROM` moves and more).

The robots an answer moves are read in two ways on each hidden puzzle and
orientation: by colour, and by the hidden robot standing where each one starts
once the answer's puzzle is laid over the hidden one target on target (so a copy
with robot colours swapped is caught too, wherever it was placed).

`HiddenSet` packs the hidden puzzles' boards into flat arrays once; `gives_away`
runs one compiled kernel over all of them (`fastcheck._slide`, the batch checker's
slide), so no index by size or cell is needed.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numba import njit

from .board import Board
from .fastcheck import _DX, _DY, _OK, _slide, _tables
from .fingerprint import SYMMETRIES, Symmetry
from .geometry import DELTA, DIRECTION_INDEX, DIRECTIONS, ROBOT_COLORS, VORTEX, Cell
from .notation import Move
from .puzzle import Puzzle

COLORS = len(ROBOT_COLORS)
PREFIXES_FROM = 4
"""The shortest optimum whose prefixes count: below it only a whole answer gives a
puzzle away. A puzzle of 3 moves has at most 4,096 move sequences of its robots to
try by hand, while every answer that starts with three moves of its robot in some
orientation would be withheld."""


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


_DIRMAP = np.array(
    [[DIRECTION_INDEX[unturn_direction(s, d)] for d in DIRECTIONS] for s in SYMMETRIES],
    dtype=np.int64,
)


@dataclass(frozen=True, slots=True)
class HiddenSet:
    """Hidden puzzles packed for the kernel: boards end to end, one row each."""

    ids: tuple[str, ...]
    masks: Any  # int64[all cells]: wall bits, edges included
    blocked: Any  # bool[all cells]
    diag_color: Any  # int64[all cells]
    diag_orient: Any  # int64[all cells]
    stops: Any  # int64[all cells * 4]: where a slide stops with no robot in the way
    rows: Any  # int64[puzzles, 8]: board offset, width, height, target, colour,
    # rule, its optimum (0: not known), whether it has diagonals
    robots: Any  # int64[puzzles, COLORS]: each colour's cell, -1 when absent
    cells: int  # the largest board's cells

    def __len__(self) -> int:
        """Return the number of hidden puzzles."""
        return len(self.ids)


def pack(
    hidden: Iterable[tuple[str, Puzzle]], optima: Mapping[str, int] | None = None
) -> HiddenSet:
    """Pack hidden puzzles (id, puzzle) for `gives_away`, with their optima where
    known (a prefix longer than the optimum does not count)."""
    ids: list[str] = []
    parts: list[Any] = []
    rows: list[list[int]] = []
    robots: list[list[int]] = []
    offset = 0
    packed = list(hidden)
    for puzzle_id, puzzle in packed:
        board = puzzle.board
        tables = _tables(board)
        parts.append(tables)
        goal = puzzle.target
        color = -1 if goal.color == VORTEX else ROBOT_COLORS.index(goal.color)
        target = board.index(goal.cell)
        limit = (optima or {}).get(puzzle_id, 0)  # 0: not known
        rule = int(puzzle.ricochet_rule)
        diagonals = int(bool(board.diagonals))
        rows.append(
            [offset, board.width, board.height, target, color, rule, limit, diagonals]
        )
        at = dict(puzzle.robots)
        robots.append([board.index(at[c]) if c in at else -1 for c in ROBOT_COLORS])
        ids.append(puzzle_id)
        offset += board.width * board.height
    return HiddenSet(
        ids=tuple(ids),
        masks=_joined([t.masks for t in parts], np.int64),
        blocked=_joined([t.blocked for t in parts], np.bool_),
        diag_color=_joined([t.diag_color for t in parts], np.int64),
        diag_orient=_joined([t.diag_orient for t in parts], np.int64),
        stops=_joined([_board_stops(p.board) for _, p in packed], np.int64),
        rows=np.array(rows, dtype=np.int64).reshape(-1, 8),
        robots=np.array(robots, dtype=np.int64).reshape(-1, COLORS),
        cells=max((r[1] * r[2] for r in rows), default=1),
    )


@functools.lru_cache(maxsize=4096)
def _board_stops(board: Board) -> Any:
    """Return a board's stop table (cached: a board's puzzles share it)."""
    tables = _tables(board)
    out = np.zeros(board.width * board.height * 4, dtype=np.int64)
    _fill_stops(board.width, board.height, tables.masks, tables.blocked, out)
    return out


@njit(cache=True)
def _fill_stops(width: int, height: int, masks: Any, blocked: Any, out: Any) -> None:
    """Fill out[cell * 4 + direction] with where a slide stops on walls and blocked
    cells alone (diagonals aside)."""
    for cell in range(width * height):
        for heading in range(4):
            cur = cell
            while (masks[cur] >> heading) & 1 == 0:
                nxt = cur + _DX[heading] + _DY[heading] * width
                if blocked[nxt]:
                    break
                cur = nxt
            out[cell * 4 + heading] = cur


@njit(cache=True)
def _glide(width: int, stops: Any, pos: Any, robot: int, heading: int) -> int:
    """Return where a robot stops on a board without diagonals (its wall stop, or
    the cell before the nearest robot on the way)."""
    start: int = pos[robot]
    stop: int = stops[start * 4 + heading]
    step: int = _DX[heading] + _DY[heading] * width
    if step == 0 or stop == start:
        return start
    nearest = (stop - start) // step + 1
    for r in range(pos.shape[0]):
        cell = pos[r]
        if r == robot or cell < 0:
            continue
        if heading % 2 == 1 and cell // width != start // width:
            continue  # east and west stay on the row
        if heading % 2 == 0 and cell % width != start % width:
            continue  # north and south stay on the column
        k = (cell - start) // step
        if (cell - start) % step == 0 and 0 < k < nearest:
            nearest = k
    return start + (nearest - 1) * step


def _joined(arrays: Sequence[Any], dtype: Any) -> Any:
    """Concatenate arrays (an empty array when there are none)."""
    return np.concatenate(arrays) if arrays else np.zeros(0, dtype=dtype)


def gives_away(
    hidden: HiddenSet,
    puzzle: Puzzle,
    answer: Sequence[Move],
    skip: Iterable[str] = (),
) -> str | None:
    """Return the id of a hidden puzzle that the answer solves in some orientation,
    or a prefix of it in at most the puzzle's optimum (None: it gives none away);
    puzzles in `skip` are left out.

    `puzzle` is the puzzle the answer was found for: its robots' cells, relative to
    its target, name the moved robots on each hidden puzzle besides their colours.
    """
    moves = _encode(answer)
    if moves is None or not len(hidden):
        return None
    skipped = set(skip)
    mask = np.array([i in skipped for i in hidden.ids], dtype=np.bool_)
    found = _kernel(
        hidden.masks,
        hidden.blocked,
        hidden.diag_color,
        hidden.diag_orient,
        hidden.stops,
        hidden.rows,
        hidden.robots,
        hidden.cells,
        mask,
        moves,
        _DIRMAP,
        _offsets(puzzle),
    )
    return None if found < 0 else hidden.ids[found]


def _encode(answer: Sequence[Move]) -> Any:
    """Return the answer as (colour, direction) rows, or None if any move is not one
    (such an answer cannot be played anywhere)."""
    rows = []
    for robot, letter in answer:
        if robot not in ROBOT_COLORS or letter not in DIRECTION_INDEX:
            return None
        rows.append((ROBOT_COLORS.index(robot), DIRECTION_INDEX[letter]))
    return np.array(rows, dtype=np.int64).reshape(-1, 2) if rows else None


def _offsets(puzzle: Puzzle) -> Any:
    """Return, per symmetry and colour, the robot's start relative to the target,
    turned back into the hidden puzzle's orientation (flag, dx, dy)."""
    width, height = puzzle.board.width, puzzle.board.height
    out = np.zeros((len(SYMMETRIES), COLORS, 3), dtype=np.int64)
    at = dict(puzzle.robots)
    for s, symmetry in enumerate(SYMMETRIES):
        w, h = (height, width) if symmetry[0] else (width, height)
        tx, ty = unturn_cell(symmetry, puzzle.target.cell, w, h)
        for c, color in enumerate(ROBOT_COLORS):
            if color in at:
                x, y = unturn_cell(symmetry, at[color], w, h)
                out[s, c] = (1, x - tx, y - ty)
    return out


@njit(cache=True)
def _kernel(
    masks: Any,
    blocked: Any,
    diag_color: Any,
    diag_orient: Any,
    stops: Any,
    rows: Any,
    robots: Any,
    cells: int,
    skip: Any,
    moves: Any,
    dirmap: Any,
    offsets: Any,
) -> int:
    """Return the first hidden puzzle a counted prefix of the moves solves, or -1."""
    seen = np.zeros(cells * 4, dtype=np.int64)
    work = np.zeros(4, dtype=np.int64)  # loop stamp, then scratch
    colors = np.arange(robots.shape[1])
    same = np.arange(robots.shape[1])
    names = np.empty(robots.shape[1], dtype=np.int64)
    pos = np.empty(robots.shape[1], dtype=np.int64)
    heading = np.empty(robots.shape[1], dtype=np.int64)
    turned = np.zeros(robots.shape[1], dtype=np.bool_)
    for p in range(rows.shape[0]):
        if skip[p]:
            continue
        row, standing = rows[p], robots[p]
        by_colour = _last(row, standing, same, moves)  # the same in every orientation
        for s in range(dirmap.shape[0]):
            if by_colour >= 0 and _replay(
                masks,
                blocked,
                diag_color,
                diag_orient,
                stops,
                row,
                standing,
                colors,
                same,
                moves,
                dirmap[s],
                by_colour,
                seen,
                work,
                pos,
                heading,
                turned,
            ):
                return p
            if _by_cell(row, standing, offsets[s], moves, names):
                last = _last(row, standing, names, moves)
                if last >= 0 and _replay(
                    masks,
                    blocked,
                    diag_color,
                    diag_orient,
                    stops,
                    row,
                    standing,
                    colors,
                    names,
                    moves,
                    dirmap[s],
                    last,
                    seen,
                    work,
                    pos,
                    heading,
                    turned,
                ):
                    return p
    return -1


@njit(cache=True)
def _by_cell(row: Any, robots: Any, offsets: Any, moves: Any, names: Any) -> bool:
    """Name each moved robot by the hidden robot on its start cell (target laid on
    target); tell whether that differs from reading them by colour."""
    width, height, target = row[1], row[2], row[3]
    tx, ty = target % width, target // width
    differs = False
    for c in range(names.shape[0]):
        names[c] = -1
    for m in range(moves.shape[0]):
        c = moves[m, 0]
        if names[c] != -1 or offsets[c, 0] == 0:
            continue
        x, y = tx + offsets[c, 1], ty + offsets[c, 2]
        if x < 0 or y < 0 or x >= width or y >= height:
            continue
        cell = y * width + x
        for r in range(robots.shape[0]):
            if robots[r] == cell:
                names[c] = r
                differs = differs or r != c
    return differs


@njit(cache=True)
def _last(row: Any, robots: Any, names: Any, moves: Any) -> int:
    """Return the last move after which the puzzle could be solved (its robot may
    finish and the prefix counts), or -1: no need to play past it."""
    goal, optimum = row[4], row[6]
    final = moves.shape[0] - 1
    last = -1
    for m in range(moves.shape[0]):
        robot = names[moves[m, 0]]
        if robot < 0 or robots[robot] < 0:
            break
        if (goal < 0 or robot == goal) and _counts(m, final, optimum):
            last = m
    return last


@njit(cache=True)
def _counts(m: int, final: int, optimum: int) -> bool:
    """Tell whether the position after move m may give a puzzle away: after the
    last move, or after exactly its optimum (a shorter prefix cannot solve it, a
    longer one is not its answer) when prefixes count; any move when the optimum
    is not known."""
    if optimum == 0:
        return True
    if m == final:
        return m + 1 >= optimum
    return optimum >= PREFIXES_FROM and m + 1 == optimum


@njit(cache=True)
def _replay(
    masks: Any,
    blocked: Any,
    diag_color: Any,
    diag_orient: Any,
    stops: Any,
    row: Any,
    robots: Any,
    colors: Any,
    names: Any,
    moves: Any,
    dirmap: Any,
    last: int,
    seen: Any,
    work: Any,
    pos: Any,
    heading: Any,
    turned: Any,
) -> bool:
    """Play the moves up to `last` on one hidden puzzle (robots renamed, directions
    mapped); tell whether the position after a counted move solves it."""
    offset, width, height = row[0], row[1], row[2]
    target, goal, rule, optimum = row[3], row[4], row[5], row[6]
    final = moves.shape[0] - 1
    end = offset + width * height
    b_masks, b_blocked = masks[offset:end], blocked[offset:end]
    b_color, b_orient = diag_color[offset:end], diag_orient[offset:end]
    for r in range(robots.shape[0]):
        pos[r], heading[r], turned[r] = robots[r], -1, False
    glides = row[7] == 0
    b_stops = stops[offset * 4 : end * 4]
    for m in range(last + 1):
        robot, direction = names[moves[m, 0]], dirmap[moves[m, 1]]
        if glides:  # no diagonals: the stop table and the robots on the way
            cell = _glide(width, b_stops, pos, robot, direction)
            if cell == pos[robot]:
                return False
            arrival = direction
        else:
            work[0] += 1
            cell, arrival, code = _slide(
                width,
                b_masks,
                b_blocked,
                b_color,
                b_orient,
                pos,
                colors,
                robot,
                direction,
                seen,
                work[0],
            )
            if code != _OK:
                return False
        if heading[robot] >= 0 and (heading[robot] - direction) % 2 == 1:
            turned[robot] = True
        heading[robot] = arrival
        pos[robot] = cell
        counts = _counts(m, final, optimum)
        if counts and cell == target and (goal < 0 or robot == goal):
            if rule == 0 or turned[robot]:
                return True
    return False
