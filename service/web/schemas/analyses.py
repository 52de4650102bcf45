"""Schemas of exhaustive analyses: the request, a target's progress and result."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.game.geometry import ROBOT_COLORS
from service.infra.models.analyses import AnalysisState
from service.infra.policy import StrictSchema
from service.puzzles.spec import BOARD_REF, BoardField, GoalSchema
from service.web.schemas.library import RecordMethodSchema, RecordSchema

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


class ProvenMethodSchema(RecordMethodSchema):
    """How a record was found, or proven by an exhaustive analysis."""

    kind = fields.String(metadata={"description": "`analysis` when proven so."})
    proven = fields.String(metadata={"description": "`analysis`: every placement."})
    certificate = fields.String(
        metadata={"description": "The analysis's digest of its counts and table."}
    )
    placements = fields.Integer(metadata={"description": "Placements solved."})
    analysis_target = fields.String(metadata={"description": "The target's id."})


class ProvenRecordSchema(RecordSchema):
    """A layout's record, and whether it is its proven longest puzzle."""

    method = fields.Nested(
        ProvenMethodSchema, required=True, metadata={"description": "How."}
    )
    longest = fields.String(
        required=True,
        validate=validate.OneOf(("proven", "found")),
        metadata={
            "description": "`proven`: the layout is analysed (every placement of "
            "the four robots solved for every target) and no puzzle on it is "
            "longer than `proven_maximum`; `found`: the longest found so far."
        },
    )
    proven_maximum = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The layout's proven longest optimum, if analysed."},
    )


class ProvenRecordListSchema(ma.Schema):
    """The records, longest first."""

    items = fields.List(fields.Nested(ProvenRecordSchema), required=True)
