"""A trainer attempt: the verdict, then for a first attempt both ratings move.

A win is a solution in the proven optimum; anything else is a loss. The player's
row and the puzzle's rating row are locked (player first, then puzzle: one order,
so no deadlock), so concurrent attempts on one puzzle or by one player apply one
after another, each on the other's result: no update is lost.
"""

from __future__ import annotations

from typing import Any, TypedDict

import sqlalchemy as sa

from service.game.check import Verdict, check_solution
from service.game.errors import GameError
from service.game.notation import parse_solution
from service.game.rating import Rating, rate_attempt
from service.infra import clock
from service.infra.domain_errors import NotFound, invalid_input
from service.infra.extensions import db
from service.library.models import LibraryPuzzle, PuzzleRating
from service.puzzles.puzzles import parsed_puzzle
from service.trainer.models import TrainerAttempt

from .players import locked_player, rating_of


class RatingChange(TypedDict):
    """A rating after an attempt (rounded to 0.01) and how far it moved."""

    rating: float
    rd: float
    delta: float


class AttemptResult(TypedDict):
    """The verdict of an attempt and both ratings' change (none unless rated)."""

    puzzle_id: str
    player_name: str
    solved: bool
    moves: int
    optimal_moves: int
    won: bool
    rated: bool
    themes: list[str]
    error: dict[str, Any] | None
    player: RatingChange
    puzzle: RatingChange


def attempt(
    client_id: str, player: str, puzzle_id: str, solution: Any
) -> AttemptResult:
    """Judge a solution; rate a first attempt; store the attempt; return the result."""
    entry = db.session.get(LibraryPuzzle, puzzle_id)
    if entry is None:
        raise NotFound(
            f"no library puzzle {puzzle_id!r}",
            errors={"puzzle_id": ["not a puzzle of the library"]},
        )
    verdict = judge(puzzle_id, solution)
    won = verdict.solved and verdict.moves == entry.optimal_moves
    row = locked_player(client_id, player)
    puzzle, tried = _locked_rating(client_id, player, puzzle_id)
    first = not tried
    before_player, before_puzzle = rating_of(row), _rating(puzzle)
    after_player, after_puzzle = before_player, before_puzzle
    if first:
        after_player, after_puzzle = rate_attempt(before_player, before_puzzle, won)
        _apply(row, after_player, won)
        _apply(puzzle, after_puzzle, won)
    db.session.add(
        TrainerAttempt(
            client_id=client_id,
            player=player,
            puzzle_id=puzzle_id,
            solved=verdict.solved,
            moves=verdict.moves,
            won=won,
            rated=first,
            player_rating=after_player.rating,
            player_delta=after_player.rating - before_player.rating,
            puzzle_rating=before_puzzle.rating,
            puzzle_delta=after_puzzle.rating - before_puzzle.rating,
            created_at=clock.now(),
        )
    )
    db.session.commit()
    return {
        "puzzle_id": puzzle_id,
        "player_name": player,
        "solved": verdict.solved,
        "moves": verdict.moves,
        "optimal_moves": entry.optimal_moves,
        "won": won,
        "rated": first,
        "themes": entry.themes,
        "error": verdict.error,
        "player": _change(before_player, after_player),
        "puzzle": _change(before_puzzle, after_puzzle),
    }


def judge(puzzle_id: str, solution: Any) -> Verdict:
    """Replay a solution on a stored puzzle (422 naming the bad part of it)."""
    try:
        return check_solution(parsed_puzzle(puzzle_id), parse_solution(solution))
    except GameError as exc:
        raise invalid_input(exc) from exc


def _locked_rating(
    client_id: str, player: str, puzzle_id: str
) -> tuple[PuzzleRating, bool]:
    """Return a puzzle's rating row, locked until the transaction ends, and whether
    the player attempted the puzzle before (one round trip: both are asked on
    every attempt)."""
    tried = sa.select(TrainerAttempt.id).where(
        TrainerAttempt.client_id == client_id,
        TrainerAttempt.player == player,
        TrainerAttempt.puzzle_id == puzzle_id,
    )
    query = sa.select(PuzzleRating, tried.exists().label("tried")).where(
        PuzzleRating.puzzle_id == puzzle_id
    )
    row, seen = db.session.execute(query.with_for_update(of=PuzzleRating)).one()
    return row, bool(seen)


def _rating(row: PuzzleRating) -> Rating:
    """Return a puzzle's Glicko-2 rating."""
    return Rating(row.rating, row.rd, row.volatility)


def _apply(row: Any, rating: Rating, won: bool) -> None:
    """Write a new rating on a player or puzzle row and count the attempt."""
    row.rating, row.rd, row.volatility = rating.rating, rating.rd, rating.volatility
    row.attempts += 1
    row.wins += int(won)  # on a puzzle too: how many players solved it at once


def _change(before: Rating, after: Rating) -> RatingChange:
    """Return a rating after an attempt and how far it moved."""
    return {
        "rating": round(after.rating, 2),
        "rd": round(after.rd, 2),
        "delta": round(after.rating - before.rating, 2),
    }
