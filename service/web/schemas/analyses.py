"""Schemas of exhaustive analyses: the request, a target's progress and result."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.analyses.models import AnalysisState
from service.game.geometry import ROBOT_COLORS
from service.inputs.policy import StrictSchema
from service.puzzles.spec import BOARD_REF, BoardField, GoalSchema, TargetSchema
from service.web.schemas.common import Link, Links
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


def placements_field(description: str) -> fields.List[Any]:
    """Return a list of placements: robot colour -> cell [x, y]."""
    return fields.List(
        fields.Dict(keys=fields.String(), values=fields.List(fields.Integer())),
        required=True,
        metadata={"description": description},
    )


class DistributionSchema(ma.Schema):
    """Optimum counts over a set of placements."""

    placements = fields.Integer(required=True, metadata={"description": "Counted."})
    counts = fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": "`counts[d]` placements have optimum d."},
    )
    unsolvable = fields.Integer(
        required=True, metadata={"description": "Placements no moves solve."}
    )
    maximum = fields.Integer(required=True, metadata={"description": "The longest."})
    mean = fields.Float(
        required=True, metadata={"description": "The mean optimum of the solvable."}
    )
    longest = placements_field("Placements at the maximum (capped at 1000).")


class TargetResultSchema(DistributionSchema):
    """Every placement of one target solved (the core's TargetAnalysis)."""

    target = fields.Nested(
        TargetSchema, required=True, metadata={"description": "The target."}
    )
    robots = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "The robots, the target's own first."},
    )
    samples = fields.Dict(
        keys=fields.String(),
        values=fields.List(
            fields.Dict(keys=fields.String(), values=fields.List(fields.Integer()))
        ),
        required=True,
        metadata={"description": "A few placements per deep optimum (10 and up)."},
    )
    off_targets = fields.Nested(
        DistributionSchema,
        required=True,
        metadata={
            "description": "The same over placements with no robot on a "
            "target space (how a game starts)."
        },
    )
    certificate = fields.String(
        required=True,
        metadata={"description": "A digest of the counts and of the whole table."},
    )
    seconds = fields.Float(required=True, metadata={"description": "Wall time."})


class AnalysisTargetSchema(ma.Schema):
    """One target of an analysis: where it stands, then every placement's optimum."""

    target = fields.Nested(
        GoalSchema, required=True, metadata={"description": "The printed target."}
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf([s.value for s in AnalysisState]),
        metadata={
            "description": "queued, running, done, failed; `retrying` when its "
            "worker stopped (it runs again); `unavailable` while Redis is down."
        },
    )
    attempts = fields.Integer(
        required=True, metadata={"description": "Runs started (a retry counts)."}
    )
    progress = fields.Nested(
        AnalysisProgressSchema,
        allow_none=True,
        metadata={"description": "How far it got, while running."},
    )
    maximum = fields.Integer(
        allow_none=True, metadata={"description": "The longest optimum (done)."}
    )
    result = fields.Nested(
        TargetResultSchema,
        allow_none=True,
        metadata={
            "description": "Done: the distribution (`counts[d]` placements at "
            "optimum d), `unsolvable`, `maximum`, `longest` placements, deep "
            "`samples`, `off_targets` (no robot on a target space), `certificate`."
        },
    )
    error = fields.String(
        allow_none=True, metadata={"description": "Why it failed or runs again."}
    )


ANALYSIS_URL = "/v1/analyses/{id}"


class AnalysisLinksSchema(ma.Schema):
    """Where to find an analysis."""

    self = Link(ANALYSIS_URL, required=True, metadata={"description": "This analysis."})


class AnalysisSchema(ma.Schema):
    """An exhaustive analysis: a board's targets, every placement solved."""

    id = fields.String(required=True, metadata={"description": "The analysis's id."})
    status = fields.String(
        required=True,
        validate=validate.OneOf([s.value for s in AnalysisState]),
        metadata={"description": "done once every target is."},
    )
    board_id = fields.String(
        required=True, metadata={"description": "The board (GET /v1/boards/{id})."}
    )
    layout = fields.String(
        allow_none=True,
        required=True,
        metadata={"description": "Its layout code, if it is a classic layout."},
    )
    robots = fields.List(
        fields.String(),
        required=True,
        metadata={"description": "The robots placed, in the core's order."},
    )
    created_at = fields.String(
        required=True,
        metadata={"format": "date-time", "description": "When it was asked for."},
    )
    targets = fields.List(
        fields.Nested(AnalysisTargetSchema),
        required=True,
        metadata={"description": "Each target, in the order asked."},
    )
    links = Links(
        AnalysisLinksSchema, required=True, metadata={"description": "Links."}
    )


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

    items = fields.List(
        fields.Nested(ProvenRecordSchema),
        required=True,
        metadata={"description": "The records, longest first."},
    )
