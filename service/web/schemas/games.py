"""Schemas of games, rounds, bids, demonstrations and events."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate, validates_schema

from service.game.editions import FLAG_CHOICES, PRESETS, flag_maximum
from service.inputs.policy import JSON_INTEGER, JsonBoolean, StrictSchema
from service.puzzles.spec import as_robots, cell_field

from .boards import (
    MICRO_CELL,
    RULE_FLAGS,
    BoardCreateSchema,
    RulesetSchema,
    seed_field,
)
from .common import Link, Links, describe, robots_map
from .names import name_field
from .paging import NUMBER_CURSOR, cursor_field, limit_field, page_schema
from .puzzles import StepErrorSchema, solution_field

MODES = ("classic", "solo", "micro")
MAX_MOVES = 999


def _word(flag: str) -> fields.String:
    """An override that takes one of the flag's words."""
    return fields.String(validate=validate.OneOf(FLAG_CHOICES[flag]))


def _count(flag: str, *, allow_none: bool = False) -> fields.Integer:
    """An override that takes a positive integer up to the flag's maximum."""
    return fields.Integer(
        strict=True,
        allow_none=allow_none,
        validate=validate.Range(min=1, max=flag_maximum(flag)),
    )


class RulesOverrideSchema(StrictSchema):
    """Flags of the preset to change for one game; those left out keep the preset's."""

    kind = _word("kind")
    bid_semantics = _word("bid_semantics")
    tie_break = _word("tie_break")
    ricochet_rule = JsonBoolean()
    faces = _word("faces")
    black_robot = JsonBoolean()
    timer_seconds = _count("timer_seconds")
    no_bid_wait_seconds = _count("no_bid_wait_seconds")
    verify_seconds = _count("verify_seconds")
    chips_to_win_2 = _count("chips_to_win_2", allow_none=True)
    chips_to_win_3 = _count("chips_to_win_3", allow_none=True)
    chips_to_win_4 = _count("chips_to_win_4", allow_none=True)
    solo_timer_runs = _count("solo_timer_runs")
    micro_chips_to_win = _count("micro_chips_to_win")
    micro_chips_total = _count("micro_chips_total")


describe(RulesOverrideSchema, **RULE_FLAGS)


class GameCreateSchema(StrictSchema):
    """A new game: players, rules and board (everything random follows the seed)."""

    players = fields.List(
        name_field(60),
        required=True,
        validate=validate.Length(min=1, max=100),
        metadata={
            "description": "Names in clockwise seat order (seat 0 first); one "
            "name makes a solo game.",
            "example": ["ann", "bob"],
        },
    )
    mode = fields.String(
        validate=validate.OneOf(MODES),
        metadata={
            "description": "Default: `micro` for a Micro Robots preset, `solo` "
            "for one player, else `classic`."
        },
    )
    preset = fields.String(
        validate=validate.OneOf(tuple(PRESETS)),
        metadata={
            "description": "Default `zman-2017` (`micro-robots-2016` for micro)."
        },
    )
    rules = fields.Nested(
        RulesOverrideSchema,
        metadata={
            "description": "Overrides of the preset's flags (see /v1/rulesets), "
            'e.g. `{"verify_seconds": 60, "solo_timer_runs": 2}`.'
        },
    )
    black_robot = JsonBoolean(metadata={"description": "The black-robot variant."})
    timer_seconds = fields.Integer(
        strict=True,
        validate=validate.Range(min=1, max=flag_maximum("timer_seconds")),
        metadata={"description": "Sand-timer length (default 60)."},
    )
    seed = seed_field()
    board = fields.Nested(
        BoardCreateSchema,
        metadata={
            "description": "A board to "
            "build (as for POST /v1/boards); default: drawn from the seed."
        },
    )
    board_id = fields.String(metadata={"description": "A stored board's id."})
    robots = as_robots(
        fields.Dict(
            keys=fields.String(),
            values=cell_field(),
            metadata={
                "description": "Classic and solo: where the robots start, one cell "
                "per robot in play (red, green, blue, yellow; black in the "
                "black-robot variant), each on a free cell (not blocked, a diagonal "
                "or a target); default: placed by the seed.",
                "example": {"red": [0, 0], "green": [5, 5], "blue": [10, 10]},
            },
        )
    )

    @validates_schema
    def one_board(self, data: dict[str, Any], **_: Any) -> None:
        """Allow at most one of board and board_id, and unique player names."""
        if "board" in data and "board_id" in data:
            raise ma.ValidationError("give at most one of board, board_id", "_schema")
        names = data.get("players") or []
        if len(set(names)) != len(names):
            raise ma.ValidationError("player names must be unique", "players")

    @ma.pre_load
    def seed_type(self, data: Any, **_: Any) -> Any:
        """Refuse seeds that are neither integers nor strings."""
        seed = data.get("seed") if isinstance(data, dict) else None
        if seed is not None and (
            isinstance(seed, bool) or not isinstance(seed, int | str)
        ):
            raise ma.ValidationError("must be an integer or a string", "seed")
        return data


