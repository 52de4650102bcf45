"""What an analysis accepts: boards without diagonals up to 256 cells, 1-4 robots."""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from ..board import Board, Target
from ..errors import InvalidBoard, InvalidPuzzle
from ..geometry import ROBOT_COLORS, VORTEX
from .space import MAX_CELLS, MAX_INDICES, MAX_ROBOTS

TargetSpec = Target | str  # a board's Target, or "vortex"


def resolve_target(board: Board, target: TargetSpec) -> Target:
    """Return the board's target named by `target` ("vortex" or a Target).

    :raise InvalidPuzzle: naming `target` when the board has no such target.
    """
    if isinstance(target, str):
        if target not in ("vortex", VORTEX):
            raise InvalidPuzzle("must be a target of the board or 'vortex'", "target")
        found = [t for t in board.targets if t.color == VORTEX]
        if not found:
            raise InvalidPuzzle("the board has no vortex", "target")
        return found[0]
    if target not in board.targets:
        raise InvalidPuzzle("is not a target of the board", "target")
    return target


def check_analysable(board: Board, robots: Sequence[str], target: TargetSpec) -> None:
    """Raise the core's domain error, naming the field, unless the analysis can run.

    :raise InvalidBoard: diagonals, or more than 256 cells (16x16).
    :raise InvalidPuzzle: not 1-4 distinct robot colours, a target not on the board,
        a coloured target whose robot is missing, a table too big.
    """
    if board.diagonals:
        raise InvalidBoard(
            "boards with diagonals cannot be analysed", "board.diagonals"
        )
    if board.width * board.height > MAX_CELLS or max(board.width, board.height) > 16:
        raise InvalidBoard("boards larger than 16x16 cannot be analysed", "board")
    names = list(robots)
    if not 1 <= len(names) <= MAX_ROBOTS:
        raise InvalidPuzzle(f"must name 1 to {MAX_ROBOTS} robots", "robots")
    for name in names:
        if name not in ROBOT_COLORS:
            raise InvalidPuzzle(f"{name!r} is not a robot colour", "robots")
    if len(set(names)) != len(names):
        raise InvalidPuzzle("names a robot twice", "robots")
    goal = resolve_target(board, target)
    if goal.color != VORTEX and goal.color not in names:
        raise InvalidPuzzle(f"the {goal.color} robot is not among the robots", "target")
    free = board.width * board.height - len(board.blocked)
    if free < len(names):
        raise InvalidBoard("has fewer free cells than robots", "board")
    lead = 0 if goal.color == VORTEX else 1
    size = comb(free, len(names) - lead) * (free if lead else 1)
    if size > MAX_INDICES:
        raise InvalidPuzzle("too many placements to tabulate", "robots")
