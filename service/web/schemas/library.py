"""Schemas of the puzzle library: requests by difficulty and theme, their items."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.infra.jobstore import JobState
from service.library.filters import EDITIONS, MAX_MOVES
from service.library.themes import THEMES

from .common import JsonBoolean, StrictSchema

FAMILIES = ("classic", "black-robot", "diagonals", "diagonals-black")


class MovesBandSchema(StrictSchema):
    """A band of optimal move counts, both ends included."""

    min = fields.Integer(
        load_default=1,
        validate=validate.Range(min=1, max=MAX_MOVES),
        metadata={"example": 11},
    )
    max = fields.Integer(
        load_default=MAX_MOVES,
        validate=validate.Range(min=1, max=MAX_MOVES),
        metadata={"example": 12},
    )


class PuzzleRequestSpecSchema(StrictSchema):
    """Which puzzles to serve: a band of optimal moves and the puzzles' family."""

    moves = fields.Nested(MovesBandSchema, required=True)
    count = fields.Integer(load_default=10, validate=validate.Range(min=1, max=100))
    edition = fields.String(
        validate=validate.OneOf(EDITIONS),
        metadata={"description": "1999: faces A/B only; 2003: any face A-D."},
    )
    layout = fields.String(
        validate=validate.Length(equal=8),
        metadata={"description": "One layout code (e.g. 1A3C2B4D).", "example": "1A2B3A4B"},
    )
    diagonals = JsonBoolean(
        metadata={"description": "true: at least one face with diagonals; false: none."}
    )
    black_robot = JsonBoolean()
    ricochet_rule = JsonBoolean()
    theme = fields.String(validate=validate.OneOf(tuple(THEMES)))
    unseen = JsonBoolean(
        load_default=False,
        metadata={"description": "Never a puzzle this API key was served before."},
    )
    max_seconds = fields.Float(
        validate=validate.Range(min=1, max=600),
        allow_nan=False,
        metadata={"description": "Time budget when generated to order (default 60 s)."},
    )


class LibraryLinksSchema(ma.Schema):
    """Where to find a library puzzle."""

    puzzle = fields.String(required=True)
    image = fields.String(required=True)


class LibraryFeaturesSchema(ma.Schema):
    """What the puzzle's optimal solution shows."""

    robots_moved = fields.Integer(required=True)
    switches = fields.Integer(required=True)
    helper_moves = fields.Integer(required=True)


class LibraryItemSchema(ma.Schema):
    """A library puzzle with its proven optimum, features and themes."""

    puzzle_id = fields.String(required=True)
    optimal_moves = fields.Integer(required=True)
    family = fields.String(required=True, validate=validate.OneOf(FAMILIES))
    layout = fields.String(required=True)
    edition = fields.String(required=True, validate=validate.OneOf(EDITIONS))
    diagonals = fields.Boolean(required=True)
    black_robot = fields.Boolean(required=True)
    ricochet_rule = fields.Boolean(required=True)
    features = fields.Nested(LibraryFeaturesSchema, required=True)
    themes = fields.List(fields.String(validate=validate.OneOf(tuple(THEMES))), required=True)
    links = fields.Nested(LibraryLinksSchema, required=True)


class LibraryItemsSchema(ma.Schema):
    """Puzzles served from the library at once."""

    items = fields.List(fields.Nested(LibraryItemSchema), required=True)


class PuzzleRequestLinksSchema(ma.Schema):
    """Where a puzzle request lives."""

    self = fields.String(required=True)


class PuzzleRequestSchema(ma.Schema):
    """A puzzle request generated to order: status, progress, then its items."""

    id = fields.String(required=True, metadata={"example": "pr3f9a0c1d2e4b5a6c"})
    status = fields.String(
        required=True, validate=validate.OneOf(tuple(s.value for s in JobState))
    )
    count = fields.Integer(required=True)
    found = fields.Integer(required=True)
    candidates = fields.Integer(
        required=True, metadata={"description": "Random candidates solved so far."}
    )
    max_seconds = fields.Float(required=True)
    complete = fields.Boolean(required=True)
    detail = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "Why a finished request holds fewer than `count`."},
    )
    filter = fields.Dict(required=True)
    created_at = fields.String(required=True)
    expires_at = fields.String(required=True)
    items = fields.List(fields.Nested(LibraryItemSchema), required=True)
    links = fields.Nested(PuzzleRequestLinksSchema, required=True)