class BidCreateSchema(StrictSchema):
    """A bid: the number of moves the player claims to need."""

    moves = fields.Integer(
        required=True, strict=True, validate=validate.Range(min=1, max=MAX_MOVES)
    )


class DemonstrationSchema(StrictSchema):
    """The verifier's solution (classic) or the solo player's; null concedes."""

    solution = solution_field(required=True, allow_none=True)


class ClaimCreateSchema(StrictSchema):
    """A Micro Robots claim and its demonstration: the cell reached by each move."""

    moves = fields.Integer(
        required=True, strict=True, validate=validate.Range(min=1, max=MAX_MOVES)
    )
    path = fields.List(
        cell_field(),
        required=True,
        validate=validate.Length(max=MAX_MOVES),
        metadata={"example": [[0, 3], [4, 3]]},
    )


class EventQuerySchema(StrictSchema):
    """`?cursor=SEQ&limit=N`: the events after the event numbered `cursor`."""

    cursor = cursor_field(
        NUMBER_CURSOR,
        "The `seq` of the last event you hold (default 0: from the start); the "
        "page starts with the event after it.",
    )
    limit = limit_field(500, 1000)


class RoundQuerySchema(StrictSchema):
    """`?cursor=N&limit=N`: the rounds after round number `cursor`."""

    cursor = cursor_field(NUMBER_CURSOR)
    limit = limit_field(100, 1000)


class GameQuerySchema(StrictSchema):
    """`?cursor=&limit=` of a client's games."""

    cursor = cursor_field(r"^g[0-9a-f]{16}$")
    limit = limit_field(20, 100)


# --- responses -------------------------------------------------------------------


def _d(description: str, **kwargs: Any) -> dict[str, Any]:
    """Return field keyword arguments with a description."""
    return {"metadata": {"description": description}, **kwargs}


def seat(description: str, **kwargs: Any) -> fields.Integer:
    """Return a seat-number field (0 is the first player)."""
    return fields.Integer(**_d(description, **kwargs))


def when(description: str, **kwargs: Any) -> fields.DateTime:
    """Return a timestamp field (ISO 8601, UTC)."""
    return fields.DateTime(**_d(description, **kwargs))


def stamp(description: str, **kwargs: Any) -> fields.String:
    """Return a timestamp stored as its ISO 8601 text (in a round's JSON data)."""
    return fields.String(
        metadata={"description": description, "format": "date-time"}, **kwargs
    )


def cell(description: str, **kwargs: Any) -> fields.List[Any]:
    """Return a cell field `[x, y]` with a description."""
    return fields.List(
        fields.Integer(), **_d(description, **kwargs), validate=validate.Length(equal=2)
    )


def robots_field(description: str, **kwargs: Any) -> fields.Dict:
    """Return a robots map: colour -> cell (the `Robots` object)."""
    return robots_map(**_d(description + " (colour -> `[x, y]`)", **kwargs))


class PlayerSchema(ma.Schema):
    """A seat."""

    seat = seat("Seat number: 0 is the first player, clockwise.", required=True)
    name = fields.String(**_d("The player's name.", required=True))
    chips = fields.Integer(
        **_d(
            "Chips won. Classic and micro: target chips taken; solo: chips laid "
            "face up (see `table.laid_face_up`).",
            required=True,
        )
    )
    won = fields.List(
        fields.Integer(),
        **_d(
            "Classic and solo: the `index` of each chip won (in `table.chips`); "
            "micro: the numbers of the rounds won.",
            required=True,
        ),
    )
    token = fields.String(
        **_d("The player's secret token: only in the creation answer, never again.")
    )


