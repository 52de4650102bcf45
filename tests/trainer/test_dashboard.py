"""The dashboard's weakest and strongest themes: named only when the attempts tell."""

from __future__ import annotations

from typing import Any

from service.trainer.stats import MIN_THEME_ATTEMPTS, extremes


def theme(name: str, attempts: int, performance: float) -> dict[str, Any]:
    """Return a dashboard row."""
    return {"theme": name, "attempts": attempts, "wins": 0, "performance": performance}


def test_themes_tied_in_performance_are_neither_weakest_nor_strongest() -> None:
    tied = [theme("helper", 8, 1400.0), theme("switchback", 8, 1400.0)]
    assert extremes(tied) == (None, None)
    three = [*tied, theme("long", 8, 1700.0)]
    assert extremes(three) == (None, "long")  # a tie at the bottom names none


def test_three_attempts_are_too_few_to_tell() -> None:
    few = [theme("helper", 3, 1200.0), theme("switchback", 3, 1800.0)]
    assert extremes(few) == (None, None)
    enough = MIN_THEME_ATTEMPTS
    told = [theme("helper", enough, 1200.0), theme("switchback", enough, 1800.0)]
    assert extremes(told) == ("helper", "switchback")


def test_one_theme_alone_is_not_ranked_against_nothing() -> None:
    assert extremes([theme("helper", 20, 1200.0)]) == (None, None)
