"""Schemas of games, rounds, bids, demonstrations and events."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate, validates_schema

from service.game.editions import PRESETS

from .boards import BoardCreateSchema, seed_field
from .common import StrictSchema, cell_field
from .puzzles import solution_field

MODES = ("classic", "solo", "micro")
MAX_MOVES = 999


class GameCreateSchema(StrictSchema):
    """A new game: players, rules and board (everything random follows the seed)."""

    players = fields.List(
        fields.String(validate=validate.Length(min=1, max=60)),
        required=True,
        validate=validate.Length(min=1, max=100),
        metadata={
            "description": "Names in clockwise seat order (seat 0 first); one "
            "name makes a solo game.",
            "example": ["ann", "bob"],
        },
    )
    mode = fields.String(
        validate=validate.OneOf(MODES),
        metadata={
            "description": "Default: `micro` for a Micro Robots preset, `solo` "
            "for one player, else `classic`."
        },
    )
    preset = fields.String(
        validate=validate.OneOf(tuple(PRESETS)),
        metadata={
            "description": "Default `zman-2017` (`micro-robots-2016` for micro)."
        },
    )
    rules = fields.Dict(
        keys=fields.String(),
        metadata={
            "description": "Overrides of the preset's flags (see /v1/rulesets), "
            'e.g. `{"verify_seconds": 60, "solo_timer_runs": 2}`.'
        },
    )
    black_robot = fields.Boolean(metadata={"description": "The black-robot variant."})
    timer_seconds = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=86_400),
        metadata={"description": "Sand-timer length (default 60)."},
    )
    seed = seed_field()
    board = fields.Nested(
        BoardCreateSchema,
        metadata={
            "description": "A board to "
            "build (as for POST /v1/boards); default: drawn from the seed."
        },
    )
    board_id = fields.String(metadata={"description": "A stored board's id."})

    @validates_schema
    def one_board(self, data: dict[str, Any], **_: Any) -> None:
        """Allow at most one of board and board_id, and unique player names."""
        if "board" in data and "board_id" in data:
            raise ma.ValidationError("give at most one of board, board_id", "_schema")
        names = data.get("players") or []
        if len(set(names)) != len(names):
            raise ma.ValidationError("player names must be unique", "players")

    @ma.pre_load
    def seed_type(self, data: Any, **_: Any) -> Any:
        """Refuse seeds that are neither integers nor strings."""
        seed = data.get("seed") if isinstance(data, dict) else None
        if seed is not None and (
            isinstance(seed, bool) or not isinstance(seed, int | str)
        ):
            raise ma.ValidationError("must be an integer or a string", "seed")
        return data


class BidCreateSchema(StrictSchema):
    """A bid: the number of moves the player claims to need."""

    moves = fields.Integer(
        required=True, strict=True, validate=validate.Range(min=1, max=MAX_MOVES)
    )


class DemonstrationSchema(StrictSchema):
    """The verifier's solution (classic) or the solo player's; null concedes."""

    solution = solution_field(required=True, allow_none=True)


class ClaimCreateSchema(StrictSchema):
    """A Micro Robots claim and its demonstration: the cell reached by each move."""

    moves = fields.Integer(
        required=True, strict=True, validate=validate.Range(min=1, max=MAX_MOVES)
    )
    path = fields.List(
        cell_field(),
        required=True,
        validate=validate.Length(max=MAX_MOVES),
        metadata={"example": [[0, 3], [4, 3]]},
    )


class EventQuerySchema(StrictSchema):
    """`?after=SEQ&limit=N`: the events after a sequence number."""

    after = fields.Integer(load_default=0, validate=validate.Range(min=0))
    limit = fields.Integer(load_default=500, validate=validate.Range(min=1, max=1000))


class GamePathSchema(StrictSchema):
    """A game id."""

    game_id = fields.String(required=True)


# --- responses -------------------------------------------------------------------

ANY = fields.Raw(allow_none=True)


def _free(description: str) -> fields.Dict:
    """Return an object field documented by prose (its keys vary by mode)."""
    return fields.Dict(allow_none=True, metadata={"description": description})


class PlayerSchema(ma.Schema):
    """A seat."""

    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    chips = fields.Integer(required=True)
    won = fields.List(
        fields.Raw(),
        required=True,
        metadata={
            "description": "Classic: indexes of the chips taken; micro: round numbers."
        },
    )
    token = fields.String(
        metadata={
            "description": "The player's secret token: only in "
            "the creation answer, never again."
        }
    )


class StandingSchema(ma.Schema):
    """A player's place (equal chips share a rank)."""

    rank = fields.Integer(required=True)
    seat = fields.Integer(required=True)
    name = fields.String(required=True)
    chips = fields.Integer(required=True)