class StandingSchema(ma.Schema):
    """A player's place (equal chips share a rank)."""

    rank = fields.Integer(**_d("1 for the most chips; ties share.", required=True))
    seat = seat("The player's seat.", required=True)
    name = fields.String(**_d("The player's name.", required=True))
    chips = fields.Integer(**_d("Chips won (as in `players`).", required=True))


class ChipSchema(ma.Schema):
    """A target chip (classic, solo) or a rolled target (micro)."""

    index = fields.Integer(
        **_d("Classic and solo: the chip's position in `table.chips` (its id).")
    )
    color = fields.String(
        **_d("The robot that must reach it, or `any` (the vortex).", required=True)
    )
    symbol = fields.String(**_d("Classic and solo: the target's symbol."))
    number = fields.Integer(**_d("Micro: the number rolled on the die (1-6)."))
    cell = cell("The target's cell `[x, y]`.", required=True)


class TableSchema(ma.Schema):
    """What lies on the table; its fields depend on the mode."""

    robots = robots_field("Classic and solo: the robots on their markers")
    chips = fields.List(
        fields.Nested(ChipSchema),
        **_d("Classic and solo: every chip of the game, by `index`."),
    )
    face_down_chips = fields.Integer(
        **_d("Classic and solo: chips still in the pile, not yet turned.")
    )
    laid_face_up = fields.List(
        fields.Nested(ChipSchema),
        **_d("Solo: the chips solved in time, laid face up (you win them)."),
    )
    laid_face_down = fields.List(
        fields.Nested(ChipSchema),
        **_d("Solo: the chips missed, laid face down (the game wins them)."),
    )
    robot = cell("Micro: the robot's cell.")
    next_roller = seat("Micro: the seat that rolls the next target.")
    supply = fields.Integer(**_d("Micro: chips left in the supply."))


class BidStandingSchema(ma.Schema):
    """A bid against the proven optimum (shown once the timer has run out)."""

    label = fields.String(
        required=True,
        metadata={"example": "+2", "description": "`impossible`, `optimal` or `+k`."},
    )
    over = fields.Integer(**_d("Moves above the optimum.", required=True))
    can_be_met = fields.Boolean(
        **_d(
            "Whether a solution of the bid's length exists (under the game's bid "
            "semantics); null when unknown.",
            allow_none=True,
            required=True,
        )
    )


class BidSchema(ma.Schema):
    """A bid of a round."""

    seq = fields.Integer(
        **_d("Order of the bid in its round (1, 2, ...).", required=True)
    )
    player = seat("The bidder's seat.", required=True)
    moves = fields.Integer(**_d("The moves bid.", required=True))
    at = when("When it was placed.", required=True)
    standing = fields.Nested(
        BidStandingSchema, **_d("Against the optimum, once the timer has run out.")
    )


class BidPlacedSchema(ma.Schema):
    """A placed bid and the timer it runs against."""

    round = fields.Integer(**_d("The round's number.", required=True))
    seq = fields.Integer(**_d("Order of the bid in its round.", required=True))
    player = seat("The bidder's seat.", required=True)
    moves = fields.Integer(**_d("The moves bid.", required=True))
    at = when("When it was placed.", required=True)
    timer_ends_at = when("When the sand timer runs out.", required=True)
    server_time = when("The server's clock now.", required=True)


RESULTS = "`success`, `failure`, `conceded` (null solution) or `timeout` (no answer)."


class RoundAttemptSchema(ma.Schema):
    """One demonstration of a round (classic verifier or solo player)."""

    player = seat("Who demonstrated.", required=True)
    at = stamp("When.", required=True)
    result = fields.String(**_d(RESULTS, required=True))
    bid = fields.Integer(**_d("Classic: the bid being demonstrated."))
    moves = fields.Integer(**_d("Moves played (up to the first illegal one)."))
    solved = fields.Boolean(**_d("The solution reached the target legally."))
    bid_met = fields.Boolean(**_d("Classic: solved within the bid."))
    bid_semantics = fields.String(
        **_d("Classic: `exact` or `at_most` (how the bid counts).")
    )
    solution = fields.String(**_d("The solution played, in compact notation."))


