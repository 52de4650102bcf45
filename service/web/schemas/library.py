"""Schemas of the puzzle library: requests by difficulty and theme, their items."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.game.features import THEMES
from service.game.records import FAMILIES as FAMILY_TABLE
from service.infra.jobstore import JobState
from service.inputs.policy import JsonBoolean, StrictSchema
from service.library.filters import EDITIONS, FAMILY_NAMES, MAX_MOVES
from service.library.micro import EDITION as MICRO_EDITION
from service.library.micro import FAMILY as MICRO_FAMILY

from .common import Link, Links, NestedOrAbsent
from .puzzles import PuzzleSchema

FAMILIES = tuple(FAMILY_TABLE)
ITEM_FAMILIES = (*FAMILIES, MICRO_FAMILY)
REQUEST_FAMILIES = FAMILY_NAMES
THEME_NAMES = tuple(theme.name for theme in THEMES)


class MovesBandSchema(StrictSchema):
    """A band of optimal move counts, both ends included."""

    min = fields.Integer(
        load_default=1,
        validate=validate.Range(min=1, max=MAX_MOVES),
        metadata={"example": 11, "description": "The fewest optimal moves."},
    )
    max = fields.Integer(
        load_default=MAX_MOVES,
        validate=validate.Range(min=1, max=MAX_MOVES),
        metadata={"example": 12, "description": "The most optimal moves."},
    )


def _alias(field: fields.Field[Any], description: str) -> fields.Field[Any]:
    """Return a deprecated filter that picks a family when `family` is absent."""
    field.metadata = {
        **field.metadata,
        "deprecated": True,
        "description": f"Deprecated: send `family`. {description}",
    }
    return field


class PuzzleRequestSpecSchema(StrictSchema):
    """Which puzzles to serve: a band of optimal moves and the puzzles' family."""

    moves = fields.Nested(MovesBandSchema, required=True)
    count = fields.Integer(load_default=10, validate=validate.Range(min=1, max=100))
    family = fields.String(
        validate=validate.OneOf(REQUEST_FAMILIES),
        metadata={
            "description": "Robots in play and the rule: classic (four robots, "
            "the ricochet rule off), classic-ricochet, black (a fifth, black "
            "robot), black-ricochet, or micro (Micro Robots: one robot on a "
            "board of sections). Default: classic, or the family that the "
            "deprecated `black_robot`, `ricochet_rule` and `micro` pick; one that "
            "contradicts `family` is a 422 naming both.",
            "example": "classic",
        },
    )
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
    black_robot = _alias(
        JsonBoolean(),
        "Without `family`: true picks black (or black-ricochet), false or absent "
        "a family without the black robot.",
    )
    ricochet_rule = _alias(
        JsonBoolean(),
        "Without `family`: true picks classic-ricochet (or black-ricochet), false "
        "or absent a family with the rule off.",
    )
    theme = fields.String(validate=validate.OneOf(THEME_NAMES))
    micro = fields.String(
        validate=validate.Length(min=3, max=8),
        metadata={
            "description": "Family micro: the board, `any` (the default) or a "
            "sections code (section A-D and quarter turns 0-3 at NW, NE, SW, SE, "
            "e.g. A0B1C2D3, as POST /v1/boards names them); without `family` it "
            "picks micro. Not with the classic filters; optimal moves 1-12 (no "
            "sections board has a longer optimum).",
            "example": "any",
        },
    )
    unseen = JsonBoolean(
        load_default=False,
        metadata={"description": "Never a puzzle this API key was served before."},
    )
    max_seconds = fields.Float(
        validate=validate.Range(min=1, max=600),
        allow_nan=False,
        metadata={"description": "Time budget when generated to order (default 60 s)."},
    )


def _text(description: str, **kwargs: Any) -> fields.String:
    """Return a required string field with its description."""
    return fields.String(required=True, metadata={"description": description}, **kwargs)


def _number(description: str) -> fields.Integer:
    """Return a required integer field with its description."""
    return fields.Integer(required=True, metadata={"description": description})


def _yes_no(description: str) -> fields.Boolean:
    """Return a required boolean field with its description."""
    return fields.Boolean(required=True, metadata={"description": description})


