"""Themes of library puzzles, derived from their features (docs/puzzle-library.md)."""

from __future__ import annotations

from typing import Any

THEMES: dict[str, str] = {
    "one-robot": "only the target robot moves",
    "helper": "exactly one other robot moves first to help",
    "many-helpers": "two or more other robots move",
    "switchback": "the moving robot changes three or more times",
    "black-robot": "the black robot is on the board",
    "vortex": "any robot may finish on the target (the vortex)",
    "diagonal": "the solution bounces off a diagonal barrier",
}
"""Each theme and what it means; the thresholds are in `themes_of`."""


def themes_of(features: dict[str, Any], black_robot: bool, vortex: bool) -> list[str]:
    """Return a puzzle's themes, sorted, from its features."""
    found = set()
    helpers = features["robots_moved"] - 1
    if helpers == 0:
        found.add("one-robot")
    elif helpers == 1:
        found.add("helper")
    else:
        found.add("many-helpers")
    if features["switches"] >= 3:
        found.add("switchback")
    if black_robot:
        found.add("black-robot")
    if vortex:
        found.add("vortex")
    if features.get("diagonal_deflections", 0) > 0:
        found.add("diagonal")
    return sorted(found)
