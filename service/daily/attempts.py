"""Attempts at today's puzzles: check, score against the optimum, keep the best.

A player is a client-managed name scoped to the API client that sends it, so two
apps may both have an "alice". Only solved attempts are stored, one row per player
and puzzle holding the best (fewest moves; the earlier on a tie) result. Attempts
are taken while the day runs; once it has ended the answer is public, so a late
attempt is refused (409 `daily-closed`) and the leaderboard is final.
"""

from __future__ import annotations

import logging
from datetime import date, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from service import clock
from service.auth import require_client
from service.domain_errors import Conflict, NotFound
from service.extensions import db
from service.game.check import Verdict, check_solution
from service.game.notation import Move, parse_solution
from service.models import DailyAttempt, DailyPuzzle
from service.puzzles import parsed_puzzle

from .store import is_revealed, not_found, published_puzzle, today

log = logging.getLogger(__name__)


def score(moves: int, optimum: int) -> str:
    """Return `optimal` or `+k` (moves over the proven optimum)."""
    return "optimal" if moves <= optimum else f"+{moves - optimum}"


def submit_attempt(day: date, tier: str, player: str, solution: Any) -> dict[str, Any]:
    """Check a player's solution to a tier of today's puzzles and keep their best."""
    client_id = require_client().id
    if day > today():
        raise not_found(day.isoformat())
    target = published_puzzle(day, tier)
    if day < today():
        raise Conflict(
            f"the {day.isoformat()} challenge is over (attempts are taken until "
            "00:00 UTC of the next day)",
            kind="daily-closed",
        )
    moves = parse_solution(solution)
    verdict = check_solution(parsed_puzzle(target.puzzle_id), moves)
    best, improved = None, False
    if verdict.solved:
        best, improved = _record(target, client_id, player, verdict, moves)
    else:
        best = find_attempt(target, client_id, player)
    return _result(target, player, verdict, best, improved)


def find_attempt(
    target: DailyPuzzle, client_id: str, player: str
) -> DailyAttempt | None:
    """Return a player's stored best for a puzzle, if any."""
    query = sa.select(DailyAttempt).where(
        DailyAttempt.day == target.day,
        DailyAttempt.tier == target.tier,
        DailyAttempt.client_id == client_id,
        DailyAttempt.player == player,
    )
    return db.session.scalar(query)


def _record(
    target: DailyPuzzle,
    client_id: str,
    player: str,
    verdict: Verdict,
    moves: list[Move],
) -> tuple[DailyAttempt, bool]:
    """Store a solved attempt as the player's best when it is; retry one race."""
    for _ in range(2):
        try:
            return _upsert(target, (client_id, player), verdict, moves, clock.now())
        except IntegrityError:  # the same player's first solve arrived twice at once
            db.session.rollback()
    raise Conflict("concurrent attempts by this player; try again")


def _upsert(
    target: DailyPuzzle,
    who: tuple[str, str],
    verdict: Verdict,
    moves: list[Move],
    now: datetime,
) -> tuple[DailyAttempt, bool]:
    """Insert the first solve or improve the stored best; commit."""
    client_id, player = who
    if verdict.moves < target.optimal_moves:
        log.error("daily %s/%s beaten below its optimum", target.day, target.tier)
    row = find_attempt(target, client_id, player)
    improved = row is None or verdict.moves < row.moves
    if row is None:
        row = DailyAttempt(
            day=target.day,
            tier=target.tier,
            client_id=client_id,
            player=player,
            first_solved_at=now,
            submissions=0,
        )
        db.session.add(row)
    if improved:
        row.moves, row.best_at = verdict.moves, now
        row.solution = [list(move) for move in moves]
        row.optimal = verdict.moves <= target.optimal_moves
    row.submissions += 1
    db.session.commit()
    return row, improved


def best_json(row: DailyAttempt, target: DailyPuzzle) -> dict[str, Any]:
    """Return a stored best result."""
    return {
        "moves": row.moves,
        "score": score(row.moves, target.optimal_moves),
        "optimal": row.optimal,
        "solution": row.solution,
        "first_solved_at": row.first_solved_at,
        "best_at": row.best_at,
        "submissions": row.submissions,
    }


def _result(
    target: DailyPuzzle,
    player: str,
    verdict: Verdict,
    best: DailyAttempt | None,
    improved: bool,
) -> dict[str, Any]:
    """Return the verdict, its score and the player's best (with the answer if due)."""
    solved = verdict.solved
    return {
        "date": target.day,
        "tier": target.tier,
        "player": player,
        "puzzle_id": target.puzzle_id,
        "solved": solved,
        "moves": verdict.moves,
        "score": score(verdict.moves, target.optimal_moves) if solved else None,
        "over": max(0, verdict.moves - target.optimal_moves) if solved else None,
        "improved": improved,
        "verdict": {"puzzle_id": target.puzzle_id, **verdict.to_json()},
        "best": None if best is None else best_json(best, target),
        **answer(target, best),
    }


def answer(target: DailyPuzzle, best: DailyAttempt | None) -> dict[str, Any]:
    """Reveal optimum and solution after the day, or to an optimal solver."""
    shown = is_revealed(target.day) or (best is not None and best.optimal)
    return {
        "optimal_moves": target.optimal_moves if shown else None,
        "solution": target.solution if shown else None,
    }


def player_best(day: date, tier: str, player: str) -> dict[str, Any]:
    """Return the authenticated client's player's best at a puzzle (404 if none)."""
    client_id = require_client().id
    target = published_puzzle(day, tier)
    best = find_attempt(target, client_id, player)
    if best is None:
        raise NotFound(f"{player!r} has not solved this puzzle")
    return {
        "date": target.day,
        "tier": target.tier,
        "player": player,
        "puzzle_id": target.puzzle_id,
        "best": best_json(best, target),
        **answer(target, best),
    }
