"""Schemas of solve jobs: many puzzles solved in the background."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.infra.config import Config
from service.inputs.policy import StrictSchema
from service.puzzles.spec import PuzzleSpecSchema
from service.solving.solvejobs import SolveJobState

from .common import describe
from .puzzles import ItemErrorSchema, ref_field
from .solves import MOVE, RESULT_STATUSES, CheckJobLinksSchema

MAX_SECONDS = fields.Float(
    validate=validate.Range(min=0, max=Config.SOLVE_MAX_SECONDS, min_inclusive=False),
    allow_nan=False,
    metadata={
        "description": "Time limit per puzzle in seconds (at most SOLVE_MAX_SECONDS,"
        " the default)."
    },
)


class SolveJobItemSchema(StrictSchema):
    """One puzzle to solve: stored (by id) or inline (not stored)."""

    puzzle_id = fields.String()
    puzzle = fields.Nested(PuzzleSpecSchema)
    ref = ref_field("Echoed in the result.")

    ONE_OF = ("puzzle", "puzzle_id")


class SolveJobSpecSchema(StrictSchema):
    """Up to 10,000 puzzles to solve in the background (or upload JSON Lines)."""

    items = fields.List(
        fields.Nested(SolveJobItemSchema),
        required=True,
        validate=validate.Length(min=1, max=Config.SOLVE_JOB_MAX_ITEMS),
        metadata={"description": "At most SOLVE_JOB_MAX_ITEMS (10,000) items."},
    )
    max_seconds = MAX_SECONDS


class SolveJobQuerySchema(StrictSchema):
    """Options of a JSON Lines upload."""

    max_seconds = MAX_SECONDS


class SolveJobResultsQuerySchema(StrictSchema):
    """A page of the results."""

    offset = fields.Integer(load_default=0, validate=validate.Range(min=0))
    limit = fields.Integer(validate=validate.Range(min=1, max=10_000))


class SolveJobSchema(ma.Schema):
    """A solve job: its status and progress."""

    id = fields.String(required=True, metadata={"example": "sj3f9a0c1d2e4b5a6c"})
    status = fields.String(
        required=True,
        validate=validate.OneOf(tuple(s.value for s in SolveJobState)),
        metadata={
            "description": "Where the job stands; `retrying` while a chunk whose run "
            "failed (an error, a killed worker) waits to run again, `error` says so."
        },
    )
    total = fields.Integer(required=True, metadata={"description": "Items."})
    done = fields.Integer(required=True, metadata={"description": "Items finished."})
    max_seconds = fields.Float(allow_none=True)
    created_at = fields.String(required=True)
    expires_at = fields.String(required=True)
    error = fields.String(allow_none=True)
    links = fields.Nested(CheckJobLinksSchema, required=True)


class SolveJobResultSchema(ma.Schema):
    """One line of the results, in input order."""

    index = fields.Integer(required=True)
    ref = ref_field(allow_none=True)
    puzzle_id = fields.String()
    result = fields.String(
        validate=validate.OneOf((*RESULT_STATUSES, "hidden")),
        metadata={
            "description": "The solver's status, or `hidden` while the "
            "puzzle's answer is secret (a live round's, today's daily)."
        },
    )
    optimal_moves = fields.Integer(allow_none=True)
    proven = fields.Boolean(allow_none=True)
    moves = fields.Integer(allow_none=True)
    solution = fields.List(MOVE, allow_none=True)
    nodes = fields.Integer(allow_none=True)
    seconds = fields.Float(allow_none=True)
    error = fields.Nested(
        ItemErrorSchema, metadata={"description": "The item's problem, if any."}
    )


describe(
    SolveJobSchema,
    id="The job's id.",
    max_seconds="The time limit of each puzzle's search, in seconds.",
    created_at="When the job was accepted (ISO 8601, UTC).",
    expires_at="When the job and its results are deleted (ISO 8601, UTC).",
    error="Why the job failed; null unless it did.",
)
