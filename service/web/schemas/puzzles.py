"""Schemas of puzzles, solution checks and verdicts."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.game.geometry import DIRECTIONS, ROBOT_COLORS
from service.game.notation import MAX_SOLUTION_MOVES
from service.inputs.policy import JSON_INTEGER, JsonBoolean, StrictSchema
from service.puzzles.spec import (
    BoardContractSchema,
    GoalSchema,
    PuzzleRulesSchema,
    PuzzleSpecSchema,
    as_robots,
    cell_field,
)

from .common import describe, robots_map


class PuzzleLinksSchema(ma.Schema):
    """Related URLs."""

    self = fields.String(required=True)
    image = fields.String(required=True)
    board = fields.String(required=True)
    checks = fields.String(required=True)


class PuzzleSchema(ma.Schema):
    """A stored puzzle: immutable, its id is the core's stable puzzle id."""

    id = fields.String(required=True, metadata={"example": "p5m2x7kq4w3z9a1bc"})
    board_id = fields.String(required=True)
    board = fields.Nested(BoardContractSchema, required=True)
    robots = as_robots(
        fields.Dict(keys=fields.String(), values=cell_field(), required=True)
    )
    target = fields.Nested(GoalSchema, required=True)
    rules = fields.Nested(PuzzleRulesSchema, required=True)
    created_at = fields.DateTime(required=True)
    links = fields.Nested(PuzzleLinksSchema, required=True)


class MoveSchema(ma.Schema):
    """One move: a robot and a direction."""

    robot = fields.String(required=True, validate=validate.OneOf(ROBOT_COLORS))
    direction = fields.String(required=True, validate=validate.OneOf(DIRECTIONS))


MOVE_PAIR = {
    "type": "array",
    "items": {"type": "string"},
    "minItems": 2,
    "maxItems": 2,
    "description": "`[robot, direction]`, as in the `Move` object.",
    "example": ["red", "N"],
}
"""The OpenAPI schema of a move as a pair (OpenAPI 3.0 has no tuples)."""


def solution_field(**kwargs: Any) -> fields.Raw:
    """Return a field for a solution in any of its three forms."""
    return fields.Raw(
        metadata={
            "description": 'Moves as `[["red","N"], ...]`, `[{"robot": "red", '
            '"direction": "N"}, ...]` or compact text `"rN gE bS yW kN"`.',
            "oneOf": [
                {"type": "string", "example": "gN gE gS"},
                {
                    "type": "array",
                    "maxItems": MAX_SOLUTION_MOVES,
                    "items": {
                        "oneOf": [MOVE_PAIR, {"$ref": "#/components/schemas/Move"}]
                    },
                },
            ],
        },
        **kwargs,
    )


class SolutionImageQuerySchema(StrictSchema):
    """An optional solution to draw on the picture."""

    solution = fields.String(
        metadata={"description": "Compact moves to draw, e.g. `rN gE`."}
    )


class SolutionSchema(StrictSchema):
    """A solution to check against the puzzle in the path."""

    solution = solution_field(required=True)


class CheckSchema(StrictSchema):
    """A puzzle (stored, by id, or inline, not stored) and a solution."""

    puzzle_id = fields.String()
    puzzle = fields.Nested(PuzzleSpecSchema)
    solution = solution_field(required=True)

    ONE_OF = ("puzzle", "puzzle_id")


def ref_field(description: str | None = None, **kwargs: Any) -> fields.Raw:
    """Return a field for a batch item's `ref`: a short string or an integer."""
    metadata: dict[str, Any] = {
        "oneOf": [{"type": "string", "maxLength": 200}, JSON_INTEGER]
    }
    if description:
        metadata["description"] = description
    return fields.Raw(metadata=metadata, **kwargs)


class BatchItemSchema(CheckSchema):
    """One batch item (documentation: items are validated one by one)."""

    solution = solution_field(required=True)  # own copy: no shared YAML anchors
    ref = ref_field(
        "Any string (up to 200 characters) or integer (64 bits), echoed in the result."
    )


class UncheckedList(fields.List):  # type: ignore[type-arg]
    """Documented as a list of its item schema, loaded as a plain list: the items
    are checked one by one by the use-case, so one bad item fails only itself."""

    def _deserialize(
        self, value: Any, attr: str | None, data: Any, **kwargs: Any
    ) -> Any:
        if not isinstance(value, list):
            raise ma.ValidationError("Not a valid list.")
        return value


class BatchSchema(StrictSchema):
    """Up to 1,000 checks; a bad item gets its own error and the rest still run."""

    items = UncheckedList(
        fields.Nested(BatchItemSchema),
        required=True,
        validate=validate.Length(min=1, max=1000),
    )
    steps = JsonBoolean(
        load_default=False,
        metadata={"description": "Include each verdict's step trace (slower)."},
    )


class StepErrorSchema(ma.Schema):
    """Why a step could not be played."""

    step = fields.Integer(required=True)
    reason = fields.String(required=True, metadata={"example": "no_movement"})
    message = fields.String(required=True)


class StepSchema(ma.Schema):
    """One played move and the position after it."""

    robot = fields.String(required=True, validate=validate.OneOf(ROBOT_COLORS))
    direction = fields.String(required=True, validate=validate.OneOf(DIRECTIONS))
    from_ = fields.List(
        fields.Integer(), data_key="from", attribute="from", required=True
    )
    to = fields.List(fields.Integer(), required=True)
    robots = robots_map()


