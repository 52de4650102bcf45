"""Schemas of the puzzle library: requests by difficulty and theme, their items."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.game.features import THEMES
from service.game.records import FAMILIES as FAMILY_TABLE
from service.infra.jobstore import JobState
from service.library.filters import EDITIONS, MAX_MOVES

from .common import JsonBoolean, StrictSchema

FAMILIES = tuple(FAMILY_TABLE)
THEME_NAMES = tuple(theme.name for theme in THEMES)


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
        metadata={
            "description": "One layout code (e.g. 1A3C2B4D).",
            "example": "1A2B3A4B",
        },
    )
    diagonals = JsonBoolean(
        metadata={"description": "true: at least one face with diagonals; false: none."}
    )
    black_robot = JsonBoolean()
    ricochet_rule = JsonBoolean()
    theme = fields.String(validate=validate.OneOf(THEME_NAMES))
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


def _count(description: str) -> fields.Integer:
    """Return a required count field."""
    return fields.Integer(required=True, metadata={"description": description})


def _flag(description: str) -> fields.Boolean:
    """Return a required boolean field."""
    return fields.Boolean(required=True, metadata={"description": description})


class LibraryFeaturesSchema(ma.Schema):
    """What the solver tells of the puzzle (docs/puzzle-library.md)."""

    optimal_moves = _count("The proven optimum.")
    robots_moved = _count("Robots the optimal solution moves.")
    robot_switches = _count("Changes of the moving robot between moves.")
    helper_moves = _count("Moves of robots other than the finishing one.")
    helpers = _count("Robots other than the finishing one that move.")
    switchbacks = _count("Times a robot moves, waits, and moves again.")
    solo_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The finishing robot alone (null: over 60 moves)."},
    )
    needs_helper = _flag("The finishing robot alone needs more than the optimum.")
    optimal_solutions = _count("Distinct optimal move sequences, up to the cap.")
    solutions_capped = _flag("The count is the cap: there may be more.")
    solutions_exact = _flag("False when counting ran out of time (a floor).")
    diagonal_deflections = _count("Turns off diagonal barriers in the solution.")
    black_moves = _count("Moves of the black robot.")
    vortex = _flag("The target takes any robot.")
    ricochet_rule_adds = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "Optimum with the ricochet rule minus without."},
    )


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
    themes = fields.List(
        fields.String(validate=validate.OneOf(THEME_NAMES)), required=True
    )
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


class RecordLinksSchema(ma.Schema):
    """Where to find a record's puzzle."""

    puzzle = fields.String(required=True)
    image = fields.String(required=True)


class RecordSchema(ma.Schema):
    """The longest proven optimum found on one layout for one family."""

    puzzle_id = fields.String(required=True)
    optimal_moves = fields.Integer(required=True)
    layout = fields.String(required=True)
    family = fields.String(required=True, validate=validate.OneOf(FAMILIES))
    ricochet_rule = fields.Boolean(required=True)
    found_at = fields.String(required=True, metadata={"format": "date-time"})
    method = fields.Dict(
        required=True,
        metadata={"description": "How it was found: the search, seed, budget, work."},
    )
    links = fields.Nested(RecordLinksSchema, required=True)


class RecordListSchema(ma.Schema):
    """The records, longest first."""

    items = fields.List(fields.Nested(RecordSchema), required=True)


class RecordQuerySchema(StrictSchema):
    """Which records to list."""

    family = fields.String(validate=validate.OneOf(FAMILIES))


class RecordSearchSpecSchema(StrictSchema):
    """A record search: anneal one layout for a time budget."""

    layout = fields.String(
        required=True,
        validate=validate.Length(equal=8),
        metadata={"example": "1A2B3A4B"},
    )
    family = fields.String(load_default="classic", validate=validate.OneOf(FAMILIES))
    seconds = fields.Float(
        load_default=60.0,
        validate=validate.Range(min=1, max=3600),
        allow_nan=False,
        metadata={"description": "The search's time budget (at most an hour)."},
    )
    seed = fields.Integer(
        validate=validate.Range(min=0, max=2**32 - 1),
        metadata={"description": "Repeat a search (default: a random seed)."},
    )


class RecordSearchLinksSchema(ma.Schema):
    """Where a record search lives."""

    self = fields.String(required=True)


class RecordSearchSchema(ma.Schema):
    """A record search: status, progress and the best puzzle it proved."""

    id = fields.String(required=True, metadata={"example": "rs3f9a0c1d2e4b5a6c"})
    status = fields.String(
        required=True, validate=validate.OneOf(tuple(s.value for s in JobState))
    )
    layout = fields.String(required=True)
    family = fields.String(required=True)
    seconds = fields.Float(required=True)
    seed = fields.Integer(required=True)
    evaluations = fields.Integer(required=True)
    best_moves = fields.Integer(required=True, allow_none=True)
    puzzle_id = fields.String(required=True, allow_none=True)
    record = fields.Boolean(
        required=True, metadata={"description": "Its best became the layout's record."}
    )
    created_at = fields.String(required=True)
    expires_at = fields.String(required=True)
    links = fields.Nested(RecordSearchLinksSchema, required=True)


class PagePickQuerySchema(StrictSchema):
    """The /puzzles page's choice: a band of optimal moves and a family."""

    min = fields.Integer(load_default=1, validate=validate.Range(min=1, max=MAX_MOVES))
    max = fields.Integer(
        load_default=MAX_MOVES, validate=validate.Range(min=1, max=MAX_MOVES)
    )
    family = fields.String(load_default="classic", validate=validate.OneOf(FAMILIES))
