"""Glicko-2: Glickman's worked example and the trainer's bounds."""

from __future__ import annotations

import math

import pytest

from service.game.rating.glicko2 import (
    NEW_PLAYER,
    PAPER,
    SCALE,
    TRAINER,
    Config,
    Rating,
    expected_score,
    new_volatility,
    rate,
    rate_attempt,
)

PLAYER = Rating(1500.0, 200.0, 0.06)
OPPONENTS = [
    (Rating(1400.0, 30.0, 0.06), 1.0),
    (Rating(1550.0, 100.0, 0.06), 0.0),
    (Rating(1700.0, 300.0, 0.06), 0.0),
]


def test_paper_example() -> None:
    """The paper's result: r' = 1464.06, RD' = 151.52, sigma' = 0.05999."""
    after = rate(PLAYER, OPPONENTS, PAPER)
    # The paper rounds mu' to -0.2069 before converting; exact arithmetic gives
    # 1464.0507, so the rating is held to the paper's mu' and to 0.01 of 1464.06.
    assert round(after.mu, 4) == -0.2069
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert round(after.phi, 4) == 0.8722
    assert round(after.rd, 2) == 151.52
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_paper_intermediate_volatility() -> None:
    """Step 5 on the paper's v and delta converges to its sigma' = 0.05999."""
    sigma = new_volatility(200 / SCALE, 0.06, 1.7785, -0.4834, PAPER)
    assert sigma == pytest.approx(0.05999, abs=1e-5)


def test_a_win_raises_the_player_and_lowers_the_puzzle() -> None:
    """A rated win moves the two sides apart; a loss the other way."""
    puzzle = Rating(1500.0, 350.0, 0.09)
    player, beaten = rate_attempt(NEW_PLAYER, puzzle, True)
    assert player.rating > 1500 > beaten.rating
    player, winner = rate_attempt(NEW_PLAYER, puzzle, False)
    assert player.rating < 1500 < winner.rating


def test_rd_never_below_the_floor() -> None:
    """Many expected results shrink the RD to 45 and no further."""
    player, puzzle = Rating(1500.0, 60.0, 0.01), Rating(1500.0, 45.0, 0.01)
    unbounded = player
    for i in range(400):
        player, _ = rate_attempt(player, puzzle, i % 2 == 0)
        unbounded = rate(unbounded, [(puzzle, float(i % 2 == 0))], PAPER)
    assert unbounded.rd < TRAINER.min_rd  # the floor does something
    assert player.rd == TRAINER.min_rd


def test_volatility_capped() -> None:
    """Twenty upsets in one period cannot push the volatility past 0.1."""
    player, strong = Rating(1500.0, 45.0, 0.09), Rating(2500.0, 45.0, 0.06)
    uncapped = rate(player, [(strong, 1.0)] * 20, Config(max_volatility=math.inf))
    capped = rate(player, [(strong, 1.0)] * 20)
    assert uncapped.volatility > 1.0  # the cap does something
    assert capped.volatility == TRAINER.max_volatility
    assert capped.rating < uncapped.rating  # ...to the rating too (step 6 used it)


def test_one_period_per_attempt_keeps_volatility_below_the_cap() -> None:
    """Single upsets, one per period, stay under 0.1 for a long run."""
    player = Rating(1500.0, 45.0, 0.09)
    for i in range(50):
        player = rate(player, [(Rating(1600.0 + 50 * i, 45.0, 0.06), 1.0)])
        assert player.volatility <= TRAINER.max_volatility


def test_rd_at_most_the_ceiling() -> None:
    """A period without results grows the RD, never past 500."""
    bounded = unbounded = Rating(1500.0, 480.0, 0.1)
    for _ in range(200):
        bounded, unbounded = rate(bounded, []), rate(unbounded, [], PAPER)
    assert unbounded.rd > TRAINER.max_rd
    assert bounded.rd == TRAINER.max_rd


def test_expected_score() -> None:
    """Equal ratings give 0.5; 400 points up give about 0.9 with RD 0."""
    a = Rating(1500.0, 0.0, 0.06)
    assert expected_score(a, a) == 0.5
    strong = Rating(1900.0, 0.0, 0.06)
    assert expected_score(strong, a) == pytest.approx(1 / (1 + math.exp(-400 / SCALE)))
