"""Directions, colours and cell arithmetic shared by the whole core."""

from __future__ import annotations

from typing import Final

Cell = tuple[int, int]

NORTH: Final = 0
EAST: Final = 1
SOUTH: Final = 2
WEST: Final = 3
DIRECTIONS: Final = ("N", "E", "S", "W")
DIRECTION_INDEX: Final = {name: i for i, name in enumerate(DIRECTIONS)}
DELTA: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))
WALL_BIT: Final = (1, 2, 4, 8)  # N, E, S, W bits of a cell's wall mask

ROBOT_COLORS: Final = ("red", "green", "blue", "yellow", "black")
CLASSIC_COLORS: Final = ("red", "green", "blue", "yellow")
ROBOT_LETTERS: Final = {
    "r": "red",
    "g": "green",
    "b": "blue",
    "y": "yellow",
    "k": "black",
}
COLOR_LETTER: Final = {color: letter for letter, color in ROBOT_LETTERS.items()}
VORTEX: Final = "any"
TARGET_SYMBOLS: Final = ("circle", "triangle", "square", "hexagon", "vortex")
ORIENTATIONS: Final = ("/", "\\")

MIN_SIZE: Final = 2
MAX_SIZE: Final = 32

# '/' runs lower-left to upper-right: E->N, N->E, W->S, S->W; '\' mirrors it.
DEFLECT: Final = {
    "/": (EAST, NORTH, WEST, SOUTH),
    "\\": (WEST, SOUTH, EAST, NORTH),
}


def cell_name(width: int, cell: Cell) -> str:
    """Name a cell as the pages do: column letter (A = left) and row number (1 =
    top), e.g. `D2` for [3, 1]; `x:y` from 1 on boards wider than the alphabet."""
    x, y = cell
    return f"{chr(65 + x)}{y + 1}" if width <= 26 else f"{x + 1}:{y + 1}"


def opposite(direction: int) -> int:
    """Return the direction pointing the other way."""
    return (direction + 2) % 4


def perpendicular(a: int, b: int) -> bool:
    """Tell whether two directions are at right angles."""
    return (a - b) % 2 == 1
