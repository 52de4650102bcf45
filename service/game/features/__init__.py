"""Puzzle features and themes: what the solver can tell about a solved puzzle.

`puzzle_features(puzzle, optimum, solution)` (in `compute`) returns `Features`:
read off the solution (`replay`), the finishing robot alone (`solo`), the number of
distinct optimal solutions (`solutions`) and what the ricochet rule adds; `themes_of`
names the themes they meet, by the thresholds of `themes.THEMES`.
"""

from __future__ import annotations

from .compute import Features, puzzle_features
from .solutions import SOLUTIONS_CAP, SolutionCount, count_solutions
from .themes import THEME_NAMES, THEMES, Theme, themes_of

__all__ = [
    "SOLUTIONS_CAP",
    "THEMES",
    "THEME_NAMES",
    "Features",
    "SolutionCount",
    "Theme",
    "count_solutions",
    "puzzle_features",
    "themes_of",
]
