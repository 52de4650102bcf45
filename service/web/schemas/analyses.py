"""Schemas of exhaustive analyses: the request, a target's progress and result."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.game.geometry import ROBOT_COLORS
from service.infra.models.analyses import AnalysisState
from service.infra.policy import StrictSchema
from service.puzzles.spec import BOARD_REF, BoardField, GoalSchema

MAX_TARGETS = 17
"""A classic board prints 17 targets."""


class AnalysisSpecSchema(StrictSchema):
    """A board (inline, by layout code, or by `board_id`), its robots, its targets."""

    board = BoardField(
        metadata={"oneOf": [BOARD_REF, {"type": "string", "example": "1A4B3B2B"}]}
    )
    board_id = fields.String(metadata={"description": "A stored board's id."})
    robots = fields.List(
        fields.String(validate=validate.OneOf(ROBOT_COLORS)),
        required=True,
        validate=validate.Length(min=1, max=len(ROBOT_COLORS)),
        metadata={
            "example": ["red", "green", "blue", "yellow"],
            "description": "The robots placed on every free cell (1 to 4).",
        },
    )
    targets = fields.List(
        fields.Nested(GoalSchema),
        validate=validate.Length(min=1, max=MAX_TARGETS),
        metadata={
            "description": "Printed targets to analyse (default: every target of "
            "the robots' colours, and the vortex)."
        },
    )

    ONE_OF = ("board", "board_id")


class AnalysisProgressSchema(ma.Schema):
    """How far a running target got."""

    distance = fields.Integer(
        required=True, metadata={"description": "Optimum reached so far."}
    )
    settled = fields.Integer(
        required=True, metadata={"description": "Placements whose optimum is known."}
    )
    total = fields.Integer(required=True, metadata={"description": "Placements."})


class AnalysisTargetSchema(ma.Schema):
    """One target of an analysis: where it stands, then every placement's optimum."""

    target = fields.Nested(GoalSchema, required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf([s.value for s in AnalysisState]),
        metadata={
            "description": "queued, running, done, failed; `retrying` when its "
            "worker stopped (it runs again); `unavailable` while Redis is down."
        },
    )
    attempts = fields.Integer(required=True)
    progress = fields.Nested(AnalysisProgressSchema, allow_none=True)
    maximum = fields.Integer(
        allow_none=True, metadata={"description": "The longest optimum (done)."}
    )
    result = fields.Dict(
        allow_none=True,
        metadata={
            "description": "Done: the distribution (`counts[d]` placements at "
            "optimum d), `unsolvable`, `maximum`, `longest` placements, deep "
            "`samples`, `off_targets` (no robot on a target space), `certificate`."
        },
    )
    error = fields.String(allow_none=True)


class AnalysisLinksSchema(ma.Schema):
    """Where to find an analysis."""

    self = fields.String(required=True)


class AnalysisSchema(ma.Schema):
    """An exhaustive analysis: a board's targets, every placement solved."""

    id = fields.String(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf([s.value for s in AnalysisState]),
        metadata={"description": "done once every target is."},
    )
    board_id = fields.String(required=True)
    layout = fields.String(allow_none=True, required=True)
    robots = fields.List(fields.String(), required=True)
    created_at = fields.String(required=True, metadata={"format": "date-time"})
    targets = fields.List(fields.Nested(AnalysisTargetSchema), required=True)
    links = fields.Nested(AnalysisLinksSchema, required=True)
