"""Attempts at today's puzzles: check, score against the optimum, keep the best.

A player is a client-managed name scoped to the API client that sends it, so two
apps may both have an "alice". Only solved attempts are stored, one row per player
and puzzle holding the best (fewest moves; the earlier on a tie) result. Attempts
are taken while the day runs; once it has ended the answer is public, so a late
attempt is refused (409 `daily-closed`) and the leaderboard is final.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from service.accounts.auth import require_client
from service.daily.models import DailyAttempt, DailyPuzzle
from service.game.check import Verdict, check_solution
from service.game.notation import Move, parse_solution
from service.infra import clock
from service.infra.domain_errors import Conflict, NotFound
from service.infra.extensions import db
from service.puzzles.puzzles import parsed_puzzle

from .store import is_revealed, not_found, published_puzzle, today

log = logging.getLogger(__name__)


def score(moves: int, optimum: int) -> str:
    """Return `optimal` or `+k` (moves over the proven optimum)."""
    return "optimal" if moves <= optimum else f"+{moves - optimum}"


def told_score(moves: int, target: DailyPuzzle) -> str | None:
    """Return the score a player may learn: the distance only once the day ended.

    While the day runs a player learns only whether they matched the optimum, so a
    longer solution scores null (neither `+k` nor the optimum leaks).
    """
    if moves <= target.optimal_moves or is_revealed(target.day):
        return score(moves, target.optimal_moves)
    return None


def told_over(moves: int, target: DailyPuzzle) -> int | None:
    """Return the moves over the optimum a player may learn (see `told_score`)."""
    if moves <= target.optimal_moves or is_revealed(target.day):
        return max(0, moves - target.optimal_moves)
    return None


@dataclass(frozen=True, slots=True)
class Best:
    """A player's best solved attempt at a puzzle, scored as they may learn it."""

    moves: int
    score: str | None
    optimal: bool
    solution: list[list[str]]
    first_solved_at: datetime
    best_at: datetime
    submissions: int


@dataclass(frozen=True, slots=True)
class AttemptResult:
    """A checked attempt: its verdict and score, the player's best so far, and the
    puzzle's answer (`optimal_moves`, `solution`) once it is due."""

    date: date
    tier: str
    player: str
    puzzle_id: str
    solved: bool
    moves: int
    score: str | None
    over: int | None
    improved: bool
    verdict: dict[str, Any]
    best: Best | None
    optimal_moves: int | None
    solution: list[list[str]] | None


@dataclass(frozen=True, slots=True)
class PlayerBest:
    """A player's best at a puzzle, with the puzzle's answer once it is due."""

    date: date
    tier: str
    player: str
    puzzle_id: str
    best: Best
    optimal_moves: int | None
    solution: list[list[str]] | None


def submit_attempt(
    day: date, tier: str, player: str, solution: Any, client_id: str | None = None
) -> AttemptResult:
    """Check a player's solution to a tier of today's puzzles and keep their best.

    The player belongs to `client_id`, by default the request's API client.
    """
    client_id = client_id or require_client().id
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
    return db.session.scalar(query.execution_options(populate_existing=True))


def _record(
    target: DailyPuzzle,
    client_id: str,
    player: str,
    verdict: Verdict,
    moves: list[Move],
) -> tuple[DailyAttempt, bool]:
    """Count a solved attempt and keep it as the player's best when it is; commit.

    Each step is one atomic statement (no read-then-write), so concurrent attempts
    by one player lose neither the best nor a count, on SQLite and PostgreSQL.
    """
    if verdict.moves < target.optimal_moves:
        log.error("daily %s/%s beaten below its optimum", target.day, target.tier)
    key = _player_key(target, client_id, player)
    best = {
        "moves": verdict.moves,
        "solution": [list(move) for move in moves],
        "optimal": verdict.moves <= target.optimal_moves,
        "best_at": clock.now(),
    }
    # Insert first: a conflicting insert waits for the other transaction, so the
    # UPDATEs after it see its row (PostgreSQL's READ COMMITTED takes a new snapshot
    # per statement; SQLite holds the write lock from the first statement on).
    improved = _insert(key, best) or _improve(key, best)
    if not improved and not _count(key):  # pragma: no cover - rows are never deleted
        raise Conflict("concurrent attempts by this player; try again")
    db.session.commit()
    row = find_attempt(target, client_id, player)
    assert row is not None  # stored above; attempts are never deleted
    return row, improved


