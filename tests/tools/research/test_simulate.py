"""The rating simulation: puzzle ratings approach the truth as attempts accumulate."""

from __future__ import annotations

from service.tools.research.simulate import (
    Population,
    markdown,
    simulate,
    win_probability,
)

SMALL = Population(
    players=120, puzzles=60, library=200, attempts_per_puzzle=30, burn_in=15
)


def test_errors_shrink_with_attempts() -> None:
    """After 30 attempts the median error is well below the flat start's."""
    curve = simulate(SMALL, seed=1)
    assert len(curve) == 31
    assert curve[30].median_error < curve[0].median_error / 2
    assert curve[30].mean_rd < curve[0].mean_rd


def test_seeded() -> None:
    """A seed gives the same curve."""
    assert simulate(SMALL, seed=2) == simulate(SMALL, seed=2)


def test_win_probability() -> None:
    """Equal strength is a coin flip; stronger players win more."""
    assert win_probability(1500, 1500) == 0.5
    assert win_probability(1800, 1500) > 0.8


def test_markdown_has_a_row_per_shown_count() -> None:
    """The table lists the attempt counts it knows."""
    table = markdown({"flat": simulate(SMALL, seed=1)})
    assert "| 30 |" in table and "| 40 |" not in table