class VerdictSchema(ma.Schema):
    """The core's verdict: the same object the CLI prints."""

    puzzle_id = fields.String(required=True)
    solved = fields.Boolean(required=True)
    reached_target = fields.Boolean(required=True)
    moves = fields.Integer(required=True)
    ricochet_rule = fields.Boolean(required=True)
    ricochet_rule_satisfied = fields.Boolean(required=True)
    steps = fields.List(
        fields.Nested(StepSchema),
        metadata={
            "description": "The trace (always on single checks; batch: `steps`)."
        },
    )
    robots = robots_map()
    error = fields.Nested(StepErrorSchema, allow_none=True, required=True)


class ItemErrorSchema(ma.Schema):
    """Why a batch item could not be checked (the problem fields of that item)."""

    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.Dict(keys=fields.String(), values=fields.List(fields.String()))


class BatchResultSchema(ma.Schema):
    """A verdict with the item's `index` and `ref`; for a bad item, only `index`,
    `ref` and `error` (a problem object), and no `solved`."""

    index = fields.Integer(required=True)
    ref = ref_field(allow_none=True)
    puzzle_id = fields.String()
    solved = fields.Boolean()
    reached_target = fields.Boolean()
    moves = fields.Integer()
    ricochet_rule = fields.Boolean()
    ricochet_rule_satisfied = fields.Boolean()
    steps = fields.List(fields.Nested(StepSchema))
    robots = robots_map()
    error = fields.Raw(
        allow_none=True,
        metadata={
            "oneOf": [
                {"$ref": "#/components/schemas/StepError"},
                {"$ref": "#/components/schemas/ItemError"},
            ],
            "description": "An illegal step of a checked item (`reason`), or why the "
            "item could not be checked at all (`type`).",
        },
    )


class BatchResponseSchema(ma.Schema):
    """One result per item, in order."""

    results = fields.List(fields.Nested(BatchResultSchema), required=True)
    checked = fields.Integer(
        required=True,
        metadata={"description": "Items checked: each has a verdict (`solved`)."},
    )
    solved = fields.Integer(
        required=True,
        metadata={"description": "Checked items whose solution solves the puzzle."},
    )
    invalid = fields.Integer(
        required=True,
        metadata={
            "description": "Items that could not be checked: each has a problem "
            "as `error` (`checked + invalid` is the number of items)."
        },
    )


# --- field descriptions (the OpenAPI document's) ------------------------------

describe(
    GoalSchema,
    color="The robot that must reach the cell, or `any` (the vortex).",
    cell="The target's cell `[x, y]`.",
)
describe(
    PuzzleLinksSchema,
    self="This puzzle.",
    image="Its SVG picture.",
    board="Its board.",
    checks="Where to check a solution (`POST`).",
)
describe(
    PuzzleSchema,
    id="The puzzle's id (from its canonical JSON).",
    board_id="Its board's id.",
    robots="Where the robots start (colour -> `[x, y]`).",
    created_at="When it was first stored.",
)
describe(MoveSchema, robot="The robot to move.", direction="`N`, `E`, `S` or `W`.")
describe(
    StepErrorSchema,
    step="Index of the illegal move (0 is the first).",
    reason="`unknown_robot`, `robot_not_in_play`, `no_movement`, "
    "`ends_on_diagonal`, `endless_loop` or `empty_solution`.",
    message="The reason in words.",
)
describe(
    StepSchema,
    robot="The robot moved.",
    direction="`N`, `E`, `S` or `W`.",
    from_="The cell it started on.",
    to="The cell it stopped on.",
    robots="Every robot after the move (colour -> `[x, y]`).",
)
describe(
    VerdictSchema,
    puzzle_id="The puzzle checked.",
    solved="Reached the target with every move legal (and the ricochet rule "
    "met when on).",
    reached_target="The target robot ended on the target.",
    moves="Legal moves played: the length of `steps` (an illegal move and "
    "those after it are not counted).",
    ricochet_rule="Whether the rule applies.",
    ricochet_rule_satisfied="The finishing robot ricocheted (true when off).",
    robots="Where the robots ended (colour -> `[x, y]`).",
    error="The first illegal move; null if every move was legal.",
)
describe(
    ItemErrorSchema,
    type="Stable URI naming the kind of error.",
    title="Short summary.",
    **{"status": "The HTTP status it would have had."},
    detail="What is wrong with the item.",
    errors="Field (dotted path) -> messages.",
)
describe(
    BatchResultSchema,
    index="Position of the item in the request (0-based).",
    ref="The item's `ref`, echoed as sent (null without one).",
    puzzle_id="The puzzle checked.",
    solved="As in `Verdict`.",
    reached_target="As in `Verdict`.",
    moves="As in `Verdict`.",
    ricochet_rule="As in `Verdict`.",
    ricochet_rule_satisfied="As in `Verdict`.",
    steps="The trace, when asked for with `steps`.",
    robots="Where the robots ended (colour -> `[x, y]`).",
)
describe(BatchResponseSchema, results="One result per item, in the request's order.")
