"""The shape of a puzzle as clients send it (marshmallow; the core checks legality).

A board (inline in the JSON contract, by layout code, or by `board_id`), robots and a
target: what `POST /v1/puzzles`, the checks and the batch jobs all load, so it lives
here, below the HTTP edge, where the use-cases and the workers can re-validate it.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from service.game.geometry import (
    DIRECTIONS,
    ORIENTATIONS,
    ROBOT_COLORS,
    TARGET_SYMBOLS,
)
from service.inputs.policy import INT_RANGE, JSON_INTEGER, JsonBoolean, StrictSchema


def cell_field(**kwargs: object) -> fields.List[Any]:
    """Return a field for a cell `[x, y]` (the core checks it lies on the board)."""
    return fields.List(
        fields.Integer(validate=INT_RANGE),  # said in the `Robots` object as well
        validate=validate.Length(equal=2),
        metadata={"example": [3, 12]},
        **kwargs,  # type: ignore[arg-type]
    )


ROBOTS_MARK = "x-robots"
"""Metadata marking a colour -> cell map, documented as the `Robots` object."""


def as_robots(field: fields.Dict) -> fields.Dict:
    """Mark a map robot colour -> cell `[x, y]` (it loads as before): the OpenAPI
    document points it at the `Robots` object (service.web.api.document_robot_maps)."""
    field.metadata = {**field.metadata, ROBOTS_MARK: True}
    return field


CLASSIC_TARGET_COLORS = ("red", "green", "blue", "yellow", "any")


TRIPLE = {
    "type": "array",
    "items": {"oneOf": [JSON_INTEGER, {"type": "string"}]},
    "minItems": 3,
    "maxItems": 3,
    "example": [3, 4, "E"],
}
"""The OpenAPI schema of a wall `[x, y, side]` (OpenAPI 3.0 has no tuples)."""


class TargetSchema(StrictSchema):
    """A printed target space."""

    color = fields.String(required=True, validate=validate.OneOf(CLASSIC_TARGET_COLORS))
    symbol = fields.String(validate=validate.OneOf(TARGET_SYMBOLS))
    cell = cell_field(required=True)


class DiagonalSchema(StrictSchema):
    """A coloured diagonal barrier."""

    cell = cell_field(required=True)
    color = fields.String(
        required=True, validate=validate.OneOf(CLASSIC_TARGET_COLORS[:4])
    )
    orientation = fields.String(required=True, validate=validate.OneOf(ORIENTATIONS))


class BoardContractSchema(StrictSchema):
    """A classic board in the JSON contract; cells are [x, y], y=0 is the north row."""

    width = fields.Integer(required=True, strict=True, metadata={"example": 16})
    height = fields.Integer(required=True, strict=True, metadata={"example": 16})
    walls = fields.List(
        fields.Tuple(
            (
                fields.Integer(strict=True),
                fields.Integer(strict=True),
                fields.String(validate=validate.OneOf(DIRECTIONS)),
            ),
            metadata=TRIPLE,
        ),
        metadata={"description": "[x, y, side]: a wall on that side of the cell."},
    )
    blocked = fields.List(cell_field())
    targets = fields.List(fields.Nested(TargetSchema))
    diagonals = fields.List(fields.Nested(DiagonalSchema))


BOARD_REF = {"$ref": "#/components/schemas/BoardContract"}


class GoalSchema(StrictSchema):
    """What to reach: a robot colour (or `any`) and a cell."""

    color = fields.String(
        required=True,
        validate=validate.OneOf(("red", "green", "blue", "yellow", "any")),
    )
    cell = cell_field(required=True)


class PuzzleRulesSchema(StrictSchema):
    """Rules that change a puzzle's answer."""

    ricochet_rule = JsonBoolean(
        load_default=True,
        metadata={"description": "The finishing robot must ricochet (on by default)."},
    )


class BoardField(fields.Field[Any]):
    """A classic board in the JSON contract, or a layout code string."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> Any:
        if isinstance(value, str):
            return value
        return BoardContractSchema().load(value)


class PuzzleSpecSchema(StrictSchema):
    """A puzzle: a board (inline, by layout code, or by `board_id`), robots, target."""

    board = BoardField(
        metadata={"oneOf": [BOARD_REF, {"type": "string", "example": "1A3C2B4D"}]}
    )
    board_id = fields.String(metadata={"description": "A stored board's id."})
    robots = as_robots(
        fields.Dict(
            keys=fields.String(validate=validate.OneOf(ROBOT_COLORS)),
            values=cell_field(),
            required=True,
            metadata={"example": {"red": [0, 6], "green": [9, 8], "blue": [10, 11]}},
        )
    )
    target = fields.Nested(GoalSchema, required=True)
    rules = fields.Nested(PuzzleRulesSchema)

    ONE_OF = ("board", "board_id")
