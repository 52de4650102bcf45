"""Schemas of the daily challenges, their leaderboards, streaks and the feed."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.daily.models import DayStatus
from service.inputs.policy import RequestSchema, StrictSchema
from service.puzzles.spec import GoalSchema, PuzzleRulesSchema

from .common import describe, robots_map
from .names import Name, name_field
from .paging import NUMBER_CURSOR, cursor_field, limit_field, page_schema
from .puzzles import solution_field


def moves_field() -> fields.List[Any]:
    """Return a field of moves `[[robot, direction], ...]` (null when hidden)."""
    return fields.List(
        fields.List(fields.String()),
        required=True,
        allow_none=True,
        metadata={"example": [["red", "N"], ["red", "E"]]},
    )


def player_field(**kwargs: Any) -> Name:
    """Return the field of a client-managed player name."""
    return name_field(
        64,
        metadata={
            "description": "The player's name, chosen by the client app (players are "
            "scoped per API client).",
            "example": "alice",
        },
        **kwargs,
    )


# --- days --------------------------------------------------------------------------


class DailyPuzzleSpecSchema(ma.Schema):
    """The puzzle itself, board given by its classic layout code."""

    board = fields.String(required=True, metadata={"example": "1A3C2B4D"})
    robots = robots_map()
    target = fields.Nested(GoalSchema, required=True)
    rules = fields.Nested(PuzzleRulesSchema, required=True)


class DailyPuzzleLinksSchema(ma.Schema):
    """Related URLs."""

    self = fields.String(required=True)
    image = fields.String(required=True, metadata={"description": "SVG picture."})
    attempts = fields.String(required=True)
    leaderboard = fields.String(required=True)
    puzzle = fields.String(required=True)
    puzzle_image = fields.String(required=True)
    checks = fields.String(required=True)


class DailyPuzzleSchema(ma.Schema):
    """One tier's puzzle; `optimal_moves` and `solution` are null until the day ends."""

    date = fields.Date(required=True)
    tier = fields.String(required=True, metadata={"example": "medium"})
    min_moves = fields.Integer(required=True)
    max_moves = fields.Integer(required=True, allow_none=True)
    puzzle_id = fields.String(required=True)
    puzzle = fields.Nested(DailyPuzzleSpecSchema, required=True)
    optimal_moves = fields.Integer(required=True, allow_none=True)
    solution = moves_field()
    links = fields.Nested(DailyPuzzleLinksSchema, required=True)


class UnfilledTierSchema(ma.Schema):
    """A tier the day could not fill with a proven puzzle within its budget."""

    tier = fields.String(required=True)
    min_moves = fields.Integer(required=True)
    max_moves = fields.Integer(required=True, allow_none=True)
    reason = fields.String(required=True)


class DayLinksSchema(ma.Schema):
    """Related URLs."""

    self = fields.String(required=True)
    page = fields.String(required=True, metadata={"description": "The HTML page."})


class DaySchema(ma.Schema):
    """A UTC day's puzzles, easiest tier first."""

    date = fields.Date(required=True)
    status = fields.String(
        required=True,
        validate=validate.OneOf(tuple(status.value for status in DayStatus)),
        metadata={"description": "`partial` when a tier is in `unfilled`."},
    )
    diagonals = fields.Boolean(required=True)
    revealed = fields.Boolean(required=True, metadata={"description": "Day over."})
    starts_at = fields.DateTime(required=True)
    ends_at = fields.DateTime(required=True)
    puzzles = fields.List(fields.Nested(DailyPuzzleSchema), required=True)
    unfilled = fields.List(fields.Nested(UnfilledTierSchema), required=True)
    links = fields.Nested(DayLinksSchema, required=True)


DailyArchiveSchema = page_schema("DailyArchiveSchema", DaySchema)
"""A page of published days, newest first."""


class DailyQuerySchema(StrictSchema):
    """`GET /v1/daily` takes no parameters (the archive is `/v1/daily/archive`)."""


DAY_CURSOR = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
"""The archive's cursor: the date of the last day of the previous page."""


class ArchiveQuerySchema(StrictSchema):
    """`?cursor=&limit=` of the archive (limit default DAILY_PAGE_SIZE)."""

    cursor = cursor_field(DAY_CURSOR)
    limit = fields.Integer(
        validate=validate.Range(min=1, max=100),
        metadata={"description": "Days per page (default 20)."},
    )


class FeedQuerySchema(StrictSchema):
    """A page of the feed; unknown parameters (added by readers) are ignored."""

    class Meta:
        unknown = ma.EXCLUDE

    before = fields.Date(
        metadata={"description": "Only days before this date (exclusive)."}
    )
    limit = fields.Integer(
        validate=validate.Range(min=1, max=100),
        metadata={"description": "Days per page (default 20)."},
    )


