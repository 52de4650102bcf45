"""Every placement of a board solved: the exhaustive analysis of one target.

For a board without diagonals (up to 16x16), 1-4 robots and a target (coloured or
the vortex), ricochet rule off, `analyse_target` finds the optimum of every
placement by a breadth-first search backwards from the solved placements, in numba
kernels on every core. For a coloured target the other robots are interchangeable
obstacles, so a placement is (the target robot's cell, the set of the others'
cells); for the vortex, the set of all robots' cells. `DistanceTable` reads a saved
table back: an optimum and an optimal solution by lookup. See docs/analysis.md.
"""

from __future__ import annotations

from .checks import TargetSpec, check_analysable, resolve_target
from .model import AnalysisProgress, Distribution, Placement, TargetAnalysis
from .search import analyse_target
from .table import DistanceTable, Move

__all__ = [
    "AnalysisProgress",
    "DistanceTable",
    "Distribution",
    "Move",
    "Placement",
    "TargetAnalysis",
    "TargetSpec",
    "analyse_target",
    "check_analysable",
    "resolve_target",
]
