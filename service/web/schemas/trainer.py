"""Schemas of the rated trainer: next puzzle, attempts, ratings and dashboards."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.game.features import THEMES
from service.game.rating import Difficulty
from service.game.records import FAMILIES
from service.inputs.policy import StrictSchema
from service.library.filters import DEFAULT_FAMILY

from .daily import player_field
from .puzzles import PuzzleSchema, StepErrorSchema, solution_field

DIFFICULTIES = tuple(d.value for d in Difficulty)
THEME_NAMES = tuple(t.name for t in THEMES)


def _number(description: str, **kwargs: Any) -> fields.Float:
    """Return a required number field with its description."""
    return fields.Float(required=True, metadata={"description": description}, **kwargs)


def _count(description: str) -> fields.Integer:
    """Return a required integer field with its description."""
    return fields.Integer(required=True, metadata={"description": description})


def family_field() -> fields.String:
    """Return the `family` of a next puzzle: a classic family, classic by default."""
    return fields.String(
        load_default=DEFAULT_FAMILY,
        validate=validate.OneOf(tuple(FAMILIES)),
        metadata={
            "description": "Robots in play and the rule, as puzzle requests name "
            "them (Micro Robots puzzles are not rated). Default: classic (four "
            "robots, the ricochet rule off)."
        },
    )


class TrainerNextQuerySchema(StrictSchema):
    """Whose next puzzle, how hard, and which kind."""

    player = player_field(required=True)
    difficulty = fields.String(
        load_default="normal",
        validate=validate.OneOf(DIFFICULTIES),
        metadata={"description": "Offset from the player's rating: -600 to +600."},
    )
    theme = fields.String(validate=validate.OneOf(THEME_NAMES))
    family = family_field()


class TrainerPuzzleSchema(PuzzleSchema):
    """The next puzzle, as GET /v1/puzzles/{id} shows it, with its rating."""

    rating = _number("The puzzle's Glicko-2 rating.")
    rd = _number("Its rating deviation.")
    target_rating = _number("The rating the choice aimed at (the player's + offset).")


class TrainerAttemptSpecSchema(StrictSchema):
    """A player's solution to a library puzzle."""

    player = player_field(required=True)
    puzzle_id = fields.String(required=True, validate=validate.Length(min=1, max=64))
    solution = solution_field(required=True)


class RatingChangeSchema(ma.Schema):
    """A rating after an attempt and how far it moved."""

    rating = _number("The rating after the attempt.")
    rd = _number("The rating deviation after the attempt.")
    delta = _number("How far the rating moved (0 when not rated).")


class TrainerAttemptSchema(ma.Schema):
    """The verdict of an attempt and, for a first attempt, both ratings' change."""

    puzzle_id = fields.String(required=True, metadata={"description": "The puzzle."})
    player_name = fields.String(required=True, metadata={"description": "The player."})
    solved = fields.Boolean(
        required=True, metadata={"description": "It reached the target."}
    )
    moves = _count("Moves in the solution.")
    optimal_moves = _count("The puzzle's proven optimum (shown once attempted).")
    won = fields.Boolean(
        required=True, metadata={"description": "Solved in the optimum: a win."}
    )
    rated = fields.Boolean(
        required=True,
        metadata={"description": "The player's first attempt at it: ratings moved."},
    )
    themes = fields.List(
        fields.String(), required=True, metadata={"description": "Its themes."}
    )
    error = fields.Nested(
        StepErrorSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The illegal step, if one was (as in checks)."},
    )
    player = fields.Nested(
        RatingChangeSchema, required=True, metadata={"description": "The player's."}
    )
    puzzle = fields.Nested(
        RatingChangeSchema, required=True, metadata={"description": "The puzzle's."}
    )


class TrainerPuzzleStatsSchema(ma.Schema):
    """A library puzzle's rating and record."""

    puzzle_id = fields.String(required=True, metadata={"description": "The puzzle."})
    rating = _number("Its Glicko-2 rating.")
    rd = _number("Its rating deviation.")
    attempts = _count("Rated first attempts at it.")
    wins = _count("Those solved in the optimum.")
    themes = fields.List(
        fields.String(), required=True, metadata={"description": "Its themes."}
    )


