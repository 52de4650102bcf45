"""Difficulty offsets and the performance figure."""

from __future__ import annotations

import pytest

from service.game.rating.levels import OFFSETS, Difficulty, performance, target_rating


def test_offsets_are_lichess() -> None:
    """easiest -600 ... hardest +600."""
    assert [OFFSETS[d] for d in Difficulty] == [-600, -300, 0, 300, 600]


def test_target_rating() -> None:
    """The next puzzle's rating is the player's plus the offset."""
    assert target_rating(1500, "harder") == 1800
    with pytest.raises(ValueError):
        target_rating(1500, "impossible")


def test_performance() -> None:
    """Mean puzzle rating - 500 + 1000 x win rate."""
    assert performance([1400, 1600], 1) == 1500
    assert performance([1500], 1) == 2000
    assert performance([1500, 1500, 1500, 1500], 0) == 1000
    assert performance([], 0) is None
    with pytest.raises(ValueError):
        performance([1500], 2)