class VerifierSchema(ma.Schema):
    """A bidder in the order of demonstration."""

    player = seat("The bidder's seat.", required=True)
    bid = fields.Integer(**_d("The bid.", required=True))


class VerificationSchema(ma.Schema):
    """Who demonstrates, in which order, until when, and how it went."""

    order = fields.List(
        fields.Nested(VerifierSchema),
        **_d("Classic: the bidders in order of demonstration.", required=True),
    )
    verifier = seat(
        "The seat asked to demonstrate now; null when nobody is.",
        required=True,
        allow_none=True,
    )
    deadline = stamp(
        "When the verifier's time runs out; null when nobody is.",
        required=True,
        allow_none=True,
    )
    attempts = fields.List(
        fields.Nested(RoundAttemptSchema),
        **_d("The demonstrations so far.", required=True),
    )


class ClaimSchema(ma.Schema):
    """A Micro Robots claim and how it was judged."""

    player = seat("The claimant's seat.", required=True)
    at = stamp("When.", required=True)
    result = fields.String(**_d("`success` or `failure`.", required=True))
    claim = fields.Integer(**_d("The moves claimed.", required=True))
    moves = fields.Integer(**_d("The moves of the path played.", required=True))
    path = fields.List(
        fields.List(fields.Integer()),
        **_d("The cell reached by each move played.", required=True),
    )
    error = fields.Nested(
        StepErrorSchema,
        **_d("The first illegal move; null if none.", required=True, allow_none=True),
    )
    standing = fields.Nested(
        BidStandingSchema,
        **_d("In a summary: the claim against the optimum.", allow_none=True),
    )


class SummarySchema(ma.Schema):
    """Once a round is over: the optimum next to what was played."""

    optimum = fields.Integer(
        **_d(
            "The proven fewest moves; null if unknown.", required=True, allow_none=True
        )
    )
    optimal_solution = fields.String(
        **_d(
            "Classic and solo: an optimal solution in compact notation; null "
            "while the solver has none.",
            allow_none=True,
        )
    )
    played = fields.String(
        **_d(
            "Classic and solo: the winning solution played; null if none.",
            allow_none=True,
        )
    )
    optimal_path = fields.List(
        fields.List(fields.Integer()),
        **_d("Micro: an optimal path (the cell after each move).", allow_none=True),
    )
    claim = fields.Nested(
        ClaimSchema, **_d("Micro: the claim that decided the round.", allow_none=True)
    )
    winner = seat(
        "The seat that won the round; null if none.", required=True, allow_none=True
    )


class RoundSchema(ma.Schema):
    """A round: chip, timer, bids, verification, and its ranking once revealed."""

    number = fields.Integer(**_d("1 for the first round.", required=True))
    status = fields.String(
        required=True,
        metadata={
            "description": "`waiting`, `running` (timer), `verifying` or `over`."
        },
    )
    outcome = fields.String(
        **_d(
            "Once over: `won`, `failed`, `no_bid`, `face_up`, `face_down` or "
            "`abandoned`; null before.",
            allow_none=True,
        )
    )
    chip = fields.Nested(ChipSchema, **_d("The target of the round.", required=True))
    puzzle_id = fields.String(
        **_d(
            "Classic and solo: the round's puzzle (`/v1/puzzles/{id}`).",
            allow_none=True,
        )
    )
    robots = robots_field("Where the robots stood when the round began", required=True)
    started_at = when("When the round began.", required=True)
    timer_started_at = when("When the sand timer started.", allow_none=True)
    timer_ends_at = when("When the sand timer runs (ran) out.", allow_none=True)
    timer_allowed_at = when(
        "Classic, waiting: when the timer may be started without a bid."
    )
    reroll_allowed_at = when("Micro, waiting: when a new target may be rolled.")
    server_time = when("The server's clock now.", required=True)
    winner = seat("The seat that won the round; null if none.", allow_none=True)
    ended_at = when("When the round ended.", allow_none=True)
    bids = fields.List(
        fields.Nested(BidSchema), **_d("Classic: the bids, in order.", required=True)
    )
    verification = fields.Nested(
        VerificationSchema,
        **_d("Classic and solo, once the timer ran out; null before.", allow_none=True),
    )
    start = cell("Micro: the robot's starting cell.")
    target = cell("Micro: the target cell.")
    roller = seat("Micro: who rolled the target.")
    claim = fields.Nested(
        ClaimSchema, **_d("Micro: the claim that decided the round.", allow_none=True)
    )
    rolls = fields.List(
        fields.Nested(ChipSchema), **_d("Micro: every target rolled this round.")
    )
    optimum = fields.Integer(
        **_d(
            "The proven fewest moves, once revealed (classic: after the timer; "
            "solo, micro: when over); null before or while unknown.",
            allow_none=True,
        )
    )
    summary = fields.Nested(
        SummarySchema, **_d("Once the round is over; null before.", allow_none=True)
    )