# --- attempts ----------------------------------------------------------------------


class AttemptSchema(StrictSchema):
    """A player's solution to one of today's puzzles."""

    player = player_field(required=True)
    solution = solution_field(required=True)


class BestSchema(ma.Schema):
    """A player's best solved attempt."""

    moves = fields.Integer(required=True)
    score = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "example": "optimal",
            "description": "`optimal`, or `+k` after the day; null while the day "
            "runs and the best is not optimal (the distance would tell the optimum).",
        },
    )
    optimal = fields.Boolean(required=True)
    solution = moves_field()
    first_solved_at = fields.DateTime(required=True)
    best_at = fields.DateTime(required=True)
    submissions = fields.Integer(required=True, metadata={"description": "Solved."})


class AttemptResultSchema(ma.Schema):
    """The checked attempt, its score and the player's best so far.

    `optimal_moves`/`solution` are the puzzle's answer, shown once the player's
    best is optimal (or the day has ended)."""

    date = fields.Date(required=True)
    tier = fields.String(required=True)
    player = fields.String(required=True)
    puzzle_id = fields.String(required=True)
    solved = fields.Boolean(required=True)
    moves = fields.Integer(required=True)
    score = fields.String(
        required=True,
        allow_none=True,
        metadata={
            "example": "optimal",
            "description": "`optimal`; null when unsolved, or solved with more moves "
            "while the day runs (only whether you matched the optimum is told).",
        },
    )
    over = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "Moves over the optimum: 0 when optimal, else null "
            "while the day runs."
        },
    )
    improved = fields.Boolean(
        required=True, metadata={"description": "This attempt is the new best."}
    )
    verdict = fields.Raw(  # passed through as the core made it (a `Verdict`)
        required=True,
        metadata={"allOf": [{"$ref": "#/components/schemas/Verdict"}]},
    )
    best = fields.Nested(BestSchema, required=True, allow_none=True)
    optimal_moves = fields.Integer(required=True, allow_none=True)
    solution = moves_field()


class PlayerBestSchema(ma.Schema):
    """A player's best at a puzzle (with the answer when it is optimal)."""

    date = fields.Date(required=True)
    tier = fields.String(required=True)
    player = fields.String(required=True)
    puzzle_id = fields.String(required=True)
    best = fields.Nested(BestSchema, required=True)
    optimal_moves = fields.Integer(required=True, allow_none=True)
    solution = moves_field()


# --- leaderboards and streaks ----------------------------------------------------


class LeaderboardQuerySchema(StrictSchema):
    """`?cursor=&limit=` of a leaderboard (the cursor is a position in it)."""

    cursor = cursor_field(NUMBER_CURSOR)
    limit = limit_field(50, 500)


class ClientRefSchema(ma.Schema):
    """The API client a player belongs to."""

    id = fields.String(required=True)
    name = fields.String(required=True)


class LeaderEntrySchema(ma.Schema):
    """One player's best on the board."""

    rank = fields.Integer(required=True, metadata={"description": "Ties share a rank."})
    player = fields.String(required=True)
    client = fields.Nested(ClientRefSchema, required=True)
    moves = fields.Integer(
        required=True,
        allow_none=True,
        metadata={
            "description": "Null until the day ends (it would tell the optimum)."
        },
    )
    score = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "`optimal` or `+k`; null until the day ends."},
    )
    best_at = fields.DateTime(required=True)
    first_solved_at = fields.DateTime(required=True)


class LeaderboardLinksSchema(ma.Schema):
    """Related URLs."""

    puzzle = fields.String(required=True)


LeaderboardSchema = page_schema(
    "LeaderboardSchema",
    LeaderEntrySchema,
    date=fields.Date(required=True, metadata={"description": "The puzzle's day."}),
    tier=fields.String(required=True, metadata={"description": "The puzzle's tier."}),
    revealed=fields.Boolean(
        required=True, metadata={"description": "The day is over (scores shown)."}
    ),
    optimal_moves=fields.Integer(
        required=True,
        allow_none=True,
        metadata={"description": "The proven optimum; null until the day ends."},
    ),
    total=fields.Integer(
        required=True, metadata={"description": "Players on the whole board."}
    ),
    links=fields.Nested(LeaderboardLinksSchema, required=True),
)
"""A page of a tier's board: fewest moves first, then earliest."""