class LibraryLinksSchema(ma.Schema):
    """Where to find a library puzzle."""

    puzzle = _text(
        "The puzzle as GET /v1/puzzles/{id} shows it (micro: its board, "
        "GET /v1/boards/{id})."
    )
    image = _text("Its picture (SVG).")


def _classic(field: fields.Field[Any]) -> fields.Field[Any]:
    """Return a feature field that a Micro Robots puzzle does not have."""
    field.required = False
    description = "Classic only. " + field.metadata["description"]
    field.metadata = {**field.metadata, "description": description}
    return field


def _micro(description: str) -> fields.Integer:
    """Return a feature field only a Micro Robots puzzle has."""
    return fields.Integer(metadata={"description": "Micro only. " + description})


class LibraryFeaturesSchema(ma.Schema):
    """What the solver tells of the puzzle (docs/puzzle-library.md); a Micro
    Robots puzzle has the optimum, the solution count and its own three."""

    optimal_moves = _number("The proven optimum.")
    robots_moved = _classic(_number("Robots the optimal solution moves."))
    robot_switches = _classic(_number("Changes of the moving robot between moves."))
    helper_moves = _classic(_number("Moves of robots other than the finishing one."))
    helpers = _classic(_number("Robots other than the finishing one that move."))
    switchbacks = _classic(_number("Times a robot moves, waits, and moves again."))
    solo_moves = _classic(
        fields.Integer(
            allow_none=True,
            metadata={"description": "The finishing robot alone (null: over 60)."},
        )
    )
    needs_helper = _classic(
        _yes_no("The finishing robot alone needs more than the optimum.")
    )
    optimal_solutions = _number("Distinct optimal move sequences, up to the cap.")
    solutions_capped = _yes_no("The count is the cap: there may be more.")
    solutions_exact = _yes_no("False when counting ran out of time (a floor).")
    diagonal_deflections = _classic(
        _number("Turns off diagonal barriers in the solution.")
    )
    black_moves = _classic(_number("Moves of the black robot."))
    vortex = _classic(_yes_no("The target takes any robot."))
    ricochet_rule_adds = _classic(
        fields.Integer(
            allow_none=True,
            metadata={"description": "Optimum with the ricochet rule minus without."},
        )
    )
    color_moves = _micro("Moves of the stored route that match by colour.")
    number_moves = _micro("Moves of the stored route that match by number only.")
    turns = _micro("Changes between row and column moves along the stored route.")


class LibraryMicroSchema(ma.Schema):
    """A Micro Robots puzzle: bring the robot from `start` to `target`."""

    sections = _text("The sections code of its board.")
    board_id = _text("Its board (GET /v1/boards/{id}).")
    start = fields.List(
        fields.Integer(), required=True, metadata={"description": "[x, y]."}
    )
    target = fields.List(
        fields.Integer(), required=True, metadata={"description": "[x, y]."}
    )


class ListedPuzzleSchema(PuzzleSchema):
    """A puzzle as GET /v1/puzzles/{id} shows it, its board by id only
    (`board_id`, `links.board`: a list names each board once, fetch it once)."""

    class Meta:
        exclude = ("board",)


def listed_puzzle() -> fields.Nested:
    """Return the field of an item's embedded puzzle (absent from a micro item)."""
    return NestedOrAbsent(
        ListedPuzzleSchema,
        metadata={
            "description": "The puzzle as GET /v1/puzzles/{id} shows it, without "
            "its board: `board_id` names it (GET /v1/boards/{id}, immutable: "
            "fetch each once). Classic only (Micro Robots: `micro`)."
        },
    )


class LibraryItemSchema(ma.Schema):
    """A library puzzle with its proven optimum, features and themes."""

    puzzle_id = _text("The puzzle's id (GET /v1/puzzles/{id}).")
    optimal_moves = _number("The proven optimum.")
    family = _text(
        "Robots in play and the rule (classic, classic-ricochet, black, ...).",
        validate=validate.OneOf(ITEM_FAMILIES),
    )
    layout = _text("The layout code of its board (micro: its sections code).")
    edition = _text(
        "1999: faces A/B only; 2003: any face; micro: Micro Robots.",
        validate=validate.OneOf((*EDITIONS, MICRO_EDITION)),
    )
    diagonals = _yes_no("At least one face with diagonal barriers.")
    black_robot = _yes_no("The black robot is on the board.")
    ricochet_rule = _yes_no("The ricochet rule holds.")
    features = fields.Nested(
        LibraryFeaturesSchema,
        required=True,
        metadata={"description": "What the solver tells of it."},
    )
    themes = fields.List(
        fields.String(validate=validate.OneOf(THEME_NAMES)),
        required=True,
        metadata={"description": "Its themes (docs/puzzle-library.md)."},
    )
    puzzle = listed_puzzle()
    micro = NestedOrAbsent(
        LibraryMicroSchema,
        metadata={"description": "Micro Robots only: the puzzle itself."},
    )
    links = fields.Nested(
        LibraryLinksSchema, required=True, metadata={"description": "Links."}
    )


