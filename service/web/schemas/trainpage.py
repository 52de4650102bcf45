"""Schemas of the /train page's own routes (its visitor is named by a cookie)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.inputs.policy import StrictSchema

from .puzzles import solution_field
from .trainer import DIFFICULTIES, THEME_NAMES, TrainerPlayerSchema, family_field


class TrainPageNextQuerySchema(StrictSchema):
    """How hard the visitor's next puzzle is, which theme and which family."""

    difficulty = fields.String(
        load_default="normal",
        validate=validate.OneOf(DIFFICULTIES),
        metadata={"description": "Offset from your rating: -600 to +600."},
    )
    theme = fields.String(validate=validate.OneOf(THEME_NAMES))
    family = family_field()


class TrainPageAttemptSchema(StrictSchema):
    """The visitor's solution to a library puzzle."""

    puzzle_id = fields.String(required=True, validate=validate.Length(min=1, max=64))
    solution = solution_field(required=True)


class TrainPageRunSpecSchema(StrictSchema):
    """A run for the visitor to start."""

    mode = fields.String(
        required=True,
        validate=validate.OneOf(("streak", "timed")),
        metadata={"description": "streak: one miss ends it; timed: 3 minutes."},
    )


class BestScoresSchema(ma.Schema):
    """The visitor's best run scores."""

    streak = fields.Integer(required=True, metadata={"description": "Best streak."})
    timed = fields.Integer(
        required=True, metadata={"description": "Best timed run score."}
    )


class TrainPageMeSchema(TrainerPlayerSchema):
    """The visitor's rating, history, dashboard and best runs."""

    best = fields.Nested(
        BestScoresSchema, required=True, metadata={"description": "Best runs."}
    )
