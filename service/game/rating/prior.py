"""A puzzle's first rating, from its features, before anyone has attempted it.

raw = sum of WEIGHTS[feature] x value (booleans count 1), then
rating = 1500 + scale x (raw - centre), with RD 350 (wide: attempts correct it fast,
see docs/ratings.md). The weights say what makes a puzzle hard to a person: each
optimal move, needing a helper, each helper robot, each switchback, a unique solution,
each diagonal deflection; many optimal solutions make it easier (log2 of the count).
`centre` and `scale` are fitted on the solver-derived features of random puzzles
(`python -m service.game.rating.fitprior`: classic 1999 layouts, 4 robots, rule off),
so that their first ratings have mean 1500 and sd PRIOR_SPREAD. Once puzzles have
enough rated attempts, `fit_weights` refits the weights on their ratings by least
squares (the storage layer decides when).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

import numpy as np

from .glicko2 import NEW_PLAYER, Rating

PRIOR_RD: Final = 350.0
"""A new puzzle's RD: wide, so the first attempts move it a lot."""
PRIOR_SPREAD: Final = 300.0
"""The sd of first ratings over random puzzles (a little under the players' 350)."""

WEIGHTS: Final[dict[str, float]] = {
    "optimal_moves": 1.0,
    "needs_helper": 1.5,
    "helpers": 0.5,
    "switchbacks": 0.75,
    "unique": 1.0,
    "log2_solutions": -0.5,
    "diagonal_deflections": 0.25,
}
"""Hand-set weights, in optimal-move units (a helper needed is worth 1.5 moves)."""


@dataclass(frozen=True, slots=True)
class PriorModel:
    """Weights over features, and the centre and scale that map raw to rating."""

    weights: Mapping[str, float] = field(default_factory=lambda: dict(WEIGHTS))
    centre: float = 7.52
    scale: float = 107.8

    def raw(self, features: Mapping[str, Any]) -> float:
        """Return the weighted sum of a puzzle's feature values."""
        values = feature_values(features)
        return sum(w * values[name] for name, w in self.weights.items())

    def rating(self, features: Mapping[str, Any]) -> Rating:
        """Return a new puzzle's first rating."""
        value = 1500.0 + self.scale * (self.raw(features) - self.centre)
        return Rating(value, PRIOR_RD, NEW_PLAYER.volatility)


DEFAULT: Final = PriorModel()
"""The shipped model (centre and scale: `python -m service.game.rating.fitprior`)."""


def feature_values(features: Mapping[str, Any]) -> dict[str, float]:
    """Return the model's inputs from a `Features.to_json()` mapping."""
    solutions = max(int(features.get("optimal_solutions") or 1), 1)
    return {
        "optimal_moves": float(features["optimal_moves"]),
        "needs_helper": float(bool(features.get("needs_helper"))),
        "helpers": float(features.get("helpers") or 0),
        "switchbacks": float(features.get("switchbacks") or 0),
        "unique": float(solutions == 1),
        "log2_solutions": math.log2(solutions),
        "diagonal_deflections": float(features.get("diagonal_deflections") or 0),
    }


def fit_scale(
    sample: Sequence[Mapping[str, Any]], weights: Mapping[str, float] = WEIGHTS
) -> PriorModel:
    """Fit centre and scale so the sample's first ratings have mean 1500, sd 300.

    :raise ValueError: with fewer than two puzzles or all raw scores equal.
    """
    raws = [PriorModel(weights).raw(f) for f in sample]
    if len(raws) < 2 or statistics.pstdev(raws) == 0:
        raise ValueError("need at least two puzzles of different raw scores")
    centre = statistics.fmean(raws)
    return PriorModel(dict(weights), centre, PRIOR_SPREAD / statistics.pstdev(raws))


def fit_weights(samples: Sequence[tuple[Mapping[str, Any], float]]) -> PriorModel:
    """Refit the model on (features, settled rating) pairs by least squares.

    The intercept becomes the centre (scale 1: weights are then in rating points).

    :raise ValueError: with fewer puzzles than weights plus one.
    """
    names = list(WEIGHTS)
    if len(samples) <= len(names):
        raise ValueError(f"need more than {len(names)} rated puzzles")
    x = np.array([[feature_values(f)[n] for n in names] + [1.0] for f, _ in samples])
    y = np.array([rating - 1500.0 for _, rating in samples])
    coefficients, *_ = np.linalg.lstsq(x, y, rcond=None)
    weights = {n: float(c) for n, c in zip(names, coefficients[:-1], strict=True)}
    return PriorModel(weights, -float(coefficients[-1]), 1.0)
