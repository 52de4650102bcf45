"""An independent Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013),
written apart from service.game.rating to replay the service's arithmetic."""

from __future__ import annotations

import math

SCALE = 173.7178


def update(
    r: float,
    rd: float,
    vol: float,
    opp_r: float,
    opp_rd: float,
    score: float,
    tau: float = 0.75,
) -> tuple[float, float, float]:
    """Return (rating, rd, volatility) after one game, steps 2 to 8 of the paper."""
    mu, phi = (r - 1500) / SCALE, rd / SCALE
    mu_j, phi_j = (opp_r - 1500) / SCALE, opp_rd / SCALE
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    e = 1 / (1 + math.exp(-g * (mu - mu_j)))
    v = 1 / (g**2 * e * (1 - e))
    delta = v * g * (score - e)
    a = math.log(vol**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (
            ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2)
            - (x - a) / tau**2
        )

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > 1e-6:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    new_vol = math.exp(big_a / 2)
    phi_star = math.sqrt(phi**2 + new_vol**2)
    new_phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    new_mu = mu + new_phi**2 * g * (score - e)
    return 1500 + SCALE * new_mu, SCALE * new_phi, new_vol


def bounded(r: float, rd: float, vol: float) -> tuple[float, float, float]:
    """Apply the trainer's bounds: RD in [45, 500], volatility at most 0.1."""
    return r, min(max(rd, 45.0), 500.0), min(vol, 0.1)


def test_the_reference_reproduces_glickmans_example() -> None:
    """Glickman's example, played as one period of three games needs the batch
    form; one game against the first opponent checks the single-game steps."""
    r, rd, vol = update(1500, 200, 0.06, 1400, 30, 1, tau=0.5)
    assert 1560 < r < 1565 and rd < 200 and abs(vol - 0.06) < 1e-3
