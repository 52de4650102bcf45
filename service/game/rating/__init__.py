"""Ratings for the trainer: Glicko-2, difficulty offsets, performance, first ratings.

`glicko2` (the paper's arithmetic plus the trainer's bounds), `levels` (difficulty
offsets, Lichess's performance figure), `prior` (a puzzle's first rating from its
features) and `simulate` (does a rating converge? `python -m
service.game.rating.simulate` prints the table in docs/ratings.md).
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
from .prior import PRIOR_RD, PriorModel, fit_scale, fit_weights

__all__ = [
    "NEW_PLAYER",
    "OFFSETS",
    "PAPER",
    "PRIOR_RD",
    "TRAINER",
    "Config",
    "Difficulty",
    "PriorModel",
    "Rating",
    "expected_score",
    "fit_scale",
    "fit_weights",
    "performance",
    "rate",
    "rate_attempt",
    "target_rating",
]