class BidStandingSchema(ma.Schema):
    """A bid against the proven optimum (shown once the timer has run out)."""

    label = fields.String(
        required=True,
        metadata={"example": "+2", "description": "`impossible`, `optimal` or `+k`."},
    )
    over = fields.Integer(required=True)
    can_be_met = fields.Boolean(allow_none=True, required=True)


class BidSchema(ma.Schema):
    """A bid of a round."""

    seq = fields.Integer(required=True)
    player = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    at = fields.DateTime(required=True)
    standing = fields.Nested(BidStandingSchema)


class BidPlacedSchema(ma.Schema):
    """A placed bid and the timer it runs against."""

    round = fields.Integer(required=True)
    seq = fields.Integer(required=True)
    player = fields.Integer(required=True)
    moves = fields.Integer(required=True)
    at = fields.DateTime(required=True)
    timer_ends_at = fields.DateTime(required=True)
    server_time = fields.DateTime(required=True)


class RoundSchema(ma.Schema):
    """A round: chip, timer, bids, verification, and its ranking once revealed."""

    number = fields.Integer(required=True)
    status = fields.String(
        required=True,
        metadata={
            "description": "`waiting`, `running` (timer), `verifying` or `over`."
        },
    )
    outcome = fields.String(allow_none=True)
    chip = fields.Dict(required=True)
    puzzle_id = fields.String(allow_none=True)
    robots = fields.Dict(required=True)
    started_at = fields.DateTime(required=True)
    timer_started_at = fields.DateTime(allow_none=True)
    timer_ends_at = fields.DateTime(allow_none=True)
    timer_allowed_at = fields.DateTime()
    reroll_allowed_at = fields.DateTime()
    server_time = fields.DateTime(required=True)
    winner = fields.Integer(allow_none=True)
    ended_at = fields.DateTime(allow_none=True)
    bids = fields.List(fields.Nested(BidSchema), required=True)
    verification = _free(
        "Order of demonstration, current verifier, deadline, attempts."
    )
    start = cell_field()
    target = cell_field()
    roller = fields.Integer()
    claim = _free("Micro Robots: the claim that decided the round.")
    rolls = fields.List(fields.Dict())
    optimum = fields.Integer(allow_none=True)
    summary = _free("Once over: optimum, an optimal solution, what the winner played.")


class GameSchema(ma.Schema):
    """A game's whole visible state."""

    id = fields.String(required=True)
    mode = fields.String(required=True)
    preset = fields.String(required=True)
    rules = fields.Dict(required=True)
    board_id = fields.String(required=True)
    status = fields.String(
        required=True, metadata={"description": "`active`/`finished`"}
    )
    version = fields.Integer(required=True)
    event_seq = fields.Integer(required=True)
    server_time = fields.DateTime(required=True)
    created_at = fields.DateTime(required=True)
    finished_at = fields.DateTime(allow_none=True)
    seed = ANY
    players = fields.List(fields.Nested(PlayerSchema), required=True)
    standings = fields.List(fields.Nested(StandingSchema), required=True)
    winners = fields.List(fields.Integer(), allow_none=True)
    table = _free(
        "Robots on their markers and chip piles; micro: robot, supply, roller."
    )
    rounds_played = fields.Integer(required=True)
    current_round = fields.Nested(RoundSchema, allow_none=True)
    links = fields.Dict(keys=fields.String(), values=fields.String())


class RoundListSchema(ma.Schema):
    """Every round of a game."""

    rounds = fields.List(fields.Nested(RoundSchema), required=True)


class DemonstrationResultSchema(ma.Schema):
    """How a demonstration or claim went, the round after it, the game's status."""

    result = _free("`result` (success, failure, conceded), moves, bid and the verdict.")
    round = fields.Nested(RoundSchema, required=True)
    game = _free("The game's status and winners.")


class EventSchema(ma.Schema):
    """One entry of the game's log."""

    seq = fields.Integer(required=True)
    type = fields.String(required=True, metadata={"example": "bid"})
    at = fields.DateTime(required=True)
    data = fields.Dict(required=True)


class EventPageSchema(ma.Schema):
    """The events after `after`, oldest first."""

    events = fields.List(fields.Nested(EventSchema), required=True)
    last_seq = fields.Integer(required=True)
    version = fields.Integer(required=True)