class StreakSchema(ma.Schema):
    """A player's consecutive UTC days with an optimal solve (today included)."""

    player = fields.String(required=True)
    client_id = fields.String(required=True)
    current = fields.Integer(
        required=True,
        metadata={"description": "Run ending today, or yesterday if not yet today."},
    )
    longest = fields.Integer(required=True)
    last_optimal_date = fields.Date(required=True, allow_none=True)
    solved_today = fields.Boolean(required=True)


class StreakEntrySchema(ma.Schema):
    """One player's streak on the public board."""

    player = fields.String(required=True)
    client = fields.Nested(ClientRefSchema, required=True)
    current = fields.Integer(required=True)
    longest = fields.Integer(required=True)


class StreakBoardSchema(ma.Schema):
    """Longest current streaks as of the end of `as_of` (yesterday)."""

    as_of = fields.Date(required=True)
    entries = fields.List(fields.Nested(StreakEntrySchema), required=True)


class StreakQuerySchema(StrictSchema):
    """How many players to list."""

    limit = fields.Integer(load_default=50, validate=validate.Range(min=1, max=500))


class PagePathQuerySchema(RequestSchema):
    """Which day the HTML page shows (default today); unknown parameters ignored."""

    class Meta:
        unknown = ma.EXCLUDE

    date = fields.Date()


# --- field descriptions (the OpenAPI document's) ------------------------------

describe(
    DailyPuzzleSpecSchema,
    board="The classic layout code of the board.",
    robots="Where the robots start (colour -> `[x, y]`).",
)
describe(
    DailyPuzzleLinksSchema,
    self="This puzzle of the day.",
    attempts="Where to submit an attempt (`POST`).",
    leaderboard="Its leaderboard.",
    puzzle="The stored puzzle.",
    puzzle_image="The stored puzzle's SVG picture.",
    checks="Where to check a solution without scoring it.",
)
describe(
    DailyPuzzleSchema,
    date="The day.",
    tier="The difficulty tier.",
    min_moves="Fewest moves the tier's optimum may have.",
    max_moves="Most moves the tier's optimum may have (null: open-ended).",
    puzzle_id="The stored puzzle's id.",
    puzzle="The puzzle itself.",
    optimal_moves="The proven optimum; null until the day ends.",
    solution="An optimal solution; null until the day ends.",
    links="Related URLs.",
)
describe(
    UnfilledTierSchema,
    tier="The tier.",
    min_moves="Its fewest moves.",
    max_moves="Its most moves (null: open-ended).",
    reason="Why no puzzle was found.",
)
describe(DayLinksSchema, self="This day.")
describe(
    DaySchema,
    date="The UTC day.",
    diagonals="Its board has diagonals.",
    starts_at="00:00 UTC of the day.",
    ends_at="00:00 UTC of the next day.",
    puzzles="One per filled tier, easiest first.",
    unfilled="Tiers without a puzzle.",
    links="Related URLs.",
)
describe(
    BestSchema,
    moves="Fewest moves solved in.",
    optimal="The best is optimal.",
    solution="The best solution's moves.",
    first_solved_at="When the player first solved it.",
    best_at="When the best was submitted.",
)
describe(
    AttemptResultSchema,
    date="The day.",
    tier="The tier.",
    player="The player.",
    puzzle_id="The puzzle.",
    solved="This attempt solved it.",
    moves="This attempt's moves.",
    verdict="The check's verdict.",
    best="The player's best so far; null before a solve.",
    optimal_moves="The optimum, once the best is optimal or the day is over.",
    solution="An optimal solution, under the same condition.",
)
describe(
    PlayerBestSchema,
    date="The day.",
    tier="The tier.",
    player="The player.",
    puzzle_id="The puzzle.",
    best="The player's best.",
    optimal_moves="The optimum, once the best is optimal or the day is over.",
    solution="An optimal solution, under the same condition.",
)
describe(ClientRefSchema, id="The client's id.", name="The client's name.")
describe(
    LeaderEntrySchema,
    player="The player's name.",
    best_at="When the best was submitted.",
    first_solved_at="When it first solved the puzzle.",
)
describe(LeaderboardLinksSchema, puzzle="The puzzle of the day.")
describe(
    StreakSchema,
    player="The player.",
    client_id="Its client.",
    longest="Its longest run ever.",
    last_optimal_date="The last day solved optimally; null if none.",
    solved_today="Solved a puzzle optimally today.",
)
describe(
    StreakEntrySchema,
    player="The player.",
    current="Its current run.",
    longest="Its longest run.",
)
describe(
    StreakBoardSchema,
    as_of="The day the runs end on (yesterday).",
    entries="Longest current runs first.",
)
