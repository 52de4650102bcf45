"""Schemas shared by every resource: problems, robots and cells."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields

from service.puzzles.spec import as_robots, cell_field


class ProblemSchema(ma.Schema):
    """An RFC 9457 problem: the one shape of every error response."""

    type = fields.String(
        required=True,
        metadata={
            "description": "Stable URI reference naming the kind of error: "
            "`/problems/<kind>` (relative to the API's origin, RFC 9457), a page "
            "saying what it means and how to fix the request.",
            "example": "/problems/validation-error",
        },
    )
    title = fields.String(required=True, metadata={"description": "Short summary."})
    status = fields.Integer(required=True, metadata={"description": "HTTP status."})
    detail = fields.String(metadata={"description": "What went wrong this time."})
    instance = fields.String(metadata={"description": "The request path."})
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={"description": "Field (dotted path) -> messages, on validation."},
    )


def robots_map(**kwargs: Any) -> fields.Dict:
    """Return a map robot colour -> `[x, y]` (any integers), marked `as_robots`."""
    return as_robots(
        fields.Dict(
            keys=fields.String(), values=fields.List(fields.Integer()), **kwargs
        )
    )


def describe(schema: type[ma.Schema], **descriptions: str) -> None:
    """Describe fields declared without a description, for the OpenAPI document.

    Every response field is described (tests/api/test_typed_contract.py); a field
    given here must exist and must not already say something else.
    """
    for name, text in descriptions.items():
        metadata = dict(schema._declared_fields[name].metadata)
        assert "description" not in metadata, f"{schema.__name__}.{name}"
        schema._declared_fields[name].metadata = {**metadata, "description": text}


class RobotsSchema(ma.Schema):
    """Robots by colour, each on a cell `[x, y]` (only the robots in play)."""

    red = cell_field()
    green = cell_field()
    blue = cell_field()
    yellow = cell_field()
    black = cell_field()


describe(
    RobotsSchema,
    red="The red robot's cell.",
    green="The green robot's cell.",
    blue="The blue robot's cell.",
    yellow="The yellow robot's cell.",
    black="The black robot's cell (black-robot variant).",
)
