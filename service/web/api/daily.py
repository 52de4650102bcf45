"""Daily challenges: today's puzzles, the archive, attempts, leaderboards, streaks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response, current_app
from flask.views import MethodView

from service.daily.attempts import (
    AttemptResult,
    PlayerBest,
    player_best,
    submit_attempt,
)
from service.daily.images import daily_image
from service.daily.leaderboard import (
    PlayerStreak,
    leaderboard,
    player_streak,
    streak_board,
)
from service.daily.present import archive_document, day_document, puzzle_document
from service.daily.store import parse_day, today
from service.web.api.common import API_PREFIX, SVG_RESPONSE, Blueprint, authenticated
from service.web.api.paging import page
from service.web.daily_http import conditional, dated, fresh
from service.web.schemas.daily import (
    ArchiveQuerySchema,
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
Fresh = tuple[Any, dict[str, str]]
"""A dated view's answer: its data (dumped by the response schema) and headers."""


CONDITIONAL = ["IF_NONE_MATCH"]
"""Route-level parameters of the GET-only routes (an operation-level `doc` would
replace the query parameters that `@blp.arguments` documents)."""


def conditional_get(view: F) -> F:
    """Document the 304 and the 404 of a conditional GET."""
    view = blp.alt_response(304, response="NOT_MODIFIED")(view)
    return blp.alt_response(404, response="NOT_FOUND")(view)


@blp.route("", parameters=CONDITIONAL)
class Daily(MethodView):
    """Today."""

    @conditional_get
    @dated
    @blp.arguments(DailyQuerySchema, location="query")
    @blp.response(200, DaySchema)
    def get(self, _: dict[str, Any]) -> Fresh:
        """Show today's puzzles."""
        return fresh(day_document(today()))


@blp.route("/archive", parameters=CONDITIONAL)
class DailyArchive(MethodView):
    """The archive of days."""

    @conditional_get
    @dated
    @blp.arguments(ArchiveQuerySchema, location="query")
    @blp.response(200, DailyArchiveSchema)
    def get(self, args: dict[str, Any]) -> Fresh:
        """List the published days, newest first (today included)."""
        limit = args.get("limit", current_app.config["DAILY_PAGE_SIZE"])
        cursor = args.get("cursor")
        before = None if cursor is None else parse_day(cursor)
        items, following, freshness = archive_document(before, limit)
        data = page(items, None if following is None else following.isoformat())
        return fresh((data, freshness))


@blp.route("/<day:day>", parameters=CONDITIONAL)
class DailyByDate(MethodView):
    """One day."""

    @conditional_get
    @dated
    @blp.response(200, DaySchema)
    def get(self, day: str) -> Fresh:
        """Show a day's puzzles (past days with optima and solutions)."""
        return fresh(day_document(parse_day(day)))


@blp.route("/<day:day>/<tier>", parameters=CONDITIONAL)
class DailyTier(MethodView):
    """One tier's puzzle of a day."""

    @conditional_get
    @dated
    @blp.response(200, DailyPuzzleSchema)
    def get(self, day: str, tier: str) -> Fresh:
        """Show one tier's puzzle of a day."""
        return fresh(puzzle_document(parse_day(day), tier))


@blp.route("/<day:day>/<tier>/image.svg", parameters=CONDITIONAL)
class DailyImage(MethodView):
    """A daily puzzle's picture."""

    @conditional_get
    @blp.response(200, **SVG_RESPONSE)
    def get(self, day: str, tier: str) -> Response:
        """Draw a tier's puzzle as SVG (after its day, with the optimal solution)."""
        svg, freshness = daily_image(parse_day(day), tier)
        return conditional(svg, SVG_RESPONSE["content_type"], freshness)


@blp.route("/<day:day>/<tier>/attempts")
class DailyAttempts(MethodView):
    """Players' attempts."""

    @authenticated(blp)
    @blp.arguments(AttemptSchema)
    @blp.response(200, AttemptResultSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT", description="The day is over.")
    def post(self, body: dict[str, Any], day: str, tier: str) -> AttemptResult:
        """Check a player's solution to today's puzzle; keep and score their best."""
        return submit_attempt(parse_day(day), tier, body["player"], body["solution"])


@blp.route("/<day:day>/<tier>/attempts/<name:player>")
class DailyPlayerBest(MethodView):
    """A player's best."""

    @authenticated(blp)
    @blp.response(200, PlayerBestSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, day: str, tier: str, player: str) -> PlayerBest:
        """Show your player's best at a puzzle (with the answer once optimal)."""
        return player_best(parse_day(day), tier, player)


@blp.route("/<day:day>/<tier>/leaderboard", parameters=CONDITIONAL)
class DailyLeaderboard(MethodView):
    """A tier's leaderboard."""

    @conditional_get
    @dated
    @blp.arguments(LeaderboardQuerySchema, location="query")
    @blp.response(200, LeaderboardSchema)
    def get(self, args: dict[str, Any], day: str, tier: str) -> Fresh:
        """Rank players by fewest moves, then earliest (scores after the day)."""
        start, limit = int(args.get("cursor", 0)), args["limit"]
        data, freshness = leaderboard(parse_day(day), tier, limit, start)
        following = str(start + limit) if start + limit < data["total"] else None
        return fresh((page(data.pop("items"), following, **data), freshness))


@blp.route("/streaks", parameters=CONDITIONAL)
class DailyStreaks(MethodView):
    """The streak board."""

    @dated
    @blp.arguments(StreakQuerySchema, location="query")
    @blp.response(200, StreakBoardSchema)
    @blp.alt_response(304, response="NOT_MODIFIED")
    def get(self, args: dict[str, Any]) -> Fresh:
        """List the longest current streaks of optimal days (up to yesterday)."""
        return fresh(streak_board(args["limit"]))


@blp.route("/streaks/<name:player>")
class DailyPlayerStreak(MethodView):
    """A player's streak."""

    @authenticated(blp)
    @blp.response(200, StreakSchema)
    def get(self, player: str) -> PlayerStreak:
        """Show your player's streak of consecutive optimal days."""
        return player_streak(player)
