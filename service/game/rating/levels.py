"""Difficulty offsets for choosing the next puzzle, and Lichess's performance figure."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Final


class Difficulty(StrEnum):
    """How far above or below the player's rating the next puzzle is chosen."""

    EASIEST = "easiest"
    EASIER = "easier"
    NORMAL = "normal"
    HARDER = "harder"
    HARDEST = "hardest"


OFFSETS: Final[dict[Difficulty, int]] = {
    Difficulty.EASIEST: -600,
    Difficulty.EASIER: -300,
    Difficulty.NORMAL: 0,
    Difficulty.HARDER: 300,
    Difficulty.HARDEST: 600,
}
"""Rating offsets per difficulty (Lichess's puzzle difficulties)."""

PERFORMANCE_SPREAD: Final = 500
"""Performance = mean puzzle rating - 500 + 1000 x first-try win rate."""


def target_rating(player_rating: float, difficulty: Difficulty | str) -> float:
    """Return the rating the next puzzle should be near.

    :raise ValueError: for an unknown difficulty name.
    """
    return player_rating + OFFSETS[Difficulty(difficulty)]


def performance(puzzle_ratings: Sequence[float], wins: int) -> float | None:
    """Return Lichess's performance over rated first attempts (None with none).

    Mean puzzle rating - 500 + 1000 x win rate: all wins on 1500-rated puzzles is
    2000, all losses 1000.

    :raise ValueError: when wins is negative or exceeds the attempts.
    """
    if not 0 <= wins <= len(puzzle_ratings):
        raise ValueError("wins must be between 0 and the number of attempts")
    if not puzzle_ratings:
        return None
    mean = sum(puzzle_ratings) / len(puzzle_ratings)
    rate = wins / len(puzzle_ratings)
    return mean - PERFORMANCE_SPREAD + 2 * PERFORMANCE_SPREAD * rate
