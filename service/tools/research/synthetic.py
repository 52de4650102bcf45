"""Synthetic rated puzzles, to show that the prior's fit recovers what made them.

Puzzles get random features (drawn roughly as the library's are: 2 to 20 optimal
moves, a helper needed a third of the time, a few optimal solutions), a true rating
from a known model (`TRUE_MODEL`, in rating points) plus an error of sd `noise`
(what the features cannot tell), and then the simulated population of
`simulate.settle` attempts them from the shipped prior's first ratings. A fit of
the settled ratings should give back TRUE_MODEL's weights, within their errors.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

from service.game.rating.prior import DEFAULT, PRIOR_RD, PriorModel, fit_prior
from service.game.rating.prior import Fit as Fit
from service.tools.research.simulate import Population, settle

TRUE_MODEL: Final = PriorModel(
    {
        "optimal_moves": 80.0,
        "needs_helper": 150.0,
        "helpers": 60.0,
        "switchbacks": 90.0,
        "unique": 100.0,
        "log2_solutions": -50.0,
        "diagonal_deflections": 30.0,
    },
    centre=820.0,
    scale=1.0,
)
"""The known model the synthetic puzzles' true ratings come from (scale 1)."""


def synthetic_features(rng: random.Random) -> dict[str, Any]:
    """Return one random puzzle's features, as `Features.to_json()` names them."""
    moves = min(20, max(2, round(rng.gauss(9, 3.5))))
    helper = moves >= 3 and rng.random() < 0.35
    return {
        "optimal_moves": moves,
        "needs_helper": helper,
        "helpers": rng.choice((1, 1, 2, 3)) if helper else rng.choice((0, 0, 0, 1)),
        "switchbacks": rng.choice((0, 0, 0, 1, 1, 2)),
        "optimal_solutions": rng.choice((1, 1, 2, 3, 4, 6, 8, 16)),
        "diagonal_deflections": rng.choice((0, 0, 0, 0, 1, 2)),
    }


def rated_sample(
    count: int,
    population: Population,
    *,
    truth: PriorModel = TRUE_MODEL,
    noise: float = 120.0,
    seed: int = 0,
) -> list[tuple[Mapping[str, Any], float]]:
    """Return (features, settled rating) of `count` puzzles played by a population."""
    rng = random.Random(seed)
    features = [synthetic_features(rng) for _ in range(count)]
    truths = [truth.rating(f).rating + rng.gauss(0.0, noise) for f in features]
    first = [DEFAULT.rating(f) for f in features]
    sized = Population(
        players=population.players,
        puzzles=count,
        spread=population.spread,
        attempts_per_puzzle=population.attempts_per_puzzle,
        library=population.library,
        burn_in=population.burn_in,
        puzzle_rd=PRIOR_RD,
    )
    settled = settle(truths, first, sized, seed)
    return [(f, r.rating) for f, r in zip(features, settled, strict=True)]


def fit_simulated(
    count: int, population: Population, noise: float = 120.0, seed: int = 0
) -> Fit:
    """Fit the prior on a simulated population's settled ratings."""
    return fit_prior(rated_sample(count, population, noise=noise, seed=seed))
