"""Rated puzzles keep their answers until the player has answered them.

A library puzzle that the trainer hands out (`next`, a run's draw) is marked rated
(`mark_rated`: a `rated_puzzles` row, for good). From then on its solution and hint
are hidden from everyone (`rated_puzzle`, a secrecy condition: also every puzzle
that plays the same), and shown only to a player who has answered it: an attempt
at it, or a run of theirs that has moved past it or ended (`answered`). That player
asks as the trainer knows them: the API key and `?player=`, or the /train page's
cookie. The library's other puzzles keep public answers.

Rated puzzles are replay targets too (`rated_puzzle_ids`): an answer of any
puzzle that solves one (a copy on a wider board, turned, ...) is withheld like the
puzzle's own, and shown only to a player who has answered every hidden puzzle it
gives away (`answers.unshared` asks `answered_only_rated` of each).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from flask import Flask

from service.infra import clock
from service.infra.extensions import db, insert_ignore
from service.puzzles.puzzles import load_puzzles
from service.solving import answers, hidden_answers, secrecy
from service.trainer.models import RatedPuzzle, TrainerAttempt, TrainerRun


def register_secrecy(app: Flask) -> None:
    """Hide rated puzzles' answers; show them to the players who answered them."""
    secrecy.register_condition(app, rated_puzzle)
    secrecy.watch(app, RatedPuzzle)  # (rows go in by `mark_rated`, which flags them)
    answers.register_exemption(app, answered_only_rated)
    hidden_answers.register_source(
        app, hidden_answers.Growing(rated_puzzle_ids), load_puzzles
    )


def rated_puzzle(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """The condition that the trainer has handed a puzzle out."""
    return sa.exists().where(RatedPuzzle.puzzle_id == puzzle_id)


def rated_puzzle_ids(since: datetime | None = None) -> sa.Select[Any]:
    """The ids of the puzzles the trainer has handed out (`rated_puzzle`): every
    one, or those marked at or after `since` (rows never go)."""
    query = sa.select(RatedPuzzle.puzzle_id)
    return query if since is None else query.where(RatedPuzzle.shown_at >= since)


def mark_rated(puzzle_id: str) -> None:
    """Mark a puzzle handed out, in the caller's transaction; its commit then
    announces the change to every process's secrecy verdicts."""
    row = {"puzzle_id": puzzle_id, "shown_at": clock.now()}
    if insert_ignore(RatedPuzzle, [row], ["puzzle_id"]):
        db.session.info[secrecy.WRITTEN] = True


def answered_only_rated(puzzle_id: str, viewer: answers.Viewer) -> bool:
    """Tell whether the viewer has answered this rated puzzle and nothing but its
    rating hides it (a rated puzzle in today's daily stays hidden)."""
    if not answered(viewer.client_id, viewer.player, puzzle_id):
        return False
    return not secrecy.hidden_except(puzzle_id, rated_puzzle)


def answered(client_id: str, player: str, puzzle_id: str) -> bool:
    """Tell whether a player has attempted a puzzle, or passed it in a run."""
    attempted = sa.exists().where(
        TrainerAttempt.client_id == client_id,
        TrainerAttempt.player == player,
        TrainerAttempt.puzzle_id == puzzle_id,
    )
    if db.session.scalar(sa.select(attempted)):
        return True
    runs = sa.select(TrainerRun.seen, TrainerRun.puzzle_id).where(
        TrainerRun.client_id == client_id, TrainerRun.player == player
    )
    return any(
        puzzle_id in (seen or []) and current != puzzle_id
        for seen, current in db.session.execute(runs)
    )