class TrainerPlayerQuerySchema(StrictSchema):
    """The dashboard's window."""

    days = fields.Integer(load_default=30, validate=validate.Range(min=1, max=3650))


class HistoryPointSchema(ma.Schema):
    """The player's rating after one rated attempt."""

    at = fields.String(required=True, metadata={"description": "When."})
    rating = _number("The rating after it.")


class ThemeStatsSchema(ma.Schema):
    """A player's rated attempts of one theme in the window."""

    theme = fields.String(required=True, metadata={"description": "The theme."})
    attempts = _count("Rated attempts.")
    wins = _count("Of them, solved in the optimum.")
    performance = _number("Mean puzzle rating - 500 + 1000 x win rate (Lichess's).")


class TrainerPlayerSchema(ma.Schema):
    """A player's rating, history and dashboard."""

    player = fields.String(required=True, metadata={"description": "The player."})
    rating = _number("The Glicko-2 rating.")
    rd = _number("The rating deviation.")
    provisional = fields.Boolean(
        required=True, metadata={"description": "The deviation is 110 or more."}
    )
    attempts = _count("Rated attempts.")
    wins = _count("Of them, solved in the optimum.")
    history = fields.List(
        fields.Nested(HistoryPointSchema),
        required=True,
        metadata={"description": "The rating after each rated attempt (latest 100)."},
    )
    days = _count("The dashboard's window in days.")
    themes = fields.List(
        fields.Nested(ThemeStatsSchema),
        required=True,
        metadata={"description": "Per theme over the window."},
    )
    weakest = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The theme of performance strictly lowest among themes of "
            "5+ attempts (null on a tie or with fewer than two such themes)."
        },
    )
    strongest = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The theme of performance strictly highest among themes "
            "of 5+ attempts (null on a tie or with fewer than two such themes)."
        },
    )


class TrainerRunSpecSchema(StrictSchema):
    """A run to start."""

    player = player_field(required=True)
    mode = fields.String(
        required=True,
        validate=validate.OneOf(("streak", "timed")),
        metadata={"description": "streak: one miss ends it; timed: 3 minutes."},
    )


class TrainerRunAnswerSchema(StrictSchema):
    """An answer to the run's current puzzle."""

    puzzle_id = fields.String(
        validate=validate.Length(min=1, max=64),
        metadata={
            "description": "The puzzle this answers (the run's `puzzle.id`). Send "
            "it: a repeat of the answer last counted is then answered as it was, "
            "at no cost, and an answer to a puzzle the run has left is a 409 "
            "`not-current-puzzle`. Without it the answer is judged against the "
            "run's puzzle at the time it arrives (a retry may meet the next one).",
            "example": "p5culm7wj7b3un77f",
        },
    )
    solution = solution_field(required=True)


class RunLastSchema(ma.Schema):
    """The verdict of the answer just given."""

    puzzle_id = fields.String(required=True, metadata={"description": "The puzzle."})
    solved = fields.Boolean(required=True, metadata={"description": "It solved it."})
    moves = _count("Moves in the answer.")
    optimal_moves = _count("The puzzle's proven optimum.")
    right = fields.Boolean(
        required=True, metadata={"description": "Solved in the optimum: it scores."}
    )


class TrainerRunSchema(ma.Schema):
    """A streak or timed run, as the server keeps it."""

    id = fields.String(required=True, metadata={"description": "The run's id."})
    mode = fields.String(required=True, metadata={"description": "streak or timed."})
    player = fields.String(required=True, metadata={"description": "The player."})
    status = fields.String(
        required=True,
        validate=validate.OneOf(("running", "finished")),
        metadata={"description": "running, then finished."},
    )
    score = _count("Puzzles solved in their optimum.")
    mistakes = _count("Answers that missed.")
    best = _count("The player's best score in this mode.")
    seconds_left = fields.Float(
        required=True,
        allow_none=True,
        metadata={
            "description": "A timed run's clock: the seconds left, 0 once finished "
            "(null for a streak)."
        },
    )
    puzzle = fields.Nested(
        PuzzleSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The puzzle to answer (null once over)."},
    )
    last = fields.Nested(
        RunLastSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "The verdict of the last answer counted (null before one)."
        },
    )
