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

`HiddenSet` packs the hidden puzzles once: boards end to end in flat arrays, a
wall-distance table per board, the robots' coordinates, and an index of every
hidden robot by its offset from its target (for the reading by cell). `gives_away`
runs one compiled kernel over all of them. Nothing a board transformation can
change is indexed; what it cannot change prunes before a move is played: the
finishing robot (by colour), the prefix lengths that count (a puzzle's optimum),
and under the ricochet rule the finishing robot's turn. A slide on a board without
diagonals is its wall distance cut short by the nearest robot on its row or
column; with diagonals it is `fastcheck._slide`, the batch checker's slide.
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
"""The shortest optimum whose prefixes count (for a puzzle whose optimum is not
known yet, every prefix counts)."""
PROTECTED_FROM = PREFIXES_FROM
"""The shortest proven optimum that the replay protects: a puzzle of 3 moves has at
most 4,096 move sequences of four robots to try by hand, while every answer that
ends with such three moves of its robot in some orientation would be withheld (with
a few hundred short hidden puzzles, nearly every short answer of any board). Such a
puzzle keeps its own answer hidden (`service.solving.secrecy`), not its copies'."""


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
    reach: Any  # int64[all cells * 4]: how far a slide goes with no robot in the way
    rows: Any  # int64[puzzles, 10]: board offset, width, height, target, colour,
    # rule, its optimum (0: not known), whether it has diagonals, target x and y
    robots: Any  # int64[puzzles, COLORS]: each colour's cell, -1 when absent
    spots: Any  # int64[puzzles, 2, COLORS]: each colour's x and y, -1 when absent
    cells: int  # the largest board's cells
    index: Any  # int64[robots, 3]: (offset from the target as a key, puzzle, robot)

    def __len__(self) -> int:
        """Return the number of hidden puzzles."""
        return len(self.ids)


def pack(
    hidden: Iterable[tuple[str, Puzzle]], optima: Mapping[str, int] | None = None
) -> HiddenSet:
    """Pack hidden puzzles (id, puzzle) for `gives_away`, with their optima where
    known (a prefix longer than the optimum does not count; a puzzle proven shorter
    than PROTECTED_FROM is left out)."""
    ids: list[str] = []
    parts: list[Any] = []
    rows: list[list[int]] = []
    robots: list[list[int]] = []
    spots: list[list[list[int]]] = []
    offset = 0
    packed = [(p, z) for p, z in hidden if protected((optima or {}).get(p, 0))]
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
        x, y = goal.cell
        rows.append(
            [offset, board.width, board.height, target, color, rule, limit, diagonals]
            + [x, y]
        )
        at = dict(puzzle.robots)
        robots.append([board.index(at[c]) if c in at else -1 for c in ROBOT_COLORS])
        spots.append(
            [[at[c][k] if c in at else -1 for c in ROBOT_COLORS] for k in (0, 1)]
        )
        ids.append(puzzle_id)
        offset += board.width * board.height
    table = np.array(rows, dtype=np.int64).reshape(-1, 10)
    standing = np.array(robots, dtype=np.int64).reshape(-1, COLORS)
    return HiddenSet(
        ids=tuple(ids),
        masks=_joined([t.masks for t in parts], np.int64),
        blocked=_joined([t.blocked for t in parts], np.bool_),
        diag_color=_joined([t.diag_color for t in parts], np.int64),
        diag_orient=_joined([t.diag_orient for t in parts], np.int64),
        reach=_joined([_board_reach(p.board) for _, p in packed], np.int64),
        rows=table,
        robots=standing,
        spots=np.array(spots, dtype=np.int64).reshape(-1, 2, COLORS),
        cells=max((r[1] * r[2] for r in rows), default=1),
        index=_index_by_offset(table, standing),
    )


def protected(optimum: int) -> bool:
    """Tell whether a hidden puzzle of this proven optimum (0: not known yet) is
    a replay target."""
    return optimum == 0 or optimum >= PROTECTED_FROM


@functools.lru_cache(maxsize=4096)
def _board_reach(board: Board) -> Any:
    """Return how far a slide goes from each cell in each direction on walls and
    blocked cells alone (cached: a board's puzzles share it)."""
    tables = _tables(board)
    stops = np.zeros(board.width * board.height * 4, dtype=np.int64)
    _fill_stops(board.width, board.height, tables.masks, tables.blocked, stops)
    cells = np.repeat(np.arange(board.width * board.height), 4)
    steps = np.tile(_DX + _DY * board.width, board.width * board.height)
    return (stops - cells) // steps


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


def _joined(arrays: Sequence[Any], dtype: Any) -> Any:
    """Concatenate arrays (an empty array when there are none)."""
    return np.concatenate(arrays) if arrays else np.zeros(0, dtype=dtype)


def gives_away(
    hidden: HiddenSet,
    puzzle: Puzzle,
    answer: Sequence[Move],
    skip: Iterable[str] = (),
    dropped: Any = None,
) -> str | None:
    """Return the id of a hidden puzzle that the answer solves in some orientation,
    or a prefix of it in at most the puzzle's optimum (None: it gives none away);
    puzzles in `skip`, and those flagged in `dropped` (bool per packed puzzle:
    no longer hidden), are left out.

    `puzzle` is the puzzle the answer was found for: its robots' cells, relative to
    its target, name the moved robots on each hidden puzzle besides their colours.
    """
    moves = _encode(answer)
    if moves is None or not len(hidden):
        return None
    skipped = set(skip)
    mask = np.zeros(len(hidden), dtype=np.bool_) if dropped is None else dropped
    if skipped:
        mask = mask.copy()
        mask[[i for i, p in enumerate(hidden.ids) if p in skipped]] = True
    found = _kernel(
        hidden.masks,
        hidden.blocked,
        hidden.diag_color,
        hidden.diag_orient,
        hidden.reach,
        hidden.spots,
        hidden.rows,
        hidden.robots,
        hidden.cells,
        mask,
        moves,
        _DIRMAP,
        _offsets(puzzle),
        hidden.index,
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


_SYMMETRY_FLAGS = np.array(SYMMETRIES, dtype=np.int64).reshape(-1, 3)


def _offsets(puzzle: Puzzle) -> Any:
    """Return, per symmetry and colour, the robot's start relative to the target,
    turned back into the hidden puzzle's orientation (flag, dx, dy)."""
    at = np.full((COLORS, 2), -1, dtype=np.int64)
    for color, cell in puzzle.robots:
        if color in ROBOT_COLORS:
            at[ROBOT_COLORS.index(color)] = cell
    board = puzzle.board
    return _turned_offsets(
        _SYMMETRY_FLAGS,
        at,
        puzzle.target.cell[0],
        puzzle.target.cell[1],
        board.width,
        board.height,
    )


@njit(cache=True)
def _turned_offsets(
    flags: Any, at: Any, tx: int, ty: int, width: int, height: int
) -> Any:
    """Return `_offsets` for robots at `at` (x, y; -1 absent) and a target."""
    out = np.zeros((flags.shape[0], at.shape[0], 3), dtype=np.int64)
    for s in range(flags.shape[0]):
        w, h = (height, width) if flags[s, 0] else (width, height)
        gx, gy = _unturn(flags[s], tx, ty, w, h)
        for c in range(at.shape[0]):
            if at[c, 0] >= 0:
                x, y = _unturn(flags[s], at[c, 0], at[c, 1], w, h)
                out[s, c, 0], out[s, c, 1], out[s, c, 2] = 1, x - gx, y - gy
    return out


@njit(cache=True)
def _unturn(flag: Any, x: int, y: int, w: int, h: int) -> tuple[int, int]:
    """Map a cell of the turned `w` x `h` board back (`unturn_cell`)."""
    x = w - 1 - x if flag[1] else x
    y = h - 1 - y if flag[2] else y
    return (y, x) if flag[0] else (x, y)


KEY_SPAN = 1 << 16
"""Relative offsets are keyed as (dx + span / 2) * span + dy + span / 2."""


def _index_by_offset(rows: Any, robots: Any) -> Any:
    """Return (key, puzzle, robot) rows sorted by key: each hidden robot's cell
    relative to its puzzle's target, for reading an answer's robots by cell."""
    out: list[tuple[int, int, int]] = []
    half = KEY_SPAN // 2
    for p in range(rows.shape[0]):
        width, target = int(rows[p, 1]), int(rows[p, 3])
        for r in range(robots.shape[1]):
            cell = int(robots[p, r])
            if cell >= 0:
                dx = cell % width - target % width
                dy = cell // width - target // width
                out.append(((dx + half) * KEY_SPAN + dy + half, p, r))
    out.sort()
    return np.array(out, dtype=np.int64).reshape(-1, 3)


@njit(cache=True)
def _kernel(
    masks: Any,
    blocked: Any,
    diag_color: Any,
    diag_orient: Any,
    reach: Any,
    spots: Any,
    rows: Any,
    robots: Any,
    cells: int,
    skip: Any,
    moves: Any,
    dirmap: Any,
    offsets: Any,
    index: Any,
) -> int:
    """Return the first hidden puzzle a counted prefix of the moves solves, or -1."""
    count, symmetries, colors = rows.shape[0], dirmap.shape[0], robots.shape[1]
    mapped = np.empty((symmetries, moves.shape[0]), dtype=np.int64)
    for s in range(symmetries):
        for m in range(moves.shape[0]):
            mapped[s, m] = dirmap[s, moves[m, 1]]
    boards = (masks, blocked, diag_color, diag_orient, reach, spots)
    scratch = (
        np.zeros(cells * 4, dtype=np.int64),  # seen: slides with diagonals
        np.zeros(4, dtype=np.int64),  # loop stamp
        np.empty(colors, dtype=np.int64),  # x, then the cell with diagonals
        np.empty(colors, dtype=np.int64),  # y
        np.empty(colors, dtype=np.int64),  # headings
        np.zeros(colors, dtype=np.bool_),  # turned
    )
    best = _by_cell_pass(
        boards, rows, robots, skip, moves, mapped, offsets, index, scratch
    )
    limit = count if best < 0 else best
    same = np.arange(colors)
    _, _, xs, ys, heading, turned = scratch
    for p in range(limit):
        if skip[p]:
            continue
        last = _last(rows, robots, p, same, moves)  # the same in every orientation
        if last < 0:
            continue
        for s in range(symmetries):
            if rows[p, 7] == 0:
                if _glide(
                    reach,
                    spots,
                    rows,
                    robots,
                    p,
                    same,
                    moves,
                    mapped,
                    s,
                    last,
                    xs,
                    ys,
                    heading,
                    turned,
                ):
                    return p
            elif _replay(
                boards, rows, robots, p, same, moves, mapped, s, last, scratch
            ):
                return p
    return best


@njit(cache=True)
def _by_cell_pass(
    boards: Any,
    rows: Any,
    robots: Any,
    skip: Any,
    moves: Any,
    mapped: Any,
    offsets: Any,
    index: Any,
    scratch: Any,
) -> int:
    """Return the first hidden puzzle the moves solve with robots read by the
    hidden robot on each one's start cell (target laid on target), or -1: only
    puzzles and orientations where such a robot stands are looked at."""
    symmetries, colors = offsets.shape[0], offsets.shape[1]
    moved = np.zeros(colors, dtype=np.bool_)
    for m in range(moves.shape[0]):
        moved[moves[m, 0]] = True
    half = KEY_SPAN // 2
    lows = np.zeros((symmetries, colors), dtype=np.int64)
    highs = np.zeros((symmetries, colors), dtype=np.int64)
    total = 0
    keys = index[:, 0]
    for s in range(symmetries):
        for c in range(colors):
            if moved[c] and offsets[s, c, 0] == 1:
                key = (offsets[s, c, 1] + half) * KEY_SPAN + offsets[s, c, 2] + half
                lows[s, c] = np.searchsorted(keys, key, side="left")
                highs[s, c] = np.searchsorted(keys, key, side="right")
                total += highs[s, c] - lows[s, c]
    if total == 0:
        return -1
    hits = np.empty((total, 3), dtype=np.int64)  # puzzle * 8 + symmetry, colour, robot
    n = 0
    for s in range(symmetries):
        for c in range(colors):
            for i in range(lows[s, c], highs[s, c]):
                hits[n, 0] = index[i, 1] * symmetries + s
                hits[n, 1], hits[n, 2] = c, index[i, 2]
                n += 1
    order = np.argsort(hits[:, 0], kind="mergesort")
    names = np.empty(colors, dtype=np.int64)
    reach, spots = boards[4], boards[5]
    _, _, xs, ys, heading, turned = scratch
    i = 0
    while i < total:
        group = hits[order[i], 0]
        p, s = int(group // symmetries), int(group % symmetries)
        for c in range(colors):
            names[c] = -1
        differs = False
        while i < total and hits[order[i], 0] == group:
            c, r = hits[order[i], 1], hits[order[i], 2]
            names[c] = r
            differs = differs or r != c
            i += 1
        if not differs or skip[p]:
            continue
        last = _last(rows, robots, p, names, moves)
        if last < 0:
            continue
        if rows[p, 7] == 0:
            if _glide(
                reach,
                spots,
                rows,
                robots,
                p,
                names,
                moves,
                mapped,
                s,
                last,
                xs,
                ys,
                heading,
                turned,
            ):
                return p
        elif _replay(boards, rows, robots, p, names, moves, mapped, s, last, scratch):
            return p
    return -1


@njit(cache=True)
def _last(rows: Any, robots: Any, p: int, names: Any, moves: Any) -> int:
    """Return the last move after which puzzle p could be solved (its robot may
    finish, the prefix counts and, under the ricochet rule on a board without
    diagonals, the robot has turned: the same in every orientation), or -1: no
    need to play past it."""
    goal, rule, optimum = rows[p, 4], rows[p, 5], rows[p, 6]
    final = moves.shape[0] - 1
    if optimum > final + 1:
        return -1  # shorter than the optimum: nothing it plays can solve it
    straight = rule != 0 and rows[p, 7] == 0  # a turn is needed, and told by axes
    moved = turned = across = 0  # bits per robot: has moved, has turned, last axis
    last = -1
    for m in range(moves.shape[0]):
        robot = names[moves[m, 0]]
        if robot < 0 or robots[p, robot] < 0:
            break
        bit = 1 << robot
        axis = bit if moves[m, 1] % 2 else 0
        if moved & bit and (across & bit) != axis:
            turned |= bit
        moved, across = moved | bit, (across & ~bit) | axis
        if (goal < 0 or robot == goal) and _counts(m, final, optimum):
            if not straight or turned & bit:
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


@njit(cache=True, error_model="numpy")
def _glide(
    reach: Any,
    spots: Any,
    rows: Any,
    robots: Any,
    p: int,
    names: Any,
    moves: Any,
    mapped: Any,
    s: int,
    last: int,
    xs: Any,
    ys: Any,
    heading: Any,
    turned: Any,
) -> bool:
    """Play the moves up to `last` on hidden puzzle p, a board without diagonals
    (robots renamed, directions mapped by symmetry s); tell whether the position
    after a counted move solves it. A slide is its wall distance (`reach`) cut
    short by the nearest robot on its row or column; no division."""
    offset, width = rows[p, 0], rows[p, 1]
    goal, rule, optimum = rows[p, 4], rows[p, 5], rows[p, 6]
    tx, ty = rows[p, 8], rows[p, 9]
    colors = robots.shape[1]
    for r in range(colors):
        xs[r], ys[r] = spots[p, 0, r], spots[p, 1, r]
        heading[r], turned[r] = -1, False
    final = moves.shape[0] - 1
    for m in range(last + 1):
        robot, direction = names[moves[m, 0]], mapped[s, m]
        x, y = xs[robot], ys[robot]
        far = reach[(offset + y * width + x) * 4 + direction]
        dx, dy = _DX[direction], _DY[direction]
        for r in range(colors):
            if r == robot or xs[r] < 0:
                continue
            if dy == 0 and ys[r] == y:
                k = (xs[r] - x) * dx
            elif dx == 0 and xs[r] == x:
                k = (ys[r] - y) * dy
            else:
                continue
            if 0 < k <= far:
                far = k - 1
        if far == 0:
            return False  # no movement: not a legal move there
        x, y = x + dx * far, y + dy * far
        xs[robot], ys[robot] = x, y
        if heading[robot] >= 0 and (heading[robot] - direction) % 2 != 0:
            turned[robot] = True
        heading[robot] = direction
        if x == tx and y == ty and (goal < 0 or robot == goal):
            if (rule == 0 or turned[robot]) and _counts(m, final, optimum):
                return True
    return False


@njit(cache=True)
def _replay(
    boards: Any,
    rows: Any,
    robots: Any,
    p: int,
    names: Any,
    moves: Any,
    mapped: Any,
    s: int,
    last: int,
    scratch: Any,
) -> bool:
    """Play the moves up to `last` on hidden puzzle p, a board with diagonals
    (robots renamed, directions mapped by symmetry s); tell whether the position
    after a counted move solves it."""
    masks, blocked, diag_color, diag_orient, _, _ = boards
    seen, work, pos, _, heading, turned = scratch
    offset, width, height = rows[p, 0], rows[p, 1], rows[p, 2]
    target, goal, rule, optimum = rows[p, 3], rows[p, 4], rows[p, 5], rows[p, 6]
    colors = robots.shape[1]
    final = moves.shape[0] - 1
    for r in range(colors):
        pos[r], heading[r], turned[r] = robots[p, r], -1, False
    end = offset + width * height
    b_masks, b_blocked = masks[offset:end], blocked[offset:end]
    b_color, b_orient = diag_color[offset:end], diag_orient[offset:end]
    identity = np.arange(colors)
    for m in range(last + 1):
        robot, direction = names[moves[m, 0]], mapped[s, m]
        work[0] += 1
        cell, arrival, code = _slide(
            width,
            b_masks,
            b_blocked,
            b_color,
            b_orient,
            pos,
            identity,
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
