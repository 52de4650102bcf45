"""Puzzle families: which robots are in play and whether the ricochet rule holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..geometry import CLASSIC_COLORS


@dataclass(frozen=True, slots=True)
class Family:
    """A family of puzzles: its name, robots in play and the ricochet rule."""

    name: str
    robots: tuple[str, ...]
    ricochet_rule: bool


FAMILIES: Final[dict[str, Family]] = {
    family.name: family
    for family in (
        Family("classic", CLASSIC_COLORS, False),
        Family("classic-ricochet", CLASSIC_COLORS, True),
        Family("black", (*CLASSIC_COLORS, "black"), False),
        Family("black-ricochet", (*CLASSIC_COLORS, "black"), True),
    )
}
"""The families a record is kept for (diagonal faces are a property of the layout)."""
