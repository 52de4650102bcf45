"""Themes: named kinds of puzzle, each a threshold on one feature.

The table `THEMES` is the reference (docs/puzzle-library.md, "Features and themes",
shows it): a puzzle has a theme when its feature compares to the threshold as said.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ..micro.puzzle import MicroFeatures
    from .compute import Features


@dataclass(frozen=True, slots=True)
class Theme:
    """A theme: the feature it reads, a comparison and a threshold."""

    name: str
    feature: str
    compare: str  # one of ==, >=, <=
    threshold: int
    description: str
    requires: str | None = None  # a boolean feature that must also hold


_COMPARE: Final[dict[str, Callable[[int, int], bool]]] = {
    "==": operator.eq,
    ">=": operator.ge,
    "<=": operator.le,
}

THEMES: Final[tuple[Theme, ...]] = (
    Theme("one-robot", "robots_moved", "==", 1, "only the finishing robot moves"),
    Theme(
        "helper", "needs_helper", "==", 1, "the finishing robot alone needs more moves"
    ),
    Theme("many-helpers", "helpers", ">=", 2, "two or more other robots move"),
    Theme(
        "unique-solution",
        "optimal_solutions",
        "==",
        1,
        "one optimal move sequence",
        requires="solutions_exact",
    ),
    Theme(
        "switchback", "switchbacks", ">=", 1, "a robot moves, waits, and moves again"
    ),
    Theme("diagonal", "diagonal_deflections", ">=", 1, "a diagonal turns a robot"),
    Theme("black-robot", "black_moves", ">=", 1, "the black robot moves"),
    Theme("vortex", "vortex", "==", 1, "the target takes any robot"),
    Theme(
        "ricochet-detour",
        "ricochet_rule_adds",
        ">=",
        1,
        "the ricochet rule is on and costs moves",
        requires="ricochet_rule",
    ),
    Theme("long", "optimal_moves", ">=", 15, "fifteen moves or more"),
)
"""Every theme and its threshold."""

THEME_NAMES: Final = frozenset(theme.name for theme in THEMES)


def themes_of(features: Features | MicroFeatures) -> list[str]:
    """Return the names of the themes a puzzle's features meet, in table order.

    A feature that is unknown (None), or that the puzzle's kind lacks (a Micro
    Robots puzzle has no helpers), meets no threshold.
    """
    found = []
    for theme in THEMES:
        if theme.requires is not None and not getattr(features, theme.requires, 0):
            continue
        value = getattr(features, theme.feature, None)
        if value is not None and _COMPARE[theme.compare](int(value), theme.threshold):
            found.append(theme.name)
    return found
