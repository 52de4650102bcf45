"""Schemas of the daily page's own routes (web players known by a cookie)."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from service.inputs.policy import RequestSchema, StrictSchema
from service.web.players import NAME_MAX

from .common import describe
from .daily import BestSchema, StreakSchema, moves_field
from .names import name_field
from .puzzles import solution_field


class WebAttemptSchema(StrictSchema):
    """A page visitor's solution; `player` is the name shown on the leaderboard."""

    player = name_field(
        NAME_MAX,
        required=True,
        metadata={
            "description": "Your name; the board shows it with a tag from your "
            "cookie (`Ada #3f2a`). A new name starts a new player.",
            "example": "Ada",
        },
    )
    solution = solution_field(required=True)


class SolvedTierSchema(ma.Schema):
    """A visitor's best at one of today's tiers, with the answer once optimal."""

    best = fields.Nested(BestSchema, required=True)
    optimal_moves = fields.Integer(required=True, allow_none=True)
    solution = moves_field()


class VisitorSchema(ma.Schema):
    """Who the cookie names, their streak and today's solved tiers."""

    date = fields.Date(required=True)
    player = fields.String(required=True, allow_none=True)
    name = fields.String(required=True, allow_none=True)
    streak = fields.Nested(StreakSchema, required=True, allow_none=True)
    solved = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(SolvedTierSchema),
        required=True,
        metadata={"description": "Today's tiers the visitor has solved, by tier name."},
    )


class ArchivePageQuerySchema(RequestSchema):
    """Which page of the HTML archive: days before a date (default: from today)."""

    class Meta:
        unknown = ma.EXCLUDE

    before = fields.Date()


describe(
    SolvedTierSchema,
    optimal_moves="The optimum, now that the visitor's best is optimal.",
    solution="An optimal solution, under the same condition.",
)
describe(
    VisitorSchema,
    date="Today (UTC).",
    player="The stored player the cookie names (`Ada #3f2a`); null before a solve.",
    name="The name the visitor plays under; null before a solve.",
    streak="The visitor's streak of optimal days; null before a solve.",
)
