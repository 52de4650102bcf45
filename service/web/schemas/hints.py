"""Schemas of hints from where a player stands: POST /v1/puzzles/{id}/hints."""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields, validate

from service.game.geometry import DIRECTIONS, ROBOT_COLORS
from service.game.solver import SolverStatus
from service.inputs.policy import StrictSchema
from service.puzzles.hints import REVEALS
from service.solving.models import SolveState

from .puzzles import solution_field

SOLVE_STATUSES = tuple(state.value for state in SolveState)
RESULT_STATUSES = tuple(s.value for s in SolverStatus if s != SolverStatus.OPEN)
METHODS = ("solution", "table", "search")


class HintRequestSchema(StrictSchema):
    """The moves played so far, and how much of the next move to show."""

    moves = solution_field(load_default=list)  # empty or absent: the start
    reveal = fields.String(
        load_default="move",
        validate=validate.OneOf(REVEALS),
        metadata={
            "description": "`robot`: name only the robot to move next (a first "
            "press of Hint); `move`: the robot and its direction (default)."
        },
    )


class PositionHintMoveSchema(ma.Schema):
    """The next move: its robot, and its direction unless only the robot is shown."""

    robot = fields.String(
        required=True,
        validate=validate.OneOf(ROBOT_COLORS),
        metadata={"description": "The robot to move next."},
    )
    direction = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(DIRECTIONS),
        metadata={"description": "Null when `reveal` was `robot`."},
    )


class PositionHintSchema(ma.Schema):
    """The next optimal move from the position the moves reach."""

    puzzle_id = fields.String(
        required=True, metadata={"description": "The puzzle the moves were played on."}
    )
    status = fields.String(
        required=True,
        validate=validate.OneOf(SOLVE_STATUSES),
        metadata={
            "description": "`done`: answered (see `result`); `queued`, `running` "
            "or `retrying`: the position's solve is queued (202): poll `Location` "
            "(the position's solution) until it is done, then ask again."
        },
    )
    reveal = fields.String(
        required=True,
        validate=validate.OneOf(REVEALS),
        metadata={"description": "What the hint shows: the robot, or the whole move."},
    )
    moves_played = fields.Integer(
        required=True, metadata={"description": "How many moves were played."}
    )
    solved = fields.Boolean(
        required=True, metadata={"description": "The moves played solve the puzzle."}
    )
    optimal_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The puzzle's proven optimum from the start."},
    )
    moves_left = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "The fewest moves that finish from here (0 once solved; "
            "null while queued, unsolvable or past the search's limits)."
        },
    )
    on_optimal_path = fields.Boolean(
        required=True,
        allow_none=True,
        metadata={
            "description": "Whether the moves played start an optimal solution "
            "(moves_played + moves_left = optimal_moves); null when either is "
            "unknown."
        },
    )
    extra_moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "moves_played + moves_left - optimal_moves: how many "
            "moves the path played costs over the optimum (0 on an optimal path)."
        },
    )
    hint = fields.Nested(
        PositionHintMoveSchema,
        required=True,
        allow_none=True,
        metadata={
            "description": "The first move of an optimal finish from here; null "
            "once solved, while queued, when unsolvable or past the limits."
        },
    )
    result = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(RESULT_STATUSES),
        metadata={
            "description": "`optimal`, `unsolvable`, or `limit` (the bounded search "
            "of a position that cannot be queued stopped); null while queued."
        },
    )
    method = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(METHODS),
        metadata={
            "description": "Where the answer came from: `solution` (the moves "
            "follow the stored optimal solution), `table` (an analysis table) or "
            "`search` (a solve of the position)."
        },
    )
    position_id = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "description": "The position as a puzzle of its own (its robots where "
            "the moves left them), whose solve answers this hint; null under the "
            "ricochet rule once a finishing robot has moved."
        },
    )
