"""A puzzle's first rating from its features."""

from __future__ import annotations

import json
import random
import statistics
from pathlib import Path
from typing import Any

import pytest

from service.game.rating.prior import (
    DEFAULT,
    PRIOR_RD,
    fit_prior,
    fit_scale,
    fit_weights,
    load_model,
    model_json,
)
from service.tools.research.simulate import Population
from service.tools.research.synthetic import (
    TRUE_MODEL,
    fit_simulated,
    synthetic_features,
)

EASY = {"optimal_moves": 4, "optimal_solutions": 8, "helpers": 0}
HARD = {
    "optimal_moves": 14,
    "optimal_solutions": 1,
    "needs_helper": True,
    "helpers": 2,
    "switchbacks": 1,
}


def test_harder_features_rate_higher() -> None:
    """More moves, a needed helper, a unique solution: a higher first rating."""
    easy, hard = DEFAULT.rating(EASY), DEFAULT.rating(HARD)
    assert easy.rating < 1500 < hard.rating
    assert easy.rd == hard.rd == PRIOR_RD


def test_fit_scale_centres_the_sample() -> None:
    """The fitted sample has mean 1500 and sd 300."""
    sample = [{"optimal_moves": m} for m in (3, 5, 7, 9, 11)]
    model = fit_scale(sample)
    ratings = [model.rating(f).rating for f in sample]
    assert sum(ratings) / len(ratings) == pytest.approx(1500)
    assert ratings[-1] - ratings[0] == pytest.approx(300 * 8 / (8**0.5))
    with pytest.raises(ValueError):
        fit_scale([{"optimal_moves": 5}])


def test_fit_weights_recovers_a_linear_rule() -> None:
    """Ratings that are 100 per move plus 200 per helper give those weights back."""
    samples = []
    for moves in range(3, 15):
        for helpers in range(3):
            features = {
                "optimal_moves": moves,
                "helpers": helpers,
                "optimal_solutions": 1 + (moves * helpers) % 5,
                "switchbacks": (moves + helpers) % 3,
                "needs_helper": helpers > 0 and moves % 2 == 0,
                "diagonal_deflections": moves % 4,
            }
            samples.append((features, 700 + 100 * moves + 200 * helpers))
    model = fit_weights(samples)
    assert model.weights["optimal_moves"] == pytest.approx(100, abs=1e-6)
    assert model.weights["helpers"] == pytest.approx(200, abs=1e-6)
    assert model.rating(samples[5][0]).rating == pytest.approx(samples[5][1])


def noisy_sample(
    count: int, noise: float, seed: int
) -> list[tuple[dict[str, Any], float]]:
    """Return synthetic puzzles rated by TRUE_MODEL plus a normal error."""
    rng = random.Random(seed)
    features = [synthetic_features(rng) for _ in range(count)]
    return [(f, TRUE_MODEL.rating(f).rating + rng.gauss(0, noise)) for f in features]


def test_fit_prior_recovers_known_weights_within_their_errors() -> None:
    """Ratings from known weights plus noise give those weights back (4 errors),
    the noise as the residual spread, and R squared as the share explained."""
    fit = fit_prior(noisy_sample(3000, 100.0, seed=3))
    assert fit.n == 3000 and not fit.kept
    for name, weight in TRUE_MODEL.weights.items():
        error = fit.standard_errors[name]
        assert 0 < error < 20
        assert abs(fit.model.weights[name] - weight) < 4 * error, name
    assert fit.residual_sd == pytest.approx(100, rel=0.08)
    ratings = [r for _, r in noisy_sample(3000, 100.0, seed=3)]
    spread = statistics.pvariance(ratings)
    assert fit.r2 == pytest.approx(1 - fit.residual_sd**2 / spread, abs=0.01)
    assert fit.model.centre == pytest.approx(TRUE_MODEL.centre, abs=30)


def test_a_feature_that_does_not_vary_keeps_its_weight() -> None:
    """Without diagonal puzzles the diagonal weight cannot be fitted: it stays."""
    sample = [
        ({**f, "diagonal_deflections": 0}, r) for f, r in noisy_sample(400, 50.0, 4)
    ]
    fit = fit_prior(sample)
    assert fit.kept == ("diagonal_deflections",)
    kept = fit.model.weights["diagonal_deflections"]
    assert kept == pytest.approx(
        DEFAULT.weights["diagonal_deflections"] * DEFAULT.scale
    )
    assert "diagonal_deflections" not in fit.standard_errors
    assert fit.model.weights["optimal_moves"] == pytest.approx(80, abs=8)


def test_too_few_puzzles_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 9"):
        fit_prior(noisy_sample(8, 10.0, seed=5))


def test_settled_ratings_of_a_simulated_population_give_the_weights_back() -> None:
    """Glicko-2 ratings after 30 attempts each, from the shipped prior's first
    ratings: the fit finds each true weight within a tenth (the first ratings
    still pull a little) plus three standard errors, and explains most of the
    spread."""
    population = Population(players=300, library=400, burn_in=15)
    fit = fit_simulated(500, population, noise=100.0, seed=2)
    for name, weight in TRUE_MODEL.weights.items():
        bias, error = 0.1 * abs(weight), fit.standard_errors[name]
        assert abs(fit.model.weights[name] - weight) < bias + 3 * error, name
    assert fit.standard_errors["optimal_moves"] < 4
    assert fit.r2 > 0.7


def test_the_model_file_round_trips(tmp_path: Path) -> None:
    """What --write stores is what the core reads back; the shipped file is DEFAULT."""
    fit = fit_prior(noisy_sample(200, 50.0, seed=6))
    path = tmp_path / "prior.json"
    path.write_text(model_json(fit.model, fit.summary()))
    loaded = load_model(path)
    for name, weight in fit.model.weights.items():
        assert loaded.weights[name] == pytest.approx(weight, abs=1e-4)
    assert loaded.centre == pytest.approx(fit.model.centre, abs=1e-4)
    assert json.loads(path.read_text())["fit"]["n"] == 200
    assert load_model() == DEFAULT
