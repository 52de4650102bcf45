"""A puzzle's first rating, from its features, before anyone has attempted it.

raw = sum of WEIGHTS[feature] x value (booleans count 1), then
rating = 1500 + scale x (raw - centre), with RD 350 (wide: attempts correct it fast,
see docs/ratings.md). The weights say what makes a puzzle hard to a person: each
optimal move, needing a helper, each helper robot, each switchback, a unique solution,
each diagonal deflection; many optimal solutions make it easier (log2 of the count).
`centre` and `scale` are fitted on the solver-derived features of random puzzles
(`python -m service.tools.research.fitprior`: classic 1999 layouts, 4 robots, rule off),
so that their first ratings have mean 1500 and sd PRIOR_SPREAD. Once puzzles have
enough rated attempts, `fit_prior` refits the weights on their ratings by least
squares (`ricochet trainer fit-prior`). The model in use is the data file
`service/game/data/prior.json` (weights, centre, scale and the fit that made them),
versioned with the code: a refit is a reviewed change, and every process reads the
same model.
"""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
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


MODEL_FILE: Final = "prior.json"
"""The model in use, in `service/game/data/` (written by `ricochet trainer fit-prior
--write`)."""


def load_model(path: Path | None = None) -> PriorModel:
    """Read a model from a JSON file (the shipped one by default)."""
    if path is None:
        text = (resources.files("service.game") / "data" / MODEL_FILE).read_text()
    else:
        text = path.read_text()
    data = json.loads(text)
    return PriorModel(dict(data["weights"]), data["centre"], data["scale"])


def model_json(model: PriorModel, fit: Mapping[str, Any] | None) -> str:
    """Return a model, and what it was fitted on, as the data file holds it."""
    data = {
        "weights": {name: round(w, 4) for name, w in model.weights.items()},
        "centre": round(model.centre, 4),
        "scale": round(model.scale, 4),
        "fit": fit,
    }
    return json.dumps(data, indent=2) + "\n"


DEFAULT: Final = load_model()
"""The model in use (`service/game/data/prior.json`)."""


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


@dataclass(frozen=True, slots=True)
class Fit:
    """A least-squares fit of the weights and how well it explains the ratings."""

    model: PriorModel
    n: int
    r2: float
    residual_sd: float
    """The sd of rating - fitted rating (rating points)."""
    standard_errors: Mapping[str, float]
    kept: tuple[str, ...] = ()
    """Features without variation in the sample: their weight is kept, not fitted."""

    def summary(self) -> dict[str, Any]:
        """Return the fit's figures as the data file records them."""
        return {
            "n": self.n,
            "r2": round(self.r2, 4),
            "residual_sd": round(self.residual_sd, 1),
            "standard_errors": {
                k: round(v, 2) for k, v in self.standard_errors.items()
            },
            "kept": list(self.kept),
        }


def fit_prior(
    samples: Sequence[tuple[Mapping[str, Any], float]],
    current: PriorModel | None = None,
) -> Fit:
    """Refit the weights on (features, settled rating) pairs by least squares.

    The intercept becomes the centre (scale 1: weights are then in rating points).
    A feature that does not vary in the sample cannot be fitted: it keeps its
    weight in `current` (converted to rating points).

    :raise ValueError: with fewer puzzles than weights plus two.
    """
    current = current or DEFAULT
    names = list(WEIGHTS)
    if len(samples) < len(names) + 2:
        raise ValueError(f"need at least {len(names) + 2} rated puzzles")
    x = np.array([[feature_values(f)[n] for n in names] for f, _ in samples])
    y = np.array([rating - 1500.0 for _, rating in samples])
    varies = [bool(np.ptp(x[:, i]) > 0) for i in range(len(names))]
    kept = tuple(n for n, v in zip(names, varies, strict=True) if not v)
    fixed = {n: current.weights.get(n, 0.0) * current.scale for n in kept}
    fitted = [n for n in names if n not in fixed]
    offset = sum(fixed[n] * x[:, names.index(n)] for n in kept) if kept else 0.0
    design = np.column_stack([x[:, names.index(n)] for n in fitted] + [np.ones(len(y))])
    coefficients, *_ = np.linalg.lstsq(design, y - offset, rcond=None)
    residuals = y - offset - design @ coefficients
    dof = max(1, len(y) - design.shape[1])
    sigma2 = float(residuals @ residuals) / dof
    errors = np.sqrt(np.diag(np.linalg.pinv(design.T @ design)) * sigma2)
    total = float(((y - y.mean()) ** 2).sum())
    weights = {n: float(c) for n, c in zip(fitted, coefficients[:-1], strict=True)}
    return Fit(
        PriorModel(
            {n: {**weights, **fixed}[n] for n in names}, -float(coefficients[-1]), 1.0
        ),
        len(y),
        1.0 - float(residuals @ residuals) / total if total else 0.0,
        math.sqrt(float(residuals @ residuals) / len(y)),
        {n: float(e) for n, e in zip(fitted, errors[:-1], strict=True)},
        kept,
    )


def fit_weights(samples: Sequence[tuple[Mapping[str, Any], float]]) -> PriorModel:
    """Refit the model on (features, settled rating) pairs (`fit_prior`'s model)."""
    return fit_prior(samples).model