class LibraryItemsSchema(ma.Schema):
    """Puzzles served from the library at once."""

    items = fields.List(
        fields.Nested(LibraryItemSchema),
        required=True,
        metadata={"description": "The puzzles, as many as asked for."},
    )


PUZZLE_REQUEST_URL = "/v1/puzzle-requests/{id}"
RECORD_PUZZLE_URL = "/v1/puzzles/{puzzle_id}"
RECORD_SEARCH_URL = "/v1/records/searches/{id}"


def _link(template: str, description: str) -> Link:
    """Return a required link made from the dumped object, with its description."""
    return Link(template, required=True, metadata={"description": description})


class PuzzleRequestLinksSchema(ma.Schema):
    """Where a puzzle request lives."""

    self = _link(PUZZLE_REQUEST_URL, "This request.")


class PuzzleRequestFilterSchema(ma.Schema):
    """The filters a request was made with."""

    moves = fields.Nested(
        MovesBandSchema, required=True, metadata={"description": "The band."}
    )
    family = fields.String(
        metadata={"description": "The family asked for (or its default: classic)."}
    )
    edition = fields.String(metadata={"description": "The edition asked for."})
    layout = fields.String(metadata={"description": "The layout asked for."})
    diagonals = fields.Boolean(metadata={"description": "Diagonals asked for."})
    black_robot = fields.Boolean(metadata={"description": "The black robot."})
    ricochet_rule = fields.Boolean(metadata={"description": "The ricochet rule."})
    theme = fields.String(metadata={"description": "The theme asked for."})
    micro = fields.String(metadata={"description": "Micro Robots: any or sections."})


class PuzzleRequestSchema(ma.Schema):
    """A puzzle request generated to order: status, progress, then its items."""

    id = fields.String(
        required=True,
        metadata={"description": "The request's id.", "example": "pr3f9a0c1d2e4b5a6c"},
    )
    status = _text(
        "queued, running, then done (or failed); retrying while a run whose "
        "worker stopped waits to run again.",
        validate=validate.OneOf(tuple(s.value for s in JobState)),
    )
    count = _number("Puzzles asked for.")
    found = _number("Puzzles found so far.")
    candidates = _number("Random candidates solved so far.")
    max_seconds = fields.Float(
        required=True, metadata={"description": "The time budget in seconds."}
    )
    complete = _yes_no("All the puzzles asked for were found.")
    detail = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Why a finished request holds fewer than `count`, or "
            "why it is `retrying` (its worker stopped; it runs again, keeping the "
            "puzzles found) or `failed`."
        },
    )
    filter = fields.Nested(
        PuzzleRequestFilterSchema,
        required=True,
        metadata={"description": "The filters, as checked."},
    )
    created_at = _text("When it was made.")
    expires_at = _text("When it is forgotten.")
    items = fields.List(
        fields.Nested(LibraryItemSchema),
        required=True,
        metadata={"description": "The puzzles found so far."},
    )
    links = Links(
        PuzzleRequestLinksSchema, required=True, metadata={"description": "Links."}
    )


class RecordLinksSchema(ma.Schema):
    """Where to find a record's puzzle."""

    puzzle = _link(RECORD_PUZZLE_URL, "The puzzle as GET /v1/puzzles/{id} shows it.")
    image = _link(RECORD_PUZZLE_URL + "/image.svg", "Its picture (SVG).")


