"""Ratings for the trainer: Glicko-2, difficulty offsets, performance, first ratings.

`glicko2` (the paper's arithmetic plus the trainer's bounds), `levels` (difficulty
offsets, Lichess's performance figure), `prior` (a puzzle's first rating from its
features; the model is `data/prior.json`, refitted by `fit_prior`), `reach` (the
optimal moves whose first ratings reach a rating: what a band's refill generates).
The research around them (does a rating converge, rated puzzles of known weights,
the prior's refit from solved puzzles) is in `service.tools.research`.
"""

from __future__ import annotations

from .glicko2 import (
    NEW_PLAYER,
    PAPER,
    TRAINER,
    Config,
    Rating,
    expected_score,
    rate,
    rate_attempt,
)
from .levels import OFFSETS, Difficulty, performance, target_rating
from .prior import PRIOR_RD, Fit, PriorModel, fit_prior, fit_scale, fit_weights

__all__ = [
    "NEW_PLAYER",
    "OFFSETS",
    "PAPER",
    "PRIOR_RD",
    "TRAINER",
    "Config",
    "Difficulty",
    "Fit",
    "PriorModel",
    "Rating",
    "expected_score",
    "fit_prior",
    "fit_scale",
    "fit_weights",
    "performance",
    "rate",
    "rate_attempt",
    "target_rating",
]
