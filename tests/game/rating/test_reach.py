"""Which optimal moves reach a first rating: what a refill generates."""

from __future__ import annotations

import random

import pytest

from service.game.rating.prior import DEFAULT
from service.game.rating.reach import (
    Shape,
    moves_for,
    overall_range,
    rating_range,
    reaching,
    typical_rating,
)
from service.tools.research.synthetic import synthetic_features

CLASSIC = Shape(robots=4, diagonals=False)


def test_every_possible_puzzle_rates_within_its_range() -> None:
    """Random feature sets of each optimum rate inside that optimum's range."""
    rng = random.Random(1)
    for _ in range(2000):
        features = synthetic_features(rng)
        moves = features["optimal_moves"]
        features["helpers"] = min(features["helpers"], moves - 1)
        features["switchbacks"] = min(features["switchbacks"], (moves - 1) // 2)
        low, high = rating_range(moves, Shape()) or (0, 0)
        assert low - 1e-9 <= DEFAULT.rating(features).rating <= high + 1e-9


def test_ranges_climb_with_the_optimum() -> None:
    spans = [rating_range(m, CLASSIC) for m in range(1, 21)]
    assert all(s is not None for s in spans)
    lows = [s[0] for s in spans if s]
    assert lows == sorted(lows)
    assert typical_rating(8) < typical_rating(9)


def test_a_rating_beyond_every_puzzle_is_unreachable() -> None:
    low, high = overall_range(CLASSIC, 20) or (0, 0)
    assert moves_for(high + 200, CLASSIC, 20, margin=100) is None
    assert moves_for(low - 200, CLASSIC, 20, margin=100) is None
    assert moves_for(1500, CLASSIC, 20, margin=100) is not None


def test_the_band_generated_is_where_typical_puzzles_rate() -> None:
    """The chosen optima surround the one whose typical puzzle is nearest."""
    for rating in (900.0, 1500.0, 2100.0):
        band = moves_for(rating, CLASSIC, 20, margin=100)
        assert band is not None and band[1] - band[0] <= 2
        nearest = min(range(1, 21), key=lambda m: abs(typical_rating(m) - rating))
        assert band[0] <= nearest <= band[1]
        assert set(range(band[0], band[1] + 1)) <= set(
            reaching(rating, CLASSIC, 20, 100)
        )


@pytest.mark.parametrize(
    ("theme", "narrower"),
    [("one-robot", "high"), ("long", "low"), ("unique-solution", "low")],
)
def test_a_theme_narrows_the_reach(theme: str, narrower: str) -> None:
    plain = overall_range(CLASSIC, 20)
    themed = overall_range(Shape(robots=4, diagonals=False, theme=theme), 20)
    assert plain is not None and themed is not None
    if narrower == "high":
        assert themed[1] < plain[1]
    else:
        assert themed[0] > plain[0]