class RecordMethodSchema(ma.Schema):
    """How a record was found."""

    search = _text("The search that found it.")
    seed = fields.Integer(metadata={"description": "The search's seed."})
    seconds = fields.Float(metadata={"description": "The search's time budget."})
    evaluations = fields.Integer(metadata={"description": "Positions it solved."})
    found_after_seconds = fields.Float(
        metadata={"description": "When in the search the record was found."}
    )
    solve_seconds = fields.Float(metadata={"description": "Time cap of one solve."})
    resumed_from_stored_record = fields.Boolean(
        metadata={"description": "It started from the record it beat."}
    )
    shipped = fields.Boolean(metadata={"description": "Shipped with the project."})


class RecordSchema(ma.Schema):
    """The longest proven optimum found on one layout for one family."""

    puzzle_id = _text("The puzzle's id (GET /v1/puzzles/{id}).")
    optimal_moves = _number("The proven optimum.")
    layout = _text("The layout code.")
    family = _text("Robots in play and the rule.", validate=validate.OneOf(FAMILIES))
    ricochet_rule = _yes_no("The ricochet rule holds.")
    found_at = fields.String(
        required=True,
        metadata={"format": "date-time", "description": "When it was found."},
    )
    method = fields.Nested(
        RecordMethodSchema, required=True, metadata={"description": "How."}
    )
    puzzle = listed_puzzle()
    links = Links(RecordLinksSchema, required=True, metadata={"description": "Links."})


class RecordListSchema(ma.Schema):
    """The records, longest first."""

    items = fields.List(
        fields.Nested(RecordSchema),
        required=True,
        metadata={"description": "The records, longest first."},
    )


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

    self = _link(RECORD_SEARCH_URL, "This search.")


class RecordSearchSchema(ma.Schema):
    """A record search: status, progress and the best puzzle it proved."""

    id = fields.String(
        required=True,
        metadata={"description": "The search's id.", "example": "rs3f9a0c1d2e4b5a6c"},
    )
    status = _text(
        "queued, running, then done (or failed); retrying while a run whose "
        "worker stopped waits to run again.",
        validate=validate.OneOf(tuple(s.value for s in JobState)),
    )
    layout = _text("The layout searched.")
    family = _text("The family searched.")
    seconds = fields.Float(
        required=True, metadata={"description": "The time budget in seconds."}
    )
    seed = _number("The search's seed.")
    evaluations = _number("Positions solved so far.")
    best_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The longest proven optimum so far."},
    )
    puzzle_id = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The best puzzle, once done."},
    )
    record = _yes_no("Its best became the layout's record.")
    error = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "Why it is `retrying` (its worker stopped; it runs "
            "again) or `failed`; null otherwise."
        },
    )
    created_at = _text("When it was made.")
    expires_at = _text("When it is forgotten.")
    links = Links(
        RecordSearchLinksSchema, required=True, metadata={"description": "Links."}
    )


def _page_micro() -> fields.String:
    """Return the pages' `micro` query field: `any` or a sections code."""
    return fields.String(
        validate=validate.Length(min=3, max=8),
        metadata={
            "description": "Family `micro` only: `any` (the default) or a sections "
            "code, as the `micro` filter of POST /v1/puzzle-requests.",
            "example": "any",
        },
    )


class PageFamilyQuerySchema(StrictSchema):
    """A family of the /puzzles page (and, for Micro Robots, the sections)."""

    family = fields.String(
        load_default="classic", validate=validate.OneOf(ITEM_FAMILIES)
    )
    micro = _page_micro()

    @ma.validates_schema
    def _micro_alone(self, data: dict[str, Any], **_: Any) -> None:
        """Refuse sections with a family of the classic game."""
        if "micro" in data and data["family"] != MICRO_FAMILY:
            raise ma.ValidationError("only with the family `micro`", "micro")


class PagePickQuerySchema(PageFamilyQuerySchema):
    """The /puzzles page's choice: a band of optimal moves and a family."""

    min = fields.Integer(load_default=1, validate=validate.Range(min=1, max=MAX_MOVES))
    max = fields.Integer(
        load_default=MAX_MOVES, validate=validate.Range(min=1, max=MAX_MOVES)
    )


class PageBandsSchema(ma.Schema):
    """The bands of optimal moves a family's puzzles can meet."""

    bands = fields.List(
        fields.Nested(MovesBandSchema),
        required=True,
        metadata={"description": "The bands, shortest first."},
    )
