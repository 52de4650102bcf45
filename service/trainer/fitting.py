"""The prior's refit from stored attempts: puzzles whose ratings have settled.

A puzzle with at least `min_attempts` rated first attempts has a rating the
attempts, not its first guess, mostly set; its features and that rating are one
sample for `service.game.rating.prior.fit_prior`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import sqlalchemy as sa

from service.infra.extensions import db
from service.library.models import LibraryPuzzle, PuzzleRating

MIN_ATTEMPTS = 30
"""Rated attempts a puzzle needs to be a sample (its RD is then under about 100)."""
BATCH = 1000


def count_settled(min_attempts: int = MIN_ATTEMPTS) -> int:
    """Return how many puzzles have at least `min_attempts` rated attempts."""
    query = sa.select(sa.func.count()).where(PuzzleRating.attempts >= min_attempts)
    return int(db.session.scalar(query) or 0)


def settled_samples(
    min_attempts: int = MIN_ATTEMPTS,
    on_batch: Callable[[int], None] | None = None,
) -> list[tuple[Mapping[str, Any], float]]:
    """Return (features, rating) of every puzzle with `min_attempts` rated attempts,
    read in batches (`on_batch` hears the count so far)."""
    query = (
        sa.select(LibraryPuzzle.features, PuzzleRating.rating)
        .join(LibraryPuzzle, LibraryPuzzle.puzzle_id == PuzzleRating.puzzle_id)
        .where(PuzzleRating.attempts >= min_attempts)
        .execution_options(yield_per=BATCH)
    )
    samples: list[tuple[Mapping[str, Any], float]] = []
    for features, rating in db.session.execute(query):
        samples.append((features, rating))
        if on_batch is not None and len(samples) % BATCH == 0:
            on_batch(len(samples))
    return samples