GAME_URL = "/v1/games/{id}"


class GameLinksSchema(ma.Schema):
    """Related URLs."""

    self = Link(GAME_URL, **_d("This game.", required=True))
    events = Link(GAME_URL + "/events", **_d("Its event log.", required=True))
    rounds = Link(GAME_URL + "/rounds", **_d("Its rounds.", required=True))
    board = Link("/v1/boards/{board_id}", **_d("Its board.", required=True))


MODE = "`classic`, `solo` or `micro`."


class GameSchema(ma.Schema):
    """A game's whole visible state."""

    id = fields.String(**_d("The game's id.", required=True))
    mode = fields.String(**_d(MODE, required=True))
    preset = fields.String(**_d("The ruleset preset (`/v1/rulesets`).", required=True))
    rules = fields.Nested(
        RulesetSchema, **_d("The preset with the game's overrides.", required=True)
    )
    board_id = fields.String(**_d("The board (`/v1/boards/{id}`).", required=True))
    status = fields.String(
        required=True, metadata={"description": "`active` or `finished`."}
    )
    version = fields.Integer(
        **_d("Goes up with every change (the ETag follows it).", required=True)
    )
    event_seq = fields.Integer(
        **_d("The `seq` of the latest event (0 before any).", required=True)
    )
    server_time = when("The server's clock now.", required=True)
    created_at = when("When the game was created.", required=True)
    finished_at = when("When it finished.", allow_none=True)
    seed = fields.Raw(
        allow_none=True,
        required=True,
        metadata={
            "oneOf": [JSON_INTEGER, {"type": "string"}],
            "nullable": True,
            "description": "The seed; null until the game is over (it would "
            "reveal the order of the chips).",
        },
    )
    players = fields.List(
        fields.Nested(PlayerSchema), **_d("The seats, in order.", required=True)
    )
    standings = fields.List(
        fields.Nested(StandingSchema), **_d("Most chips first.", required=True)
    )
    winners = fields.List(
        fields.Integer(), **_d("Once finished: the winning seats.", allow_none=True)
    )
    table = fields.Nested(TableSchema, **_d("What lies on the table.", required=True))
    rounds_played = fields.Integer(
        attribute="round_count", **_d("Rounds started so far.", required=True)
    )
    current_round = fields.Nested(
        RoundSchema, **_d("The latest round; null before the first.", allow_none=True)
    )
    links = Links(GameLinksSchema, **_d("Related URLs.", required=True))


class PlayerName(fields.String):
    """A player's name (read from a player row)."""

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        """Return the player's name."""
        return None if value is None else value.name


class GameSummaryLinksSchema(ma.Schema):
    """Related URLs."""

    self = Link(GAME_URL, **_d("The game's state.", required=True))
    events = Link(GAME_URL + "/events", **_d("Its event log.", required=True))
    rounds = Link(GAME_URL + "/rounds", **_d("Its rounds.", required=True))


