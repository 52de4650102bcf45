"""The game's event log: one schema per event type, a discriminated union on `type`.

EVENT_DATA maps each type to the schema of its `data`; `service.web.api` writes the
union into the OpenAPI document as the `Event` component (`oneOf` of the
`<Type>Event` schemas, with a `discriminator` on `type`).
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from .games import (
    ChipSchema,
    _d,
    cell,
    robots_field,
    seat,
    stamp,
)
from .paging import page_schema
from .puzzles import StepErrorSchema


def rnd() -> fields.Integer:
    """Return the `round` field: the number of the round the event belongs to."""
    return fields.Integer(**_d("The round's number.", required=True))


def chip() -> fields.Nested:
    """Return the `chip` field."""
    return fields.Nested(ChipSchema, **_d("The round's chip.", required=True))


class GameCreatedData(ma.Schema):
    """`game_created`: the game was set up."""

    mode = fields.String(**_d("`classic`, `solo` or `micro`.", required=True))
    preset = fields.String(**_d("The ruleset preset.", required=True))
    board_id = fields.String(**_d("The board.", required=True))
    players = fields.List(fields.String(), **_d("Names by seat.", required=True))


class RoundStartedData(ma.Schema):
    """`round_started`: a chip was turned (classic, solo) or a target rolled (micro)."""

    round = rnd()
    chip = fields.Nested(ChipSchema, **_d("Classic, solo: the chip turned."))
    robots = robots_field("Classic, solo: the robots on their markers")
    puzzle_id = fields.String(**_d("Classic, solo: the round's puzzle."))
    start = cell("Micro: the robot's cell.")
    target = fields.Nested(ChipSchema, **_d("Micro: the target rolled."))
    roller = seat("Micro: who rolled.")


class BidData(ma.Schema):
    """`bid`: a player bid (classic)."""

    round = rnd()
    seq = fields.Integer(**_d("Order of the bid in its round.", required=True))
    player = seat("The bidder.", required=True)
    moves = fields.Integer(**_d("The moves bid.", required=True))


class TimerStartedData(ma.Schema):
    """`timer_started`: the sand timer started."""

    round = rnd()
    by = seat("Who started it (null: the administering client).", allow_none=True)
    reason = fields.String(
        **_d("`first_bid`, `no_bid_wait` (started by hand) or `solo`.", required=True)
    )
    ends_at = stamp("When it runs out.", required=True)


class TimerExpiredData(ma.Schema):
    """`timer_expired`: the sand timer ran out."""

    round = rnd()
    bids = fields.Integer(**_d("Bids placed in the round.", required=True))


class VerifierCalledData(ma.Schema):
    """`verifier_called`: a bidder is asked to demonstrate (classic)."""

    round = rnd()
    player = seat("The verifier.", required=True)
    bid = fields.Integer(**_d("The bid to demonstrate.", required=True))
    deadline = stamp("When its time runs out.", required=True)


class VerificationData(ma.Schema):
    """`verification`: a demonstration was judged (classic, solo); the fields of
    a round's `verification.attempts[]`."""

    round = rnd()
    player = seat("Who demonstrated.", required=True)
    result = fields.String(
        **_d("`success`, `failure`, `conceded` or `timeout`.", required=True)
    )
    bid = fields.Integer(**_d("Classic: the bid demonstrated."))
    moves = fields.Integer(**_d("Moves played up to the first illegal one."))
    solved = fields.Boolean(**_d("Reached the target legally."))
    bid_met = fields.Boolean(**_d("Classic: solved within the bid."))
    bid_semantics = fields.String(**_d("Classic: `exact` or `at_most`."))
    solution = fields.String(**_d("The solution in compact notation."))


class RoundOverData(ma.Schema):
    """`round_over`: a round ended."""

    round = rnd()
    outcome = fields.String(
        **_d(
            "`won`, `failed`, `no_bid`, `face_up`, `face_down` or `abandoned`.",
            required=True,
        )
    )
    winner = seat("The seat that won it; null if none.", required=True, allow_none=True)


class ChipAwardedData(ma.Schema):
    """`chip_awarded`: a player took the round's chip."""

    round = rnd()
    player = seat("Who took it.", required=True)
    chip = chip()
    chips = fields.Integer(**_d("The player's chips now.", required=True))


