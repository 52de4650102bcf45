"""Daily challenges: today's puzzles, the archive, attempts, leaderboards, streaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response, current_app
from flask.views import MethodView

from service.api.common import API_PREFIX, SVG_RESPONSE, Blueprint, authenticated
from service.daily.attempts import player_best, submit_attempt
from service.daily.http import Freshness, conditional, conditional_json
from service.daily.images import daily_image
from service.daily.leaderboard import leaderboard, player_streak, streak_board
from service.daily.present import archive_document, day_document, puzzle_document
from service.daily.store import parse_day, today
from service.schemas.daily import (
    AttemptResultSchema,
    AttemptSchema,
    DailyArchiveSchema,
    DailyPuzzleSchema,
    DailyQuerySchema,
    DaySchema,
    LeaderboardQuerySchema,
    LeaderboardSchema,
    PlayerBestSchema,
    StreakBoardSchema,
    StreakQuerySchema,
    StreakSchema,
)

blp = Blueprint(
    "daily",
    __name__,
    url_prefix=f"{API_PREFIX}/daily",
    description="Daily solo challenges: every UTC day, one puzzle per difficulty "
    "tier with a proven optimum (revealed when the day ends at 00:00 UTC). Dates are "
    "`YYYY-MM-DD`; a future date is 404. Reads send ETag, Last-Modified and "
    "Cache-Control and answer conditional requests with 304.",
)

F = TypeVar("F", bound=Callable[..., Any])


CONDITIONAL = ["IF_NONE_MATCH"]
"""Route-level parameters of the GET-only routes (an operation-level `doc` would
replace the query parameters that `@blp.arguments` documents)."""


def conditional_get(view: F) -> F:
    """Document the 304 and the 404 of a conditional GET."""
    view = blp.alt_response(304, response="NOT_MODIFIED")(view)
    return blp.alt_response(404, response="NOT_FOUND")(view)


def send(schema: Any, document: tuple[dict[str, Any], Freshness]) -> Response:
    """Dump a document with its schema and answer conditionally."""
    data, freshness = document
    return conditional_json(schema.dump(data), freshness)


@blp.route("", parameters=CONDITIONAL)
class Daily(MethodView):
    """Today, or the archive."""

    @conditional_get
    @blp.arguments(DailyQuerySchema, location="query")
    @blp.response(
        200,
        {"oneOf": [DaySchema, DailyArchiveSchema]},
        description="Without arguments, today's `Day`; with `before` and/or "
        "`limit`, a `DailyArchive` page (newest first).",
    )
    def get(self, args: dict[str, Any]) -> Response:
        """Show today's puzzles, or (`before`, `limit`) the archive of days."""
        if not args:
            return send(DaySchema(), day_document(today()))
        limit = args.get("limit", current_app.config["DAILY_PAGE_SIZE"])
        document = archive_document(args.get("before"), limit)
        return send(DailyArchiveSchema(), document)


@blp.route("/<day>", parameters=CONDITIONAL)
class DailyByDate(MethodView):
    """One day."""

    @conditional_get
    @blp.response(200, DaySchema)
    def get(self, day: str) -> Response:
        """Show a day's puzzles (past days with optima and solutions)."""
        return send(DaySchema(), day_document(parse_day(day)))


@blp.route("/<day>/<tier>", parameters=CONDITIONAL)
class DailyTier(MethodView):
    """One tier's puzzle of a day."""

    @conditional_get
    @blp.response(200, DailyPuzzleSchema)
    def get(self, day: str, tier: str) -> Response:
        """Show one tier's puzzle of a day."""
        return send(DailyPuzzleSchema(), puzzle_document(parse_day(day), tier))


@blp.route("/<day>/<tier>/image.svg", parameters=CONDITIONAL)
class DailyImage(MethodView):
    """A daily puzzle's picture."""

    @conditional_get
    @blp.response(200, **SVG_RESPONSE)
    def get(self, day: str, tier: str) -> Response:
        """Draw a tier's puzzle as SVG (after its day, with the optimal solution)."""
        svg, freshness = daily_image(parse_day(day), tier)
        return conditional(svg, SVG_RESPONSE["content_type"], freshness)


@blp.route("/<day>/<tier>/attempts")
class DailyAttempts(MethodView):
    """Players' attempts."""

    @authenticated(blp)
    @blp.arguments(AttemptSchema)
    @blp.response(200, AttemptResultSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT", description="The day is over.")
    def post(self, body: dict[str, Any], day: str, tier: str) -> dict[str, Any]:
        """Check a player's solution to today's puzzle; keep and score their best."""
        return submit_attempt(parse_day(day), tier, body["player"], body["solution"])


@blp.route("/<day>/<tier>/attempts/<player>")
class DailyPlayerBest(MethodView):
    """A player's best."""

    @authenticated(blp)
    @blp.response(200, PlayerBestSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, day: str, tier: str, player: str) -> dict[str, Any]:
        """Show your player's best at a puzzle (with the answer once optimal)."""
        return player_best(parse_day(day), tier, player)


@blp.route("/<day>/<tier>/leaderboard", parameters=CONDITIONAL)
class DailyLeaderboard(MethodView):
    """A tier's leaderboard."""

    @conditional_get
    @blp.arguments(LeaderboardQuerySchema, location="query")
    @blp.response(200, LeaderboardSchema)
    def get(self, args: dict[str, Any], day: str, tier: str) -> Response:
        """Rank players by fewest moves, then earliest (scores after the day)."""
        document = leaderboard(parse_day(day), tier, args["limit"], args["offset"])
        return send(LeaderboardSchema(), document)


@blp.route("/streaks", parameters=CONDITIONAL)
class DailyStreaks(MethodView):
    """The streak board."""

    @blp.arguments(StreakQuerySchema, location="query")
    @blp.response(200, StreakBoardSchema)
    @blp.alt_response(304, response="NOT_MODIFIED")
    def get(self, args: dict[str, Any]) -> Response:
        """List the longest current streaks of optimal days (up to yesterday)."""
        return send(StreakBoardSchema(), streak_board(args["limit"]))


@blp.route("/streaks/<player>")
class DailyPlayerStreak(MethodView):
    """A player's streak."""

    @authenticated(blp)
    @blp.response(200, StreakSchema)
    def get(self, player: str) -> dict[str, Any]:
        """Show your player's streak of consecutive optimal days."""
        return player_streak(player)
