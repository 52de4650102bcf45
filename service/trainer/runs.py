"""Streaks and timed runs: the server draws the puzzles, keeps the clock and the
score, so a client cannot forge one.

A streak climbs in puzzle rating (STREAK_START, then STREAK_STEP more per solve)
and ends at the first miss. A timed run lasts TIMED_SECONDS; each solve scores,
each miss takes MISTAKE_SECONDS off the clock and moves on. An answer is right
when it solves the puzzle in its proven optimum. Runs do not move ratings.
"""

from __future__ import annotations

import secrets
from datetime import timedelta
from typing import Any

import sqlalchemy as sa

from service.infra import clock
from service.infra.domain_errors import Conflict, NotFound
from service.infra.extensions import db, dialect_insert
from service.infra.models import LibraryPuzzle, PuzzleRating, TrainerBest, TrainerRun
from service.puzzles.puzzles import get_puzzle, puzzle_json

from .attempts import judge

MODES = ("streak", "timed")
STREAK_START = 800.0
STREAK_STEP = 60.0
TIMED_START = 1000.0
TIMED_STEP = 40.0
TIMED_SECONDS = 180
MISTAKE_SECONDS = 10


def start_run(client_id: str, player: str, mode: str) -> dict[str, Any]:
    """Start a run with its first puzzle; return it."""
    now = clock.now()
    run = TrainerRun(
        id="tr" + secrets.token_hex(8),
        client_id=client_id,
        player=player,
        mode=mode,
        seen=[],
        score=0,
        mistakes=0,
        started_at=now,
        ends_at=now + timedelta(seconds=TIMED_SECONDS) if mode == "timed" else None,
    )
    _draw(run)
    db.session.add(run)
    db.session.commit()
    return run_json(run)


def answer(
    client_id: str, run_id: str, solution: Any, player: str | None = None
) -> dict[str, Any]:
    """Judge an answer to the run's puzzle, score it and draw the next one."""
    run = _locked(client_id, run_id, player)
    if _expired(run) or run.puzzle_id is None:
        db.session.commit()
        raise Conflict(f"run {run_id} is over", kind="run-over")
    verdict = judge(run.puzzle_id, solution)
    optimum = db.session.get(LibraryPuzzle, run.puzzle_id)
    assert optimum is not None
    right = verdict.solved and verdict.moves == optimum.optimal_moves
    last = {
        "puzzle_id": run.puzzle_id,
        "solved": verdict.solved,
        "moves": verdict.moves,
        "optimal_moves": optimum.optimal_moves,
        "right": right,
    }
    _score(run, right)
    db.session.commit()
    return {**run_json(run), "last": last}


def get_run(client_id: str, run_id: str, player: str | None = None) -> dict[str, Any]:
    """Return a run (finishing a timed run whose clock ran out)."""
    run = _locked(client_id, run_id, player)
    _expired(run)
    db.session.commit()
    return run_json(run)


def _locked(client_id: str, run_id: str, player: str | None) -> TrainerRun:
    """Return a client's run (a player's, when named), locked until the transaction
    ends (404 otherwise: the page's visitors share one client)."""
    query = sa.select(TrainerRun).where(
        TrainerRun.id == run_id, TrainerRun.client_id == client_id
    )
    if player is not None:
        query = query.where(TrainerRun.player == player)
    run = db.session.scalars(query.with_for_update()).one_or_none()
    if run is None:
        raise NotFound(f"no trainer run {run_id!r}")
    return run


def _expired(run: TrainerRun) -> bool:
    """Finish a timed run whose clock ran out; tell whether the run is over."""
    if (
        run.finished_at is None
        and run.ends_at is not None
        and clock.now() >= run.ends_at
    ):
        _finish(run)
    return run.finished_at is not None


def _score(run: TrainerRun, right: bool) -> None:
    """Count an answer: a solve scores; a miss ends a streak or costs time."""
    if right:
        run.score += 1
    else:
        run.mistakes += 1
        if run.mode == "streak":
            _finish(run)
            return
        assert run.ends_at is not None
        run.ends_at = run.ends_at - timedelta(seconds=MISTAKE_SECONDS)
    if not _expired(run):
        _draw(run)


def _draw(run: TrainerRun) -> None:
    """Give the run its next puzzle: unseen in this run, nearest its target rating."""
    start, step = (
        (STREAK_START, STREAK_STEP)
        if run.mode == "streak"
        else (TIMED_START, TIMED_STEP)
    )
    target = start + step * run.score
    unseen = sa.select(PuzzleRating.puzzle_id).where(
        PuzzleRating.puzzle_id.not_in(run.seen or [""])
    )
    above = unseen.where(PuzzleRating.rating >= target).order_by(PuzzleRating.rating)
    puzzle_id = db.session.scalar(above.limit(1)) or db.session.scalar(
        unseen.order_by(PuzzleRating.rating.desc()).limit(1)
    )
    if puzzle_id is None:  # the library is spent: the run ends with its score
        _finish(run)
        return
    run.puzzle_id = puzzle_id
    run.seen = [*run.seen, puzzle_id]


def _finish(run: TrainerRun) -> None:
    """End a run and keep it as the player's best of its mode if it is."""
    run.finished_at = clock.now()
    run.puzzle_id = None
    values = {
        "client_id": run.client_id,
        "player": run.player,
        "mode": run.mode,
        "score": run.score,
        "run_id": run.id,
    }
    statement = dialect_insert(TrainerBest).values(values)
    db.session.execute(
        statement.on_conflict_do_update(
            index_elements=["client_id", "player", "mode"],
            set_={"score": run.score, "run_id": run.id},
            where=TrainerBest.score < run.score,
        )
    )


def best_score(client_id: str, player: str, mode: str) -> int:
    """Return a player's best score in a mode (0 before any run)."""
    row = db.session.get(TrainerBest, (client_id, player, mode))
    return 0 if row is None else row.score


def run_json(run: TrainerRun) -> dict[str, Any]:
    """Return a run as the API shows it (its puzzle without the optimum)."""
    left = None
    if run.ends_at is not None and run.finished_at is None:
        left = max(0.0, (run.ends_at - clock.now()).total_seconds())
    return {
        "id": run.id,
        "mode": run.mode,
        "player": run.player,
        "status": "finished" if run.finished_at else "running",
        "score": run.score,
        "mistakes": run.mistakes,
        "best": max(best_score(run.client_id, run.player, run.mode), run.score),
        "seconds_left": None if left is None else round(left, 1),
        "puzzle": puzzle_json(get_puzzle(run.puzzle_id)) if run.puzzle_id else None,
        "last": None,
    }
