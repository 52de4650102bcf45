"""Micro Robots: boards, their sections and seeds, and the rules of play.

`board` holds the boards, `sections` the section layouts and seeds, `rules` the
moves, shortest routes, claim checks and dice; callers import from this package.
"""

from __future__ import annotations

from .board import (
    MICRO_COLORS,
    MICRO_NUMBERS,
    MICRO_SIZE,
    MicroBoard,
    parse_micro_board,
)
from .rules import (
    MicroVerdict,
    check_micro_path,
    micro_distances,
    micro_moves,
    micro_shortest,
    parse_micro_cell,
    roll_dice,
)
from .sections import (
    MICRO_SECTIONS,
    enumerate_sections_codes,
    micro_board_from_sections,
    micro_board_from_seed,
)

__all__ = [
    "MICRO_COLORS",
    "MICRO_NUMBERS",
    "MICRO_SECTIONS",
    "MICRO_SIZE",
    "MicroBoard",
    "MicroVerdict",
    "check_micro_path",
    "enumerate_sections_codes",
    "micro_board_from_sections",
    "micro_board_from_seed",
    "micro_distances",
    "micro_moves",
    "micro_shortest",
    "parse_micro_board",
    "parse_micro_cell",
    "roll_dice",
]