class GameSummarySchema(ma.Schema):
    """A game in its client's list (as last changed: read `links.self` for now)."""

    id = fields.String(**_d("The game's id.", required=True))
    mode = fields.String(**_d(MODE, required=True))
    preset = fields.String(**_d("The ruleset preset.", required=True))
    status = fields.String(**_d("`active` or `finished`.", required=True))
    players = fields.List(PlayerName(), **_d("Names by seat.", required=True))
    created_at = when("When it was created.", required=True)
    finished_at = when("When it finished.", allow_none=True, required=True)
    rounds_played = fields.Integer(
        attribute="round_count", **_d("Rounds started.", required=True)
    )
    links = Links(GameSummaryLinksSchema, **_d("Related URLs.", required=True))


class GameStatusSchema(ma.Schema):
    """A game's status after an action."""

    status = fields.String(**_d("`active` or `finished`.", required=True))
    winners = fields.List(
        fields.Integer(),
        **_d("Once finished: the winning seats.", allow_none=True, required=True),
    )


class GameStepSchema(ma.Schema):
    """One move of a demonstration."""

    robot = fields.String(**_d("Classic, solo: the robot moved."))
    direction = fields.String(**_d("Classic, solo: `N`, `E`, `S` or `W`."))
    from_ = fields.List(
        fields.Integer(),
        data_key="from",
        attribute="from",
        **_d("The cell the move started on.", required=True),
    )
    to = fields.List(fields.Integer(), **_d("The cell it ended on.", required=True))
    robots = robots_field("Classic, solo: every robot after the move")
    cell = fields.Raw(
        metadata={
            **MICRO_CELL,
            "description": "Micro: the `[colour, number]` of the cell reached.",
        }
    )


class GameVerdictSchema(ma.Schema):
    """The verdict of a demonstration: the core's verdict (classic, solo) or
    the Micro Robots one (with `claim` and `path`)."""

    solved = fields.Boolean(**_d("Reached the target legally.", required=True))
    reached_target = fields.Boolean(**_d("Ended on the target.", required=True))
    moves = fields.Integer(
        **_d("Moves played up to the first illegal one.", required=True)
    )
    ricochet_rule = fields.Boolean(**_d("Classic, solo: the ricochet rule applies."))
    ricochet_rule_satisfied = fields.Boolean(
        **_d("Classic, solo: the finishing robot ricocheted (or the rule is off).")
    )
    steps = fields.List(
        fields.Nested(GameStepSchema), **_d("The moves played.", required=True)
    )
    robots = robots_field("Classic, solo: where the robots ended")
    claim = fields.Integer(**_d("Micro: the moves claimed.", allow_none=True))
    path = fields.List(
        fields.List(fields.Integer()), **_d("Micro: the cell after each move.")
    )
    error = fields.Nested(
        StepErrorSchema,
        **_d("The first illegal move; null if none.", required=True, allow_none=True),
    )


class OutcomeSchema(ma.Schema):
    """How a demonstration or claim went."""

    result = fields.String(**_d(RESULTS, required=True))
    bid = fields.Integer(**_d("Classic: the bid being demonstrated."))
    claim = fields.Integer(**_d("Micro: the moves claimed."))
    moves = fields.Integer(**_d("Moves played up to the first illegal one."))
    solved = fields.Boolean(**_d("Classic, solo: reached the target legally."))
    bid_met = fields.Boolean(**_d("Classic: solved within the bid."))
    bid_semantics = fields.String(**_d("Classic: `exact` or `at_most`."))
    solution = fields.String(**_d("Classic, solo: the solution in compact notation."))
    path = fields.List(
        fields.List(fields.Integer()), **_d("Micro: the cell after each move.")
    )
    error = fields.Nested(
        StepErrorSchema, **_d("Micro: the first illegal move.", allow_none=True)
    )
    verdict = fields.Nested(
        GameVerdictSchema, **_d("The full verdict (not for a concession or timeout).")
    )


class DemonstrationResultSchema(ma.Schema):
    """How a demonstration or claim went, the round after it, the game's status."""

    result = fields.Nested(OutcomeSchema, **_d("The outcome.", required=True))
    round = fields.Nested(RoundSchema, **_d("The round after it.", required=True))
    game = fields.Nested(GameStatusSchema, **_d("The game's status.", required=True))


GamePageSchema = page_schema("GamePageSchema", GameSummarySchema)
"""A page of a client's games, newest first."""

RoundPageSchema = page_schema("RoundPageSchema", RoundSchema)
"""A page of a game's rounds, oldest first."""
