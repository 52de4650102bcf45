"""Matches: games played over HTTP (classic, solo and Micro Robots), refereed here.

Modules: `setup` (create), `classic` (chips, bids, timer), `verify` (demonstrations
in bid order), `solo`, `micro`, `tick` (the lazy state machine), `flow` (chips and
game end), `referee` (pure decisions), `ranking` (bid standings), `present` (JSON),
`access` (tokens, and which credential a request carries), `store` (locking,
events), `actions` (the use-cases), `models` (the tables), `commits` (events
announced on Redis and timer jobs scheduled after each commit, installed by both
factories).

`register_secrecy(app)`, called by the app factory, registers with
`service.solving.secrecy` the rule that a puzzle in a live round keeps its solution
and hint hidden until the round is over, and that no answer that solves one is
served (`service.solving.hidden_answers`).

Raises domain errors, never HTTP problems.
May import: `puzzles`, `solving`, `accounts`, `infra` and `game`; never `web`.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from flask import Flask

from service.matches.models import Round
from service.puzzles.puzzles import load_puzzles
from service.solving import hidden_answers, secrecy

from .store import LIVE


def register_secrecy(app: Flask) -> None:
    """Hide the answers of puzzles in live rounds until the round is over."""
    secrecy.register_condition(app, in_live_round)
    secrecy.watch(app, Round)
    hidden_answers.register_source(app, live_round_puzzle_ids, load_puzzles)


def in_live_round(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """The condition that a puzzle is the puzzle of a round still being played."""
    return sa.exists().where(Round.puzzle_id == puzzle_id, Round.status.in_(LIVE))


def live_round_puzzle_ids() -> sa.Select[Any]:
    """The ids of the puzzles of rounds still being played (`in_live_round`)."""
    return sa.select(Round.puzzle_id).where(
        Round.status.in_(LIVE), Round.puzzle_id.is_not(None)
    )
