"""Glicko-2 as in Glickman's "Example of the Glicko-2 system" (glicko.net, 2022).

Steps 1-8 of the paper, with the Illinois algorithm for the new volatility (step 5),
then the bounds a trainer needs: the new volatility capped (before step 6, so the
cap also limits how much the RD grows) and the RD clamped to [min_rd, max_rd].
`rate` runs one rating period over any number of results; `rate_attempt` is the
trainer's period: one rated attempt, player against puzzle, both updated
from their ratings before the attempt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

SCALE: Final = 173.7178
"""The paper's factor between the Glicko and Glicko-2 scales (400 / ln 10)."""
BASE: Final = 1500.0
"""The rating at the centre of the Glicko-2 scale (mu = 0)."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale: rating, deviation and volatility."""

    rating: float
    rd: float
    volatility: float

    @property
    def mu(self) -> float:
        """Return the rating on the Glicko-2 scale (step 2)."""
        return (self.rating - BASE) / SCALE

    @property
    def phi(self) -> float:
        """Return the deviation on the Glicko-2 scale (step 2)."""
        return self.rd / SCALE


@dataclass(frozen=True, slots=True)
class Config:
    """The system constant and the bounds applied after each period."""

    tau: float = 0.75
    min_rd: float = 45.0
    max_rd: float = 500.0
    max_volatility: float = 0.1
    epsilon: float = 1e-6


TRAINER: Final = Config()
"""The trainer's settings: tau 0.75, RD in [45, 500], volatility at most 0.1."""
PAPER: Final = Config(tau=0.5, min_rd=0.0, max_rd=math.inf, max_volatility=math.inf)
"""Glickman's worked example: tau 0.5 and no bounds."""
NEW_PLAYER: Final = Rating(1500.0, 500.0, 0.09)
"""A new player's rating (Lichess's values)."""


def g(phi: float) -> float:
    """Return the paper's g(phi): how much an opponent's uncertainty damps a result."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def expected(mu: float, mu_j: float, phi_j: float) -> float:
    """Return the paper's E(mu, mu_j, phi_j): the expected score against j."""
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """Return the chance that a player beats an opponent (Glicko-2 expected score)."""
    return expected(player.mu, opponent.mu, opponent.phi)


def rate(
    player: Rating, results: Sequence[tuple[Rating, float]], config: Config = TRAINER
) -> Rating:
    """Return a player's rating after one period of (opponent, score) results.

    Scores are 1 for a win, 0 for a loss, 0.5 for a draw. With no results only
    the deviation grows (step 6 alone), as the paper says.
    """
    mu, phi, sigma = player.mu, player.phi, player.volatility
    if not results:
        return _bounded(mu, math.sqrt(phi * phi + sigma * sigma), sigma, config)
    v_inverse, total = 0.0, 0.0
    for opponent, score in results:
        g_j = g(opponent.phi)
        e_j = expected(mu, opponent.mu, opponent.phi)
        v_inverse += g_j * g_j * e_j * (1.0 - e_j)
        total += g_j * (score - e_j)
    v = 1.0 / v_inverse  # step 3
    delta = v * total  # step 4
    # step 5, capped before step 6 so that the bound limits what the RD inherits
    sigma = min(new_volatility(phi, sigma, v, delta, config), config.max_volatility)
    phi_star = math.sqrt(phi * phi + sigma * sigma)  # step 6
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)  # step 7
    return _bounded(mu + phi * phi * total, phi, sigma, config)


def rate_attempt(
    player: Rating, puzzle: Rating, won: bool, config: Config = TRAINER
) -> tuple[Rating, Rating]:
    """Return the player's and the puzzle's ratings after one rated attempt.

    The attempt is one rating period for each side; the puzzle scores the opposite.
    """
    score = 1.0 if won else 0.0
    return (
        rate(player, [(puzzle, score)], config),
        rate(puzzle, [(player, 1.0 - score)], config),
    )


def new_volatility(
    phi: float, sigma: float, v: float, delta: float, config: Config = TRAINER
) -> float:
    """Return sigma' by the Illinois algorithm (step 5 of the paper)."""
    tau, a = config.tau, math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        return top / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau)

    low = a
    if delta * delta > phi * phi + v:
        high = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    while abs(high - low) > config.epsilon:
        c = low + (low - high) * f_low / (f_high - f_low)
        f_c = f(c)
        if f_c * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2.0
        high, f_high = c, f_c
    return math.exp(low / 2.0)


def _bounded(mu: float, phi: float, sigma: float, config: Config) -> Rating:
    """Convert back to the Glicko scale (step 8) and clamp the RD."""
    rd = min(max(phi * SCALE, config.min_rd), config.max_rd)
    return Rating(mu * SCALE + BASE, rd, min(sigma, config.max_volatility))
