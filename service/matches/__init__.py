"""Matches: games played over HTTP (classic, solo and Micro Robots), refereed here.

Modules: `setup` (create), `classic` (chips, bids, timer), `verify` (demonstrations
in bid order), `solo`, `micro`, `tick` (the lazy state machine), `flow` (chips and
game end), `referee` (pure decisions), `ranking` (bid standings), `present` (JSON),
`access` (tokens), `store` (locking, events), `actions` (the use-cases).

`register_secrecy()`, called by the app factory, registers with
`service.solving.secrecy` the rule that a puzzle in a live round keeps its solution
and hint hidden until the round is over.

Raises domain errors, never HTTP problems.
May import: `puzzles`, `solving`, `accounts`, `infra` and `game`; never `web`.
"""

from __future__ import annotations

import sqlalchemy as sa

from service.infra.models.games import Round
from service.solving import secrecy

from .store import LIVE


def register_secrecy() -> None:
    """Hide the answers of puzzles in live rounds until the round is over."""
    secrecy.register_condition(in_live_round)
    secrecy.watch(Round)


def in_live_round(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """The condition that a puzzle is the puzzle of a round still being played."""
    return sa.exists().where(Round.puzzle_id == puzzle_id, Round.status.in_(LIVE))
