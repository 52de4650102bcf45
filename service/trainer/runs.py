"""Streaks and timed runs: the server draws the puzzles, keeps the clock and the
score, so a client cannot forge one.

A streak climbs in puzzle rating (STREAK_START, then STREAK_STEP more per solve)
and ends at the first miss. A timed run lasts TIMED_SECONDS; each solve scores,
each miss takes MISTAKE_SECONDS off the clock and moves on. An answer is right
when it solves the puzzle in its proven optimum. Runs do not move ratings.

An answer names the puzzle it answers (`puzzle_id`; without one it answers the
current puzzle). Answers to one run are taken one at a time (the run's row is
locked first), and the last one counted is kept: a repeat of it (same puzzle,
same solution) is answered as it was and costs nothing, so a client that retries,
or sends one answer many times at once, is judged once. Any other answer naming a
puzzle the run is not on is refused (409 `not-current-puzzle`) and changes nothing.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, TypedDict

import sqlalchemy as sa

from service.infra import clock
from service.infra.domain_errors import Conflict, NotFound
from service.infra.extensions import db, dialect_insert
from service.library.models import LibraryPuzzle, PuzzleRating
from service.puzzles.puzzles import PuzzleView, get_puzzle, puzzle_view
from service.trainer.models import TrainerBest, TrainerRun

from .attempts import judge
from .picking import attempted
from .secrecy import mark_rated

MODES = ("streak", "timed")
STREAK_START = 800.0
STREAK_STEP = 60.0
TIMED_START = 1000.0
TIMED_STEP = 40.0
TIMED_SECONDS = 180
MISTAKE_SECONDS = 10
DRAWN_AMONG = 2
"""A run's next puzzle is drawn among this many nearest its target (more would
climb a sparse library's ladder too fast)."""


class RunLast(TypedDict):
    """The verdict of the last answer counted (kept in the run's `last_answer`)."""

    puzzle_id: str
    solved: bool
    moves: int
    optimal_moves: int
    right: bool


@dataclass(frozen=True)
class RunView:
    """A run as its player sees it: its row (read through, as `row.score` is
    `view.score`), its clock, the player's best and its puzzle without the optimum."""

    row: TrainerRun
    best: int
    seconds_left: float | None
    puzzle: PuzzleView | None
    """The current puzzle as GET /v1/puzzles/{id} shows it (None once over)."""

    def __getattr__(self, name: str) -> Any:
        """Read the run's own columns (id, mode, player, score, mistakes)."""
        if name == "row":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.row, name)

    @property
    def status(self) -> str:
        """running, then finished."""
        return "finished" if self.row.finished_at else "running"

    @property
    def last(self) -> RunLast | None:
        """The verdict of the last answer counted (None before one)."""
        if self.row.last_answer is None:
            return None
        last: RunLast = self.row.last_answer["last"]
        return last


def start_run(client_id: str, player: str, mode: str) -> RunView:
    """Start a run with its first puzzle; return it."""
    run = new_run(client_id, player, mode)
    draw(run)
    db.session.add(run)
    db.session.commit()
    return run_view(run)


