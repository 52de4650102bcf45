"""Schemas of boards, layouts and rulesets (shape only; the core checks legality)."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.game.micro import MICRO_COLORS
from service.game.micro.board import MICRO_SIZE
from service.inputs.policy import JSON_INTEGER, StrictSchema
from service.puzzles.spec import BoardContractSchema, DiagonalSchema, TargetSchema

from .common import Link, Links, describe
from .paging import CursorQuerySchema, page_schema

MICRO_CELL = {
    "type": "array",
    "items": {
        "oneOf": [
            {"type": "string", "enum": list(MICRO_COLORS)},
            {"type": "integer", "minimum": 1, "maximum": 6},
        ]
    },
    "minItems": 2,
    "maxItems": 2,
    "example": ["red", 5],
}
"""The OpenAPI schema of a Micro Robots cell `[colour, number]`."""
MICRO_ROW = {
    "type": "string",
    "pattern": r"^\s*([BYGRPWbygrpw][1-6]\s+){5}[BYGRPWbygrpw][1-6]\s*$",
    "example": "R5 G6 R1 G2 W2 Y1",
}
"""The OpenAPI schema of a Micro Robots row: six colour letters and numbers."""
MICRO_SIZES = (MICRO_SIZE, MICRO_SIZE * MICRO_SIZE)
"""A custom Micro Robots board is 6 row strings or 36 cells, no other count."""


def check_micro_cells(value: Any) -> None:
    """Refuse a custom Micro Robots board that is not 6 rows or 36 cells."""
    if not isinstance(value, list) or len(value) not in MICRO_SIZES:
        raise ma.ValidationError("must be 36 [colour, number] cells or 6 row strings")


def seed_field(**kwargs: Any) -> fields.Raw:
    """Return a field for a seed (integer or string)."""
    return fields.Raw(
        metadata={
            "oneOf": [JSON_INTEGER, {"type": "string"}],
            "description": "Any integer (64 bits) or string; equal seeds give equal "
            "boards.",
            "example": 42,
        },
        **kwargs,
    )


class MicroSpecSchema(StrictSchema):
    """A Micro Robots board: from a seed, a sections code, or 36 custom cells."""

    seed = seed_field()
    mode = fields.String(
        validate=validate.OneOf(("sections", "random")),
        metadata={
            "description": "With `seed`: lay out the known sections, or any board."
        },
    )
    sections = fields.String(
        metadata={
            "description": "Section and quarter turns NW, NE, SW, SE.",
            "example": "A0B1C2D3",
        }
    )
    cells = fields.Raw(
        validate=check_micro_cells,
        metadata={
            "description": "Exactly 36 [colour, number] cells row-major, or exactly 6 "
            'row strings like "R5 G6 R1 G2 W2 Y1".',
            "oneOf": [
                {"type": "array", "items": MICRO_CELL, "minItems": 36, "maxItems": 36},
                {"type": "array", "items": MICRO_ROW, "minItems": 6, "maxItems": 6},
            ],
        },
    )

    ONE_OF = ("seed", "sections", "cells")
    ONLY_WITH = {"mode": "seed"}


class BoardCreateSchema(StrictSchema):
    """Exactly one source: a layout code, a seed, a custom board, or a micro board."""

    layout = fields.String(metadata={"example": "1A3C2B4D"})
    seed = seed_field()
    faces = fields.String(
        validate=validate.OneOf(("AB", "ABCD")),
        metadata={
            "description": "With `seed`: AB for the 1999 faces only (default ABCD)."
        },
    )
    board = fields.Nested(BoardContractSchema)
    micro = fields.Nested(MicroSpecSchema)

    ONE_OF = ("layout", "seed", "board", "micro")
    ONLY_WITH = {"faces": "seed"}


BOARD_URL = "/v1/boards/{id}"


class BoardLinksSchema(ma.Schema):
    """Related URLs."""

    self = Link(BOARD_URL, required=True)
    image = Link(BOARD_URL + "/image.svg", required=True)


class BoardSchema(ma.Schema):
    """A stored board: immutable, its id derived from its content."""

    id = fields.String(required=True, metadata={"example": "b7kq2w5z3xg4m5ntr"})
    kind = fields.String(
        required=True, metadata={"description": "`classic` or `micro`."}
    )
    layout = fields.String(
        allow_none=True, metadata={"description": "Layout or sections code, if known."}
    )
    board = fields.Raw(
        required=True,
        attribute="data",
        metadata={
            "oneOf": [
                {"$ref": "#/components/schemas/BoardContract"},
                {"$ref": "#/components/schemas/MicroBoard"},
            ],
            "description": "Canonical JSON: a classic board or a Micro Robots board.",
        },
    )
    created_at = fields.DateTime(required=True)
    links = Links(BoardLinksSchema, required=True)


class MicroBoardSchema(ma.Schema):
    """A Micro Robots board: 36 coloured, numbered cells."""

    kind = fields.String(
        required=True,
        validate=validate.OneOf(("micro",)),
        metadata={"description": "Always `micro`."},
    )
    cells = fields.List(
        fields.Raw(metadata=MICRO_CELL),
        required=True,
        validate=validate.Length(equal=36),
        metadata={"description": "The 36 `[colour, number]` cells, row-major."},
    )


class LayoutQuerySchema(CursorQuerySchema):
    """Filters of the layout list."""

    edition = fields.String(
        validate=validate.OneOf(("1999", "2003", "2003+")),
        metadata={
            "description": "`1999`: faces A/B only (96); `2003` (or `2003+`): "
            "the 1440 others."
        },
    )
    diagonals = fields.Boolean(
        metadata={"description": "Only with (or without) diagonals."}
    )


class LayoutSchema(ma.Schema):
    """A classic layout: four quadrant faces placed NW, NE, SE, SW."""

    code = fields.String(required=True, metadata={"example": "1A3C2B4D"})
    faces = fields.List(fields.String(), required=True)
    edition = fields.String(
        required=True, metadata={"description": "`1999` or `2003+`."}
    )
    has_diagonals = fields.Boolean(required=True)


class LayoutDetailSchema(LayoutSchema):
    """A layout with its board."""

    board_id = fields.String(required=True)
    board = fields.Nested(BoardContractSchema, required=True)


LayoutPageSchema = page_schema("LayoutPageSchema", LayoutSchema)
"""A page of layouts, in canonical order."""


class RulesetSchema(ma.Schema):
    """An edition preset: the flags that decide how a game is refereed."""

    name = fields.String(required=True, metadata={"example": "zman-2017"})
    title = fields.String(required=True)
    source = fields.String(required=True)
    kind = fields.String(required=True)
    bid_semantics = fields.String(required=True)
    tie_break = fields.String(required=True)
    ricochet_rule = fields.Boolean(required=True)
    faces = fields.String(required=True)
    black_robot = fields.Boolean(required=True)
    timer_seconds = fields.Integer(required=True)
    no_bid_wait_seconds = fields.Integer(required=True)
    verify_seconds = fields.Integer(required=True)
    chips_to_win_2 = fields.Integer(allow_none=True)
    chips_to_win_3 = fields.Integer(allow_none=True)
    chips_to_win_4 = fields.Integer(allow_none=True)
    solo_timer_runs = fields.Integer(required=True)
    micro_chips_to_win = fields.Integer(required=True)
    micro_chips_total = fields.Integer(required=True)


class RulesetListSchema(ma.Schema):
    """Every preset and the default's name."""

    default = fields.String(required=True)
    items = fields.List(fields.Nested(RulesetSchema), required=True)


