"""Schemas of a Micro Robots route check: the route, the verdict and the optimum."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.game.notation import MAX_SOLUTION_MOVES
from service.inputs.policy import StrictSchema
from service.puzzles.spec import cell_field

from .boards import MICRO_CELL
from .puzzles import StepErrorSchema


class RouteSchema(StrictSchema):
    """A route to check against the Micro Robots puzzle in the path."""

    path = fields.List(
        cell_field(),
        required=True,
        validate=validate.Length(max=MAX_SOLUTION_MOVES),
        metadata={
            "description": "The cell `[x, y]` the robot reaches with each move.",
            "example": [[0, 3], [4, 3]],
        },
    )


def _cell(description: str, **kwargs: str) -> fields.List[Any]:
    """Return a required `[x, y]` output field."""
    return fields.List(
        fields.Integer(),
        required=True,
        metadata={"description": description},
        **kwargs,  # type: ignore[arg-type]
    )


class RouteStepSchema(ma.Schema):
    """One move of a route."""

    from_ = _cell("The cell the robot left.", data_key="from", attribute="from")
    to = _cell("The cell it reached.")
    cell = fields.Raw(
        required=True,
        metadata={**MICRO_CELL, "description": "The `[colour, number]` reached."},
    )


def _route(description: str, allow_none: bool = False) -> fields.List[Any]:
    """Return a list of `[x, y]` cells."""
    return fields.List(
        fields.List(fields.Integer()),
        required=True,
        allow_none=allow_none,
        metadata={"description": description},
    )


class RouteVerdictSchema(ma.Schema):
    """The core's verdict on a route, beside the puzzle's proven optimum."""

    puzzle_id = fields.String(required=True, metadata={"description": "The puzzle."})
    solved = fields.Boolean(
        required=True,
        metadata={"description": "Every move legal, the last one on the target."},
    )
    reached_target = fields.Boolean(
        required=True, metadata={"description": "The route ended on the target."}
    )
    moves = fields.Integer(
        required=True,
        metadata={"description": "Legal moves played (up to the first illegal one)."},
    )
    path = _route("The cell reached by each legal move.")
    steps = fields.List(
        fields.Nested(RouteStepSchema),
        required=True,
        metadata={"description": "The legal moves played."},
    )
    error = fields.Nested(
        StepErrorSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "The first illegal move (`empty_path`, `bad_cell`, "
            "`no_movement`, `not_in_line`, `no_match`); null if none."
        },
    )
    optimal_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "The proven optimum (breadth-first search); null while "
            "the puzzle's answer is hidden."
        },
    )
    optimal_path = _route(
        "One optimal route; null while the answer is hidden.", allow_none=True
    )
