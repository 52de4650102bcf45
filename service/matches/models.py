"""Games over HTTP: games, players, rounds, bids and the event log.

A game row is the lock of everything below it: every change locks it first (a
version bump, then SELECT ... FOR UPDATE), so bids, timers, verifications and
events of one game are applied one at a time and numbered without gaps.
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.infra.modelbase import Base, JSONType, created_at_column


class GameStatus(StrEnum):
    """Whether a game is still played (the `games.status` column)."""

    ACTIVE = "active"
    FINISHED = "finished"


class RoundStatus(StrEnum):
    """A round's phase (the `game_rounds.status` column)."""

    WAITING = "waiting"
    """No timer yet."""
    RUNNING = "running"
    """The timer runs (classic) or the player plays (solo)."""
    VERIFYING = "verifying"
    OVER = "over"


class RoundOutcome(StrEnum):
    """How a round ended (the `game_rounds.outcome` column)."""

    WON = "won"
    FAILED = "failed"
    NO_BID = "no_bid"
    FACE_UP = "face_up"
    FACE_DOWN = "face_down"
    ABANDONED = "abandoned"


class Game(Base):
    """A classic, solo or Micro Robots game and its mode-specific state."""

    __tablename__ = "games"

    id: so.Mapped[str] = so.mapped_column(sa.String(32), primary_key=True)
    mode: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`classic`, `solo` or `micro`."""
    preset: so.Mapped[str] = so.mapped_column(sa.String(32))
    rules: so.Mapped[dict[str, Any]]
    """The preset with the game's overrides applied (`Ruleset.to_json()`)."""
    board_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("boards.id"))
    seed: so.Mapped[Any] = so.mapped_column(JSONType, nullable=False)
    """The seed (integer or string) everything random derives from."""
    status: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`active` or `finished`."""
    state: so.Mapped[dict[str, Any]]
    """Robots (markers), face-down deck, dice, solo piles: replaced, not mutated."""
    version: so.Mapped[int] = so.mapped_column(default=0)
    """Bumped by every change (it is also how a change takes the game's lock)."""
    event_seq: so.Mapped[int] = so.mapped_column(default=0)
    """The sequence number of the last event."""
    round_count: so.Mapped[int] = so.mapped_column(default=0)
    winners: so.Mapped[list[int] | None] = so.mapped_column(JSONType)
    """Seats of the winners once finished (ties share; empty when nobody won)."""
    created_by: so.Mapped[str] = so.mapped_column(sa.ForeignKey("clients.id"))
    created_at: so.Mapped[datetime] = created_at_column()
    finished_at: so.Mapped[datetime | None]

    players: so.Mapped[list[Player]] = so.relationship(
        order_by="Player.seat", lazy="selectin"
    )


class Player(Base):
    """A seat in a game; only the SHA-256 of its secret token is stored."""

    __tablename__ = "game_players"
    __table_args__ = (sa.UniqueConstraint("game_id", "seat"),)

    id: so.Mapped[int] = so.mapped_column(primary_key=True)
    game_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("games.id"))
    seat: so.Mapped[int]
    """0-based; seats run clockwise (Micro Robots penalties go by seat order)."""
    name: so.Mapped[str] = so.mapped_column(sa.String(60))
    token_hash: so.Mapped[str] = so.mapped_column(sa.String(64), unique=True)
    chips: so.Mapped[int] = so.mapped_column(default=0)
    won: so.Mapped[list[Any]] = so.mapped_column(JSONType)
    """The chips taken (classic: target chips; micro: round numbers)."""


class Round(Base):
    """One turned chip (or rolled target) and everything that happened to it."""

    __tablename__ = "game_rounds"
    __table_args__ = (sa.UniqueConstraint("game_id", "number"),)

    id: so.Mapped[int] = so.mapped_column(primary_key=True)
    game_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("games.id"))
    number: so.Mapped[int]
    status: so.Mapped[str] = so.mapped_column(sa.String(16))
    """`waiting` (no timer yet), `running` (timer), `verifying`, `over`."""
    chip: so.Mapped[dict[str, Any]]
    """Classic/solo: the target chip {color, symbol, cell}; micro: {cell}."""
    puzzle_id: so.Mapped[str | None] = so.mapped_column(
        sa.ForeignKey("puzzles.id"), index=True
    )
    robots: so.Mapped[dict[str, Any]]
    """The robots at the round's start (the position markers)."""
    started_at: so.Mapped[datetime]
    timer_started_at: so.Mapped[datetime | None]
    timer_ends_at: so.Mapped[datetime | None]
    bid_seq: so.Mapped[int] = so.mapped_column(default=0)
    verifier_id: so.Mapped[int | None] = so.mapped_column(
        sa.ForeignKey("game_players.id")
    )
    verify_deadline: so.Mapped[datetime | None]
    outcome: so.Mapped[str | None] = so.mapped_column(sa.String(16))
    """Once over: `won`, `failed`, `no_bid`, `face_up`, `face_down`, `abandoned`."""
    winner_id: so.Mapped[int | None] = so.mapped_column(
        sa.ForeignKey("game_players.id")
    )
    data: so.Mapped[dict[str, Any]]
    """Verification queue and attempts, the winning solution, micro targets."""
    ended_at: so.Mapped[datetime | None]

    bids: so.Mapped[list[Bid]] = so.relationship(order_by="Bid.seq", lazy="selectin")


class Bid(Base):
    """A bid: a number of moves, stamped with the server time and a round sequence."""

    __tablename__ = "game_bids"
    __table_args__ = (sa.UniqueConstraint("round_id", "seq"),)

    id: so.Mapped[int] = so.mapped_column(primary_key=True)
    round_id: so.Mapped[int] = so.mapped_column(sa.ForeignKey("game_rounds.id"))
    seq: so.Mapped[int]
    player_id: so.Mapped[int] = so.mapped_column(sa.ForeignKey("game_players.id"))
    moves: so.Mapped[int]
    at: so.Mapped[datetime]


class GameEvent(Base):
    """One entry of a game's log, numbered 1, 2, ... per game."""

    __tablename__ = "game_events"
    __table_args__ = (sa.UniqueConstraint("game_id", "seq"),)

    id: so.Mapped[int] = so.mapped_column(primary_key=True)
    game_id: so.Mapped[str] = so.mapped_column(sa.ForeignKey("games.id"))
    seq: so.Mapped[int]
    type: so.Mapped[str] = so.mapped_column(sa.String(32))
    data: so.Mapped[dict[str, Any]]
    at: so.Mapped[datetime]
