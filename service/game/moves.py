"""Robot moves: a slide to the next obstacle, bent by coloured diagonals."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .board import Board
from .errors import IllegalMove
from .geometry import DEFLECT, DELTA, DIRECTIONS, WALL_BIT, Cell

# Stable reasons a move is illegal (part of the verdict contract).
NO_MOVEMENT = "no_movement"
ENDS_ON_DIAGONAL = "ends_on_diagonal"
ENDLESS_LOOP = "endless_loop"
_MESSAGES = {
    NO_MOVEMENT: "{robot} cannot move {direction}",
    ENDS_ON_DIAGONAL: "{robot} {direction} would stop on a diagonal",
    ENDLESS_LOOP: "{robot} {direction} never stops",
}


def illegal(reason: str, robot: str, direction: str) -> IllegalMove:
    """Build the error for an illegal move, worded the same everywhere."""
    return IllegalMove(
        reason, _MESSAGES[reason].format(robot=robot, direction=direction)
    )


@dataclass(frozen=True, slots=True)
class Slide:
    """Where a move ends, the heading it arrives with, and every cell it crossed."""

    end: Cell
    heading: int
    path: tuple[Cell, ...]


def slide(
    board: Board, robots: Mapping[str, Cell], robot: str, direction: int
) -> Slide:
    """Slide one robot from its cell until an obstacle stops it.

    A diagonal of another colour turns the robot 90 degrees and it slides on; a robot
    never stops on a diagonal. Other robots, walls, the edge and blocked cells stop it.

    :raise IllegalMove: when the robot cannot move, would end on a diagonal, or
        would loop for ever (possible on custom boards).
    """
    start = robots[robot]
    # One set of what stops a robot in front of it: the other robots and blocked cells.
    obstacles = {cell for name, cell in robots.items() if name != robot}
    obstacles.update(board.blocked)
    width, masks, diagonals = board.width, board.masks, board.diagonal_at
    x, y = start
    heading = direction
    bit, (dx, dy) = WALL_BIT[heading], DELTA[heading]
    path = [start]
    seen: set[tuple[Cell, int]] = set()
    while not masks[y * width + x] & bit:
        nxt = (x + dx, y + dy)
        if nxt in obstacles:
            break
        x, y = nxt
        path.append(nxt)
        diagonal = diagonals.get(nxt) if diagonals else None
        if diagonal is not None:
            if diagonal.color != robot:
                heading = DEFLECT[diagonal.orientation][heading]
                bit, (dx, dy) = WALL_BIT[heading], DELTA[heading]
            # Only a diagonal can turn a slide back on itself, so loops repeat there.
            if (nxt, heading) in seen:
                raise illegal(ENDLESS_LOOP, robot, DIRECTIONS[direction])
            seen.add((nxt, heading))
    end = (x, y)
    if end in diagonals:
        raise illegal(ENDS_ON_DIAGONAL, robot, DIRECTIONS[direction])
    if end == start:
        raise illegal(NO_MOVEMENT, robot, DIRECTIONS[direction])
    return Slide(end, heading, tuple(path))