# --- field descriptions (the OpenAPI document's) ------------------------------

describe(
    TargetSchema,
    color="The robot that scores it, or `any` (the vortex).",
    symbol="`circle`, `triangle`, `square`, `hexagon` (or `vortex` for `any`); "
    "may be omitted in a request: `circle` for a colour, `vortex` for `any`.",
    cell="The target's cell `[x, y]`.",
)
describe(
    DiagonalSchema,
    cell="The diagonal's cell `[x, y]`.",
    color="Robots of this colour pass through it.",
    orientation="`/` or a backslash: how it deflects the others.",
)
describe(
    BoardContractSchema,
    width="Columns (2-32).",
    height="Rows (2-32).",
    blocked="Cells no robot may enter (the centre block).",
    targets="The printed targets.",
    diagonals="Diagonal barriers (2003+ faces).",
)
describe(BoardLinksSchema, self="This board.", image="Its SVG picture.")
describe(
    BoardSchema,
    id="The board's id (from its canonical JSON).",
    created_at="When it was first stored.",
    links="Related URLs.",
)
describe(
    LayoutSchema,
    code="Faces NW, NE, SE, SW, e.g. `1A3C2B4D`.",
    faces="The four faces, in the code's order.",
    has_diagonals="Whether a face has diagonals (C or D faces).",
)
describe(LayoutDetailSchema, board_id="The board's id (`/v1/boards/{id}`).")
RULE_FLAGS = dict(
    kind="`classic` or `micro`.",
    bid_semantics="`exact`: a demonstration must use exactly the bid; `at_most`: "
    "the bid or fewer.",
    tie_break="Who verifies first among equal bids: `fewer_chips` or `bid_order`.",
    ricochet_rule="The finishing robot must ricochet (turn at right angles).",
    faces="The board faces the edition ships (`AB`: 1999, no diagonals).",
    black_robot="The black-robot variant.",
    timer_seconds="Length of the sand timer.",
    no_bid_wait_seconds="Wait with no bid after which the timer may be started.",
    verify_seconds="Time a verifier has to demonstrate.",
    chips_to_win_2="Chips that end a 2-player game (null: play all chips).",
    chips_to_win_3="Chips that end a 3-player game (null: play all chips).",
    chips_to_win_4="Chips that end a 4-player game (null: play all chips).",
    solo_timer_runs="Solo: how many times the timer runs per round (1 or 2).",
    micro_chips_to_win="Micro: chips that win.",
    micro_chips_total="Micro: chips in the supply.",
)
"""What each flag of a ruleset means (the presets' and the overrides' schemas)."""

describe(
    RulesetSchema,
    name="The preset's name.",
    title="The edition it follows.",
    source="The printed rule book it reads (see docs/rules.md).",
    **RULE_FLAGS,
)
describe(RulesetListSchema, default="The default preset's name.", items="Every preset.")