def new_run(client_id: str, player: str, mode: str) -> TrainerRun:
    """Return a new run, not stored yet and without a puzzle."""
    now = clock.now()
    return TrainerRun(
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


def answer(
    client_id: str,
    run_id: str,
    solution: Any,
    player: str | None = None,
    puzzle_id: str | None = None,
) -> RunView:
    """Judge an answer to the run's puzzle, score it and draw the next one; answer
    a repeat of the last answer counted as it was, at no cost."""
    run = _locked(client_id, run_id, player)
    if is_repeat(run, puzzle_id, solution):
        _expired(run)
        db.session.commit()
        return run_view(run)
    if _expired(run) or run.puzzle_id is None:
        db.session.commit()
        raise Conflict(f"run {run_id} is over", kind="run-over")
    if puzzle_id is not None and puzzle_id != run.puzzle_id:
        db.session.rollback()
        raise _not_current(run_id, puzzle_id)
    last = _verdict(run.puzzle_id, solution)
    run.last_answer = {"puzzle_id": run.puzzle_id, "solution": solution, "last": last}
    _score(run, last["right"])
    db.session.commit()
    return run_view(run)


def is_repeat(run: TrainerRun, puzzle_id: str | None, solution: Any) -> bool:
    """Tell whether an answer repeats the run's last answer counted (it names that
    puzzle and sends the same solution)."""
    last = run.last_answer
    return (
        last is not None
        and puzzle_id is not None
        and puzzle_id == last["puzzle_id"]
        and solution == last["solution"]
    )


def _not_current(run_id: str, puzzle_id: str) -> Conflict:
    """Return the refusal of an answer naming a puzzle the run is not on."""
    detail = f"run {run_id} is not on puzzle {puzzle_id}: nothing changed"
    message = "not the run's current puzzle (GET the run for it)"
    return Conflict(detail, kind="not-current-puzzle", errors={"puzzle_id": [message]})


def _verdict(puzzle_id: str, solution: Any) -> RunLast:
    """Judge a solution to a library puzzle; return the `last` verdict."""
    verdict = judge(puzzle_id, solution)
    optimum = db.session.get(LibraryPuzzle, puzzle_id)
    assert optimum is not None
    return {
        "puzzle_id": puzzle_id,
        "solved": verdict.solved,
        "moves": verdict.moves,
        "optimal_moves": optimum.optimal_moves,
        "right": verdict.solved and verdict.moves == optimum.optimal_moves,
    }


def get_run(client_id: str, run_id: str, player: str | None = None) -> RunView:
    """Return a run (finishing a timed run whose clock ran out)."""
    run = _locked(client_id, run_id, player)
    _expired(run)
    db.session.commit()
    return run_view(run)


def _locked(client_id: str, run_id: str, player: str | None) -> TrainerRun:
    """Return a client's run (a player's, when named), locked until the transaction
    ends (404 otherwise: the page's visitors share one client).

    A no-op UPDATE comes first: on SQLite the write lock is then held before the
    run is read (concurrent answers cannot all judge one stale state), on
    PostgreSQL it locks the row; the SELECT that follows reads the latest commit.
    """
    where = [TrainerRun.id == run_id, TrainerRun.client_id == client_id]
    if player is not None:
        where.append(TrainerRun.player == player)
    bump = sa.update(TrainerRun).where(*where).values(score=TrainerRun.score)
    db.session.execute(bump.execution_options(synchronize_session=False))
    query = sa.select(TrainerRun).where(*where).with_for_update()
    run = db.session.scalars(
        query.execution_options(populate_existing=True)
    ).one_or_none()
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
        draw(run)


def draw(run: TrainerRun) -> None:
    """Give the run its next puzzle: one the player has not met (attempted, or shown
    in any of their runs), at or above the run's target rating and the last
    puzzle's, drawn among the DRAWN_AMONG nearest by the run's own seed; the
    highest-rated left when none is that high; none left ends the run."""
    start, step = (
        (STREAK_START, STREAK_STEP)
        if run.mode == "streak"
        else (TIMED_START, TIMED_STEP)
    )
    target = max(start + step * run.score, _last_rating(run))
    unmet = _unmet(run)
    above = unmet.where(PuzzleRating.rating >= target).order_by(PuzzleRating.rating)
    nearest = list(db.session.scalars(above.limit(DRAWN_AMONG)))
    puzzle_id = (
        _seeded(run).choice(nearest)
        if nearest
        else db.session.scalar(unmet.order_by(PuzzleRating.rating.desc()).limit(1))
    )
    if puzzle_id is None:  # the library is spent: the run ends with its score
        _finish(run)
        return
    mark_rated(puzzle_id)  # its answer is hidden from here on
    run.puzzle_id = puzzle_id
    run.seen = [*run.seen, puzzle_id]


def _unmet(run: TrainerRun) -> sa.Select[str]:
    """Return the rated puzzles the run's player has neither attempted nor been
    shown in a run (this one included)."""
    shown = set(run.seen or [])
    others = sa.select(TrainerRun.seen).where(
        TrainerRun.client_id == run.client_id,
        TrainerRun.player == run.player,
        TrainerRun.id != run.id,
    )
    for seen in db.session.scalars(others):
        shown.update(seen or [])
    query = sa.select(PuzzleRating.puzzle_id)
    query = query.where(~attempted(run.client_id, run.player))
    return query.where(PuzzleRating.puzzle_id.not_in(shown)) if shown else query


def _last_rating(run: TrainerRun) -> float:
    """Return the rating of the run's last puzzle (0 before the first), so that a
    run's puzzles never get easier."""
    if not run.seen:
        return 0.0
    rating = db.session.get(PuzzleRating, run.seen[-1])
    return 0.0 if rating is None else rating.rating


def _seeded(run: TrainerRun) -> random.Random:
    """Return the random draws of the run's next puzzle: seeded by the player, the
    run's mode and start and how many puzzles it showed, so two players' runs (or
    one player's two runs) differ and a run's draws can be replayed."""
    started = run.started_at.isoformat() if run.started_at else ""
    key = f"{run.client_id}\n{run.player}\n{run.mode}\n{started}\n{len(run.seen or [])}"
    return random.Random(hashlib.sha256(key.encode()).digest())


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


def run_view(run: TrainerRun) -> RunView:
    """Return a run as the API shows it (its puzzle without the optimum)."""
    left = None
    if run.ends_at is not None:
        ended = run.finished_at is not None
        left = 0.0 if ended else max(0.0, (run.ends_at - clock.now()).total_seconds())
    return RunView(
        run,
        best=max(best_score(run.client_id, run.player, run.mode), run.score),
        seconds_left=None if left is None else round(left, 1),
        puzzle=puzzle_view(get_puzzle(run.puzzle_id)) if run.puzzle_id else None,
    )
