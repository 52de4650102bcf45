"""Micro Robots sections: the four 3x3 pieces, their placement codes and seeds.

A **sections code** names the section and its turn at each position NW, NE, SW, SE
(reading order), e.g. "A0B1C2D3": section A unturned at NW, B turned one quarter
turn clockwise at NE, C two quarter turns at SW, D three at SE. Each of A-D appears
once; turns are 0-3. 4! x 4^4 = 6144 codes (whole-board turns included).

Only one side of the real sections is public (which one, black or copper, is not
known); the other side has to be entered as a custom board.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from ..errors import InvalidBoard, InvalidLayout
from .board import MICRO_LETTERS, MICRO_PAIRS, MICRO_SIZE, MicroBoard

SECTION_NAMES = "ABCD"
SECTION_POSITIONS = ("NW", "NE", "SW", "SE")
_ORIGIN = ((0, 0), (3, 0), (0, 3), (3, 3))  # top-left cell of each position

# The known side, rows north to south (letter = colour, digit = number).
MICRO_SECTIONS: dict[str, tuple[str, str, str]] = {
    "A": ("R5 G6 R1", "G2 W2 Y1", "W3 G1 Y3"),
    "B": ("P1 W4 P2", "G5 W5 G3", "G4 W1 P4"),
    "C": ("P3 R6 R2", "B6 Y2 R3", "B5 Y5 R4"),
    "D": ("B2 Y6 P5", "B4 W6 P6", "B3 Y4 B1"),
}

Grid = tuple[tuple[tuple[str, int], ...], ...]


def section_grid(name: str) -> Grid:
    """Return a section as 3 rows of (colour, number), unturned."""
    return tuple(
        tuple((MICRO_LETTERS[token[0]], int(token[1])) for token in row.split())
        for row in MICRO_SECTIONS[name]
    )


def turn_grid(grid: Grid, quarter_turns: int) -> Grid:
    """Turn a 3x3 grid clockwise: (x, y) -> (2 - y, x) per quarter turn."""
    for _ in range(quarter_turns % 4):
        grid = tuple(tuple(grid[2 - x][y] for x in range(3)) for y in range(3))
    return grid


def micro_board_from_sections(code: str) -> MicroBoard:
    """Lay the known sections out as a code says (see the module docstring).

    :raise InvalidLayout: when the code is malformed.
    """
    placement = parse_sections_code(code)
    cells: list[tuple[str, int]] = [("", 0)] * (MICRO_SIZE * MICRO_SIZE)
    for (ox, oy), (name, turns) in zip(_ORIGIN, placement, strict=True):
        grid = turn_grid(section_grid(name), turns)
        for y, x in itertools.product(range(3), repeat=2):
            cells[(oy + y) * MICRO_SIZE + ox + x] = grid[y][x]
    return MicroBoard(tuple(cells))


def parse_sections_code(code: Any) -> list[tuple[str, int]]:
    """Split a code like "A0B1C2D3" into (section, quarter turns) per position."""
    if not isinstance(code, str) or len(code) != 8:
        raise InvalidLayout(
            "a sections code has 8 characters: section A-D and turns 0-3 for NW, "
            "NE, SW, SE (e.g. A0B1C2D3)",
            "sections",
        )
    placement: list[tuple[str, int]] = []
    for i, position in enumerate(SECTION_POSITIONS):
        name, turns = code[2 * i].upper(), code[2 * i + 1]
        if name not in SECTION_NAMES or turns not in "0123":
            raise InvalidLayout(
                f"{code[2 * i : 2 * i + 2]!r} at {position} is not a section A-D "
                "and a turn 0-3",
                "sections",
            )
        if name in (p[0] for p in placement):
            raise InvalidLayout(f"section {name} appears twice", "sections")
        placement.append((name, int(turns)))
    return placement


def enumerate_sections_codes() -> list[str]:
    """List all 6144 section codes, sorted."""
    return sorted(
        "".join(f"{name}{turn}" for name, turn in zip(order, turns, strict=True))
        for order in itertools.permutations(SECTION_NAMES)
        for turns in itertools.product("0123", repeat=4)
    )


def micro_board_from_seed(seed: Any, *, mode: str = "sections") -> MicroBoard:
    """Build a board with `random.Random(seed)` (deterministic for a given seed).

    `mode="sections"`: a random placement of the known sections; `mode="random"`:
    any valid board (every colour-number pair once, in random cells).
    """
    if isinstance(seed, bool) or not isinstance(seed, int | str):
        raise InvalidBoard("a seed must be an integer or a string", "seed")
    rng = random.Random(seed)
    if mode == "sections":
        return micro_board_from_sections(sections_code_from_rng(rng))
    if mode == "random":
        pairs = list(MICRO_PAIRS)
        rng.shuffle(pairs)
        return MicroBoard(tuple(pairs))
    raise InvalidBoard(f"mode must be 'sections' or 'random', not {mode!r}", "mode")


def sections_code_from_rng(rng: random.Random) -> str:
    """Draw a random sections code."""
    order = rng.sample(SECTION_NAMES, 4)
    return "".join(f"{name}{rng.randrange(4)}" for name in order)
