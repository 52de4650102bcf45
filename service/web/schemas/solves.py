"""Schemas of background solves (solution, hint) and check jobs."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.game.solver import SolverStatus
from service.infra.config import Config
from service.inputs.policy import StrictSchema
from service.puzzles.checkjobs import CheckJobState
from service.solving.models import SolveState

from .common import describe
from .daily import player_field
from .puzzles import BatchItemSchema, BatchResultSchema, MoveSchema

SOLVE_STATUSES = tuple(state.value for state in SolveState)
RESULT_STATUSES = tuple(s.value for s in SolverStatus if s != SolverStatus.OPEN)
MOVE = fields.List(
    fields.String(),
    validate=validate.Length(equal=2),
    metadata={"example": ["red", "N"], "description": "[robot, direction]"},
)


class SolveProgressSchema(ma.Schema):
    """How far a running search got."""

    depth = fields.Integer(
        required=True,
        metadata={
            "description": "Fewest moves not yet ruled out: every shorter "
            "solution is proven impossible."
        },
    )
    nodes = fields.Integer(required=True, metadata={"description": "Nodes so far."})
    seconds = fields.Float(required=True)


class SolveStatusSchema(ma.Schema):
    """A puzzle's background solve: its status and, when done, the answer."""

    puzzle_id = fields.String(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(SOLVE_STATUSES),
        metadata={
            "description": "queued, running, done, failed; `retrying` when the "
            "worker running it stopped (its heartbeat lapsed: it will run again, "
            "`error` says so); "
            "`none` when never requested. While the job store (Redis) is down "
            "and the answer is not known yet the endpoints answer 503 instead "
            "(`unavailable` is kept for older clients and no longer sent)."
        },
    )
    optimal_moves = fields.Integer(
        allow_none=True, metadata={"description": "The proven optimum (done)."}
    )
    proven = fields.Boolean(
        allow_none=True,
        metadata={"description": "False when the search hit its limits (not proven)."},
    )
    lower_bound = fields.Integer(
        allow_none=True, metadata={"description": "Proven lower bound on the optimum."}
    )
    moves = fields.Integer(
        allow_none=True, metadata={"description": "Length of the best solution found."}
    )
    solution = fields.List(MOVE, allow_none=True)
    method = fields.String(
        allow_none=True,
        validate=validate.OneOf(("search", "table")),
        metadata={
            "description": "How the answer was found: `search` (the solver) or "
            "`table` (read from an exhaustive analysis's distance table); null "
            "before it is done, and for answers stored before this was recorded."
        },
    )
    waiting = fields.String(
        allow_none=True,
        metadata={
            "description": "While `queued`: why no worker has taken the job yet "
            "(no worker is running, or every worker is still compiling the solver "
            "on its first start); null otherwise."
        },
    )
    result = fields.String(
        allow_none=True,
        validate=validate.OneOf(RESULT_STATUSES),
        metadata={"description": "The solver's verdict (done)."},
    )
    progress = fields.Nested(SolveProgressSchema, allow_none=True)
    error = fields.String(allow_none=True, metadata={"description": "Why it failed."})
    nodes = fields.Integer(allow_none=True)
    seconds = fields.Float(allow_none=True)


class HintSchema(ma.Schema):
    """One optimal first move, once the optimum is proven."""

    puzzle_id = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(SOLVE_STATUSES))
    hint = fields.Nested(
        MoveSchema,
        allow_none=True,
        required=True,
        metadata={"description": "Null until the optimum is proven (or unsolvable)."},
    )


class CheckJobSpecSchema(StrictSchema):
    """Up to 100,000 checks, run in the background (or upload JSON Lines)."""

    items = fields.List(
        fields.Nested(BatchItemSchema),
        required=True,
        validate=validate.Length(min=1, max=Config.CHECK_JOB_MAX_ITEMS),
        metadata={"description": "At most CHECK_JOB_MAX_ITEMS (100,000) items."},
    )
    grade = fields.Boolean(
        load_default=False,
        metadata={"description": "Grade solved items: optimal, +k or not proven."},
    )


class CheckJobQuerySchema(StrictSchema):
    """Options of a JSON Lines upload."""

    grade = fields.Boolean(
        load_default=False, metadata={"description": "Grade solved items."}
    )


class CheckJobLinksSchema(ma.Schema):
    """Related URLs."""

    self = fields.String(required=True)
    results = fields.String(required=True)


class CheckJobSchema(ma.Schema):
    """A check job: its status and progress."""

    id = fields.String(required=True, metadata={"example": "cj3f9a0c1d2e4b5a6c"})
    status = fields.String(
        required=True,
        validate=validate.OneOf(tuple(state.value for state in CheckJobState)),
        metadata={
            "description": "`retrying` when a run failed (an error, a killed work "
            "process) or its worker stopped (its heartbeat lapsed); it will run "
            "again, `error` says so."
        },
    )
    total = fields.Integer(required=True, metadata={"description": "Items."})
    done = fields.Integer(required=True, metadata={"description": "Items checked."})
    grade = fields.Boolean(required=True)
    created_at = fields.String(required=True)
    expires_at = fields.String(
        required=True, metadata={"description": "When the job and results are deleted."}
    )
    error = fields.String(allow_none=True)
    links = fields.Nested(CheckJobLinksSchema, required=True)


class CheckJobResultSchema(BatchResultSchema):
    """One line of the results: a batch result, graded when asked."""

    optimal_moves = fields.Integer(allow_none=True)
    grade = fields.String(
        allow_none=True,
        metadata={"description": "`optimal`, `+k` or `not proven` (solved items)."},
    )


# --- field descriptions (the OpenAPI document's) ------------------------------

describe(SolveProgressSchema, seconds="Seconds searched so far.")
describe(
    SolveStatusSchema,
    puzzle_id="The puzzle.",
    solution="An optimal (or the best found) solution as moves; null until done.",
    progress="While running: how far the search got; null otherwise.",
    nodes="Nodes searched (done).",
    seconds="Seconds the search took (done).",
)
describe(
    HintSchema, puzzle_id="The puzzle.", **{"status": "As in `SolveStatus.status`."}
)
describe(CheckJobLinksSchema, self="This job.", results="Its results (JSON Lines).")
describe(
    CheckJobSchema,
    id="The job's id.",
    grade="Solved items are graded.",
    created_at="When it was submitted (ISO 8601).",
    error="Why it failed or is retrying; null otherwise.",
)
describe(CheckJobResultSchema, optimal_moves="The proven optimum (graded items).")


class AnswerQuerySchema(StrictSchema):
    """Who asks for an answer: a trainer player (with the API key), or nobody."""

    player = player_field()
