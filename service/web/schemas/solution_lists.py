"""Schemas of a puzzle's list of distinct optimal solutions."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.puzzles.solution_lists import DEFAULT_LIMIT, MAX_LIMIT

from .solves import MOVE, SOLVE_STATUSES, AnswerQuerySchema


class SolutionListQuerySchema(AnswerQuerySchema):
    """How many solutions to list, and who asks (a trainer player, or nobody)."""

    limit = fields.Integer(
        load_default=DEFAULT_LIMIT,
        validate=validate.Range(min=1, max=MAX_LIMIT),
        metadata={"description": f"Solutions to list (1-{MAX_LIMIT})."},
    )


class ListedSolutionSchema(ma.Schema):
    """One optimal solution."""

    solution = fields.List(
        MOVE, required=True, metadata={"description": "The moves, in order."}
    )
    moves = fields.Integer(
        required=True, metadata={"description": "Its length: the optimum."}
    )


class SolutionListSchema(ma.Schema):
    """A puzzle's distinct optimal solutions, in a fixed order (robots in the
    puzzle's order, then N, E, S, W): the same request lists the same ones."""

    puzzle_id = fields.String(
        required=True, metadata={"description": "The puzzle whose solutions these are."}
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf(SOLVE_STATUSES),
        metadata={
            "description": "`done` once listed. Until the optimum is proven, the "
            "solve's status as GET .../solution shows it (`none`: ask for it with "
            "POST .../solution); then `queued` or `running` while a worker lists "
            "solutions that take longer than a request may spend."
        },
    )
    optimal_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The proven optimum (null until proven)."},
    )
    limit = fields.Integer(required=True, metadata={"description": "As asked."})
    total = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "How many distinct optimal solutions the puzzle has, "
            "counted up to 1000 (`total_capped`: 1000 or more); null until listed."
        },
    )
    total_capped = fields.Boolean(
        required=True, metadata={"description": "`total` is the cap: maybe more."}
    )
    exact = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={
            "description": "False when the listing ran out of its worker's budget: "
            "`items` and `total` are what it found by then; null until listed."
        },
    )
    complete = fields.Boolean(
        required=True,
        metadata={
            "description": "`items` holds every optimal solution (`total` <= "
            "`limit`, exactly counted); false: capped by `limit` or not listed yet."
        },
    )
    items = fields.List(
        fields.Nested(ListedSolutionSchema),
        required=True,
        metadata={"description": "The first `limit` solutions (empty until done)."},
    )
    error = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Why the solve failed (`failed`), else null."},
    )