def _player_key(target: DailyPuzzle, client_id: str, player: str) -> dict[str, Any]:
    """Return the columns naming one player's attempt row."""
    return {
        "day": target.day,
        "tier": target.tier,
        "client_id": client_id,
        "player": player,
    }


def _where(key: dict[str, Any]) -> sa.Update:
    """Return an UPDATE of the player's row."""
    columns = DailyAttempt.__table__.c
    return sa.update(DailyAttempt).where(
        *(columns[name] == value for name, value in key.items())
    )


def _improve(key: dict[str, Any], best: dict[str, Any]) -> bool:
    """Store a strictly better best and count it, in one statement; tell if done."""
    update = _where(key).where(DailyAttempt.moves > best["moves"])
    values = {**best, "submissions": DailyAttempt.submissions + 1}
    return _changed(db.session.execute(update.values(values)))


def _count(key: dict[str, Any]) -> bool:
    """Count an attempt that does not beat the stored best; False if no row yet."""
    update = _where(key).values(submissions=DailyAttempt.submissions + 1)
    return _changed(db.session.execute(update))


def _insert(key: dict[str, Any], best: dict[str, Any]) -> bool:
    """Insert the player's first solve unless a row exists; tell if inserted."""
    dialect = postgresql if db.engine.dialect.name == "postgresql" else sqlite
    values = {**key, **best, "first_solved_at": best["best_at"], "submissions": 1}
    insert = dialect.insert(DailyAttempt.__table__).values(values)
    # rowcount is not reliable for INSERT .. ON CONFLICT: ask for the new row's id
    returning = insert.on_conflict_do_nothing().returning(DailyAttempt.__table__.c.id)
    return db.session.execute(returning).first() is not None


def _changed(result: Any) -> bool:
    """Tell whether a statement wrote exactly one row."""
    return int(result.rowcount) == 1


def best_of(row: DailyAttempt, target: DailyPuzzle) -> Best:
    """Return a stored best result as the player may see it."""
    return Best(
        moves=row.moves,
        score=told_score(row.moves, target),
        optimal=row.optimal,
        solution=row.solution,
        first_solved_at=row.first_solved_at,
        best_at=row.best_at,
        submissions=row.submissions,
    )


def _result(
    target: DailyPuzzle,
    player: str,
    verdict: Verdict,
    best: DailyAttempt | None,
    improved: bool,
) -> AttemptResult:
    """Return the verdict, its score and the player's best (with the answer if due)."""
    solved = verdict.solved
    optimal_moves, solution = answer(target, best)
    return AttemptResult(
        date=target.day,
        tier=target.tier,
        player=player,
        puzzle_id=target.puzzle_id,
        solved=solved,
        moves=verdict.moves,
        score=told_score(verdict.moves, target) if solved else None,
        over=told_over(verdict.moves, target) if solved else None,
        improved=improved,
        verdict={"puzzle_id": target.puzzle_id, **verdict.to_json()},
        best=None if best is None else best_of(best, target),
        optimal_moves=optimal_moves,
        solution=solution,
    )


def answer(
    target: DailyPuzzle, best: DailyAttempt | None
) -> tuple[int | None, list[list[str]] | None]:
    """Return the optimum and a solution when due (after the day, or to an optimal
    solver), else (None, None)."""
    if is_revealed(target.day) or (best is not None and best.optimal):
        return target.optimal_moves, target.solution
    return None, None


def player_best(day: date, tier: str, player: str) -> PlayerBest:
    """Return the authenticated client's player's best at a puzzle (404 if none)."""
    client_id = require_client().id
    target = published_puzzle(day, tier)
    best = find_attempt(target, client_id, player)
    if best is None:
        raise NotFound(f"{player!r} has not solved this puzzle")
    optimal_moves, solution = answer(target, best)
    return PlayerBest(
        date=target.day,
        tier=target.tier,
        player=player,
        puzzle_id=target.puzzle_id,
        best=best_of(best, target),
        optimal_moves=optimal_moves,
        solution=solution,
    )
