"""A puzzle's first rating from its features."""

from __future__ import annotations

import pytest

from service.game.rating.prior import DEFAULT, PRIOR_RD, fit_scale, fit_weights

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
