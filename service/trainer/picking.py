"""The next puzzle: unattempted, rated near the player's rating plus an offset.

Two index range scans on `puzzle_ratings.rating` (the nearest above the target and
the nearest below), skipping what the player attempted, then a random pick among
the nearest few, so two players of one rating do not all get the same puzzle.
Few of them near the target: the band's refill is asked for (`refill`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.game.rating import Difficulty, target_rating
from service.game.records import FAMILIES
from service.infra.domain_errors import Invalid
from service.infra.extensions import db
from service.library.filters import DEFAULT_FAMILY, parse_filter
from service.library.models import LibraryPuzzle, LibraryTheme, PuzzleRating
from service.puzzles.puzzles import PuzzleView, get_puzzle, puzzle_view
from service.trainer.models import TrainerAttempt

from . import refill
from .players import current_rating
from .secrecy import mark_rated

NEAREST = 4
"""Puzzles taken on each side of the target before the random pick."""
RATED = sa.text("trainer_attempts.rated")
"""`rated` spelt as the partial index of first attempts says it (SQLite's
`rated = 1` would not match `WHERE rated`, and the index would go unused)."""


def next_puzzle(
    client_id: str,
    player: str,
    difficulty: str = "normal",
    theme: str | None = None,
    family: str | None = DEFAULT_FAMILY,
) -> tuple[str, PuzzleRating, float]:
    """Return (puzzle id, its rating row, the target rating) for a player's next."""
    _check(theme, family)
    target = target_rating(current_rating(client_id, player).rating, difficulty)
    query = candidates(client_id, player, theme, family)
    rows = list(db.session.scalars(nearest(query, target)))
    if sum(abs(row.rating - target) <= refill.NEAR for row in rows) < refill.LOW:
        asked = refill.request_refill(target, family, theme)
        if not rows:
            band = refill.band_of(target, family, theme)
            raise refill.no_puzzle(player, target, asked, band)
    rows.sort(key=lambda row: abs(row.rating - target))
    chosen = random.choice(rows[: max(2, NEAREST // 2)])
    return chosen.puzzle_id, chosen, target


@dataclass(frozen=True)
class NextPuzzle:
    """A player's next puzzle as clients see it: the stored puzzle as GET
    /v1/puzzles/{id} shows it (read through, as `shown.id` is `next.id`; never
    its optimum), its rating and deviation, and the target rating (rounded to 0.1)."""

    shown: PuzzleView
    rating: float
    rd: float
    target_rating: float

    def __getattr__(self, name: str) -> Any:
        """Read the shown puzzle's own fields (id, board, robots, target, ...)."""
        if name == "shown":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.shown, name)


def next_shown(client_id: str, player: str, **choice: Any) -> NextPuzzle:
    """Return the player's next puzzle as clients see it: the stored puzzle (never
    its optimum), its rating and deviation, and the target rating."""
    puzzle_id, rating, target = next_puzzle(client_id, player, **choice)
    mark_rated(puzzle_id)  # its answer is hidden from here on
    db.session.commit()
    return NextPuzzle(
        puzzle_view(get_puzzle(puzzle_id)),
        rating=round(rating.rating, 1),
        rd=round(rating.rd, 1),
        target_rating=round(target, 1),
    )


def nearest(query: sa.Select[PuzzleRating], target: float) -> sa.Select[PuzzleRating]:
    """Return the query of the NEAREST candidates above the target and the NEAREST
    below, in one round trip (two index range scans under a UNION ALL)."""
    rating = PuzzleRating.rating
    above = query.where(rating >= target).order_by(rating).limit(NEAREST)
    below = query.where(rating < target).order_by(rating.desc()).limit(NEAREST)
    both = sa.union_all(*(sa.select(part.subquery()) for part in (above, below)))
    row = so.aliased(PuzzleRating, both.subquery())
    return sa.select(row)


def _check(theme: str | None, family: str | None) -> None:
    """Refuse (422 naming it) an unknown family, a Micro Robots one (never rated),
    or a theme no puzzle of the family can have: the puzzle requests' own check."""
    if family is not None and family not in FAMILIES:
        reason = f"the trainer rates the families {', '.join(FAMILIES)}"
        raise Invalid(
            f"invalid field(s): family: {reason}", errors={"family": [reason]}
        )
    parse_filter({"moves": {}, "family": family, "theme": theme})


def candidates(
    client_id: str, player: str, theme: str | None, family: str | None
) -> sa.Select[PuzzleRating]:
    """Return the rated library puzzles the player has not attempted.

    Every filter is a correlated probe of one row (a primary key or the unique
    index of first attempts: an attempted puzzle always has its one rated first
    attempt), so the planner walks the rating index from the target and stops at
    the LIMIT; an `IN (all of a family)` made SQLite gather and sort a whole family.
    """
    query = sa.select(PuzzleRating).where(~attempted(client_id, player))
    if theme is not None:
        themed = sa.select(LibraryTheme.puzzle_id).where(
            LibraryTheme.puzzle_id == PuzzleRating.puzzle_id,
            LibraryTheme.theme == theme,
        )
        query = query.where(themed.exists())
    if family is not None:
        of_family = sa.select(LibraryPuzzle.puzzle_id).where(
            LibraryPuzzle.puzzle_id == PuzzleRating.puzzle_id,
            LibraryPuzzle.family == family,
        )
        query = query.where(of_family.exists())
    return query


def attempted(client_id: str, player: str) -> sa.Exists:
    """Return "the player attempted this rating row's puzzle": one probe of the
    unique index of first attempts per row.

    `OFFSET 0` keeps PostgreSQL from turning it into an anti-join, which read all
    the player's attempts for every row walked (80 ms for a player of 700).
    """
    tried = sa.select(TrainerAttempt.id).where(
        TrainerAttempt.client_id == client_id,
        TrainerAttempt.player == player,
        TrainerAttempt.puzzle_id == PuzzleRating.puzzle_id,
        RATED,
    )
    return tried.offset(0).exists()


def difficulty_names() -> tuple[str, ...]:
    """Return the difficulty names, easiest first."""
    return tuple(d.value for d in Difficulty)
