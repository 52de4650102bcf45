"""Micro Robots boards: 6x6 cells, each a colour and a number, every pair once.

Text form: 6 rows north to south, each 6 cells west to east written as colour letter
and number, e.g. "R5 G6 R1 G2 W2 Y1" (B blue, Y yellow, G green, R red, P pink,
W white). JSON form: {"kind": "micro", "cells": [["red", 5], ...]}, 36 cells
row-major (index y * 6 + x), the same cells as the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import InvalidBoard
from ..geometry import Cell

MICRO_SIZE = 6
MICRO_COLORS = ("blue", "yellow", "green", "red", "pink", "white")
MICRO_NUMBERS = (1, 2, 3, 4, 5, 6)
MICRO_LETTERS = {color[0].upper(): color for color in MICRO_COLORS}
MICRO_PAIRS = tuple((c, n) for c in MICRO_COLORS for n in MICRO_NUMBERS)
_TOKEN = re.compile(r"([A-Za-z])([1-6])")


@dataclass(frozen=True, slots=True)
class MicroBoard:
    """36 (colour, number) cells, row-major; every colour-number pair exactly once."""

    cells: tuple[tuple[str, int], ...]
    where: dict[tuple[str, int], Cell] = field(
        init=False, compare=False, repr=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        _check_cells(self.cells)
        for i, pair in enumerate(self.cells):
            self.where[pair] = (i % MICRO_SIZE, i // MICRO_SIZE)

    def at(self, cell: Cell) -> tuple[str, int]:
        """Return the colour and number printed on a cell."""
        x, y = cell
        if not (0 <= x < MICRO_SIZE and 0 <= y < MICRO_SIZE):
            raise InvalidBoard(f"cell [{x}, {y}] is off the 6x6 board", "cell")
        return self.cells[y * MICRO_SIZE + x]

    def find(self, color: str, number: int) -> Cell:
        """Return the cell showing a colour and number."""
        cell = self.where.get((color, number))
        if cell is None:
            raise InvalidBoard(f"no cell shows {color} {number}", "cell")
        return cell

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form: kind and 36 [colour, number] cells, row-major."""
        return {"kind": "micro", "cells": [[c, n] for c, n in self.cells]}

    def to_rows(self) -> list[str]:
        """Return the text form: 6 rows like "R5 G6 R1 G2 W2 Y1"."""
        tokens = [f"{c[0].upper()}{n}" for c, n in self.cells]
        return [
            " ".join(tokens[y * MICRO_SIZE : (y + 1) * MICRO_SIZE])
            for y in range(MICRO_SIZE)
        ]


def _check_cells(cells: Any) -> None:
    """Check 36 known pairs with every colour-number pair exactly once."""
    if not isinstance(cells, tuple) or len(cells) != MICRO_SIZE * MICRO_SIZE:
        raise InvalidBoard("a Micro Robots board has 36 cells", "cells")
    seen: dict[tuple[str, int], int] = {}
    for i, pair in enumerate(cells):
        if pair not in MICRO_PAIRS:
            raise InvalidBoard(f"unknown colour-number pair {pair!r}", f"cells[{i}]")
        if pair in seen:
            raise InvalidBoard(
                f"{pair[0]} {pair[1]} appears twice (cells {seen[pair]} and {i})",
                f"cells[{i}]",
            )
        seen[pair] = i


def parse_micro_board(data: Any) -> MicroBoard:
    """Parse a custom board: {"cells": [[colour, number] * 36]} or 6 row strings.

    `{"cells": [...]}` may also hold the 6 row strings, and "kind": "micro" is
    allowed, so `MicroBoard.to_json()` parses back.

    :raise InvalidBoard: naming the offending field and the problem.
    """
    if isinstance(data, dict):
        unknown = set(data) - {"kind", "cells"}
        if unknown:
            raise InvalidBoard(
                f"unknown field(s): {', '.join(sorted(unknown))}", "board"
            )
        if data.get("kind", "micro") != "micro":
            raise InvalidBoard("kind must be 'micro'", "board.kind")
        if "cells" not in data:
            raise InvalidBoard("is required", "cells")
        data = data["cells"]
    if not isinstance(data, list):
        raise InvalidBoard(
            "must be 36 [colour, number] cells or 6 row strings", "cells"
        )
    if data and all(isinstance(row, str) for row in data):
        return MicroBoard(_parse_rows(data))
    return MicroBoard(
        tuple(_parse_pair(item, f"cells[{i}]") for i, item in enumerate(data))
    )


def _parse_pair(item: Any, where: str) -> tuple[str, int]:
    """Parse one [colour, number] cell."""
    if not isinstance(item, list | tuple) or len(item) != 2:
        raise InvalidBoard("must be [colour, number]", where)
    color, number = item
    if color not in MICRO_COLORS:
        raise InvalidBoard(
            f"colour must be one of {', '.join(MICRO_COLORS)}, not {color!r}", where
        )
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 6:
        raise InvalidBoard(f"number must be an integer 1-6, not {number!r}", where)
    return (color, number)


def _parse_rows(rows: list[str]) -> tuple[tuple[str, int], ...]:
    """Parse 6 rows of 6 tokens like "R5"."""
    if len(rows) != MICRO_SIZE:
        raise InvalidBoard(f"needs 6 rows, not {len(rows)}", "cells")
    cells: list[tuple[str, int]] = []
    for y, row in enumerate(rows):
        tokens = row.split()
        if len(tokens) != MICRO_SIZE:
            raise InvalidBoard(f"needs 6 cells, not {len(tokens)}", f"cells[{y}]")
        cells += [
            _parse_token(token, f"cells[{y}][{x}]") for x, token in enumerate(tokens)
        ]
    return tuple(cells)


def _parse_token(token: str, where: str) -> tuple[str, int]:
    """Parse one "R5" token (colour letter, number 1-6)."""
    match = _TOKEN.fullmatch(token)
    color = MICRO_LETTERS.get(match.group(1).upper()) if match else None
    if match is None or color is None:
        raise InvalidBoard(
            f"{token!r} is not a colour letter (B Y G R P W) and a number 1-6", where
        )
    return (color, int(match.group(2)))