class ChipReturnedData(ma.Schema):
    """`chip_returned`: the chip went back (classic: into the pile, reshuffled)."""

    round = rnd()
    chip = chip()
    reason = fields.String(
        **_d("`no_bid`, `nobody_succeeded` or `claim_failed`.", required=True)
    )


class ChipLaidData(ma.Schema):
    """`chip_laid`: the solo player laid the chip face up (solved) or down."""

    round = rnd()
    chip = chip()
    face_up = fields.Boolean(**_d("Solved in time.", required=True))


class ChipGivenData(ma.Schema):
    """`chip_given`: a Micro Robots chip passed from one player to another."""

    round = rnd()
    player = seat("Who gave it.", required=True)
    to = seat("Who received it.", required=True)


class TargetRerolledData(ma.Schema):
    """`target_rerolled`: a new Micro Robots target after the wait."""

    round = rnd()
    target = fields.Nested(ChipSchema, **_d("The new target.", required=True))
    by = seat("Who rolled (null: the administering client).", allow_none=True)


class ClaimData(ma.Schema):
    """`claim`: a Micro Robots claim was judged."""

    round = rnd()
    player = seat("The claimant.", required=True)
    result = fields.String(**_d("`success` or `failure`.", required=True))
    claim = fields.Integer(**_d("The moves claimed.", required=True))
    moves = fields.Integer(**_d("The moves of the path played.", required=True))
    path = fields.List(
        fields.List(fields.Integer()),
        **_d("The cell reached by each move.", required=True),
    )
    error = fields.Nested(
        StepErrorSchema,
        **_d("The first illegal move; null if none.", required=True, allow_none=True),
    )


class GameFinishedData(ma.Schema):
    """`game_finished`: the game is over."""

    reason = fields.String(
        **_d(
            "`chips` (enough to win), `all_chips_played`, `supply_empty` or "
            "`ended_by_client`.",
            required=True,
        )
    )
    winners = fields.List(fields.Integer(), **_d("Winning seats.", required=True))
    chips = fields.List(fields.Integer(), **_d("Chips by seat.", required=True))


EVENT_DATA: dict[str, type[ma.Schema]] = {
    "game_created": GameCreatedData,
    "round_started": RoundStartedData,
    "bid": BidData,
    "timer_started": TimerStartedData,
    "timer_expired": TimerExpiredData,
    "verifier_called": VerifierCalledData,
    "verification": VerificationData,
    "round_over": RoundOverData,
    "chip_awarded": ChipAwardedData,
    "chip_returned": ChipReturnedData,
    "chip_laid": ChipLaidData,
    "chip_given": ChipGivenData,
    "target_rerolled": TargetRerolledData,
    "claim": ClaimData,
    "game_finished": GameFinishedData,
}
"""Each event type and the schema of its `data`."""


def event_schema(kind: str, data: type[ma.Schema]) -> type[ma.Schema]:
    """Return the schema of one event type: `seq`, `type`, `at` and typed `data`."""
    name = "".join(part.title() for part in kind.split("_")) + "EventSchema"
    return ma.Schema.from_dict(
        {
            "seq": fields.Integer(
                **_d("1, 2, ... per game, without gaps.", required=True)
            ),
            "type": fields.String(
                validate=validate.OneOf((kind,)),
                **_d("The event type.", required=True),
            ),
            "at": fields.DateTime(**_d("When it happened.", required=True)),
            "data": fields.Nested(data, **_d(data.__doc__ or kind, required=True)),
        },
        name=name,
    )


EVENT_SCHEMAS = {kind: event_schema(kind, data) for kind, data in EVENT_DATA.items()}
"""Each event type and its schema (the union's members)."""


class EventField(fields.Field[Any]):
    """An event (a stored row or its mapping), dumped with the schema of its type
    (the `Event` union)."""

    dumps = {kind: schema() for kind, schema in EVENT_SCHEMAS.items()}

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        kind = value["type"] if isinstance(value, dict) else value.type
        return self.dumps[kind].dump(value)


EventPageSchema = page_schema(
    "EventPageSchema",
    EventField(),  # the OpenAPI document shows the `Event` union (service.web.api)
    version=fields.Integer(
        **_d("The game's version when the page was read.", required=True)
    ),
)
"""A page of the event log, oldest first."""
