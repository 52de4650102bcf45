"""GET /train and its own routes: the rated trainer for people, no API key.

A visitor is known by the pages' signed cookie (`service.web.players`), kept
under /train, and plays as the player `visitor #<id>` of the built-in `web` client,
as the daily's visitors do; the routes call the trainer's use-cases for that player.
Writes are limited per visitor and per address, as on /daily.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from flask import Response, after_this_request, request
from flask.views import MethodView

from service.accounts.clients import WEB_CLIENT_ID, web_client_id
from service.game.features import THEME_NAMES
from service.game.records import FAMILIES
from service.infra.extensions import address_key, limiter
from service.library.filters import DEFAULT_FAMILY
from service.puzzles.hints import PositionHint, position_hint
from service.solving.answers import Viewer
from service.trainer.attempts import AttemptResult, attempt
from service.trainer.picking import NextPuzzle, difficulty_names, next_shown
from service.trainer.runs import RunView, answer, get_run, start_run
from service.trainer.stats import PlayerDashboard, player_dashboard
from service.web.api.common import Blueprint
from service.web.api.solutions import answer_response, solution_document
from service.web.pages.daily_routes import own_write_limits
from service.web.pages.library import page
from service.web.players import (
    WebPlayer,
    cookie_player,
    set_cookie,
    web_address_limit,
    web_player_key,
    web_player_limit,
    without_cookie,
)
from service.web.schemas.hints import HintRequestSchema, PositionHintSchema
from service.web.schemas.solves import SolveStatusSchema
from service.web.schemas.trainer import (
    TrainerAttemptSchema,
    TrainerPlayerQuerySchema,
    TrainerPuzzleSchema,
    TrainerRunAnswerSchema,
    TrainerRunSchema,
)
from service.web.schemas.trainpage import (
    TrainPageAttemptSchema,
    TrainPageMeSchema,
    TrainPageNextQuerySchema,
    TrainPageRunSpecSchema,
)

HTML = "text/html"
COOKIE_PATH = "/train"
VISITOR_NAME = "visitor"
"""The name in the cookie: the trainer has no leaderboard, so nobody picks one."""

blp = Blueprint(
    "train-page",
    __name__,
    url_prefix="/train",
    description="The /train page's own routes: the rated trainer for a visitor "
    "known by a signed cookie (no API key): next puzzle, attempts, runs, dashboard.",
)

WRITE_LIMITS: list[Callable[..., Any]] = [  # one budget across the page's writes
    limiter.shared_limit(
        web_player_limit,
        scope="train-player",
        key_func=web_player_key,
        exempt_when=without_cookie,
    ),
    limiter.shared_limit(
        web_address_limit, scope="train-address", key_func=address_key
    ),
    own_write_limits,
]


def visitor_player() -> str:
    """Return the cookie's trainer player (a new visitor gets an id) and send the
    cookie back with the response, never cached."""
    visitor = cookie_player() or WebPlayer(secrets.token_hex(8), VISITOR_NAME)

    @after_this_request
    def remember(response: Response) -> Response:
        set_cookie(response, visitor, path=COOKIE_PATH)
        response.cache_control.no_store = True
        return response

    return f"{VISITOR_NAME} #{visitor.id}"


@blp.route("")
class TrainPage(MethodView):
    """The trainer page."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self) -> Response:
        """Play puzzles at your level, streaks and timed runs; see your dashboard."""
        chosen = request.args.get("family", "")  # a link may open another family
        context = {
            "difficulties": difficulty_names(),
            "themes": sorted(THEME_NAMES),
            "families": tuple(FAMILIES),
            "family": chosen if chosen in FAMILIES else DEFAULT_FAMILY,
        }
        return page("train.html", **context)


@blp.route("/next")
class TrainNext(MethodView):
    """The visitor's next puzzle."""

    @blp.arguments(TrainPageNextQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, TrainerPuzzleSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, **choice: Any) -> NextPuzzle:
        """A puzzle the visitor has not attempted, near their rating + offset."""
        return next_shown(WEB_CLIENT_ID, visitor_player(), **choice)


@blp.route("/attempts")
class TrainAttempts(MethodView):
    """The visitor's attempts."""

    decorators = WRITE_LIMITS

    @blp.arguments(TrainPageAttemptSchema)
    @blp.response(200, TrainerAttemptSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, spec: dict[str, Any]) -> AttemptResult:
        """Judge a solution; the first attempt at a puzzle moves both ratings."""
        player = visitor_player()
        return attempt(web_client_id(), player, spec["puzzle_id"], spec["solution"])


@blp.route("/me")
class TrainMe(MethodView):
    """The visitor's dashboard."""

    @blp.arguments(TrainerPlayerQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, TrainPageMeSchema)
    def get(self, days: int) -> PlayerDashboard:
        """Show the visitor's rating, history, per-theme dashboard and best runs."""
        return player_dashboard(WEB_CLIENT_ID, visitor_player(), days)


@blp.route("/runs")
class TrainRuns(MethodView):
    """The visitor's runs."""

    decorators = WRITE_LIMITS

    @blp.arguments(TrainPageRunSpecSchema)
    @blp.response(201, TrainerRunSchema)
    def post(self, spec: dict[str, Any]) -> RunView:
        """Start a streak or a timed run; the server draws, times and scores it."""
        return start_run(web_client_id(), visitor_player(), spec["mode"])


@blp.route("/runs/<run_id>")
class TrainRun(MethodView):
    """One of the visitor's runs."""

    @blp.response(200, TrainerRunSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, run_id: str) -> RunView:
        """Show a run: its score, clock and current puzzle."""
        return get_run(WEB_CLIENT_ID, run_id, visitor_player())


@blp.route("/runs/<run_id>/answers")
class TrainRunAnswers(MethodView):
    """Answers in the visitor's run."""

    decorators = WRITE_LIMITS

    @blp.arguments(TrainerRunAnswerSchema)
    @blp.response(200, TrainerRunSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT")
    def post(self, spec: dict[str, Any], run_id: str) -> RunView:
        """Answer the run's puzzle: a solve in the optimum scores, a miss costs."""
        player = visitor_player()
        return answer(
            WEB_CLIENT_ID, run_id, spec["solution"], player, spec.get("puzzle_id")
        )


@blp.route("/puzzles/<puzzle_id>/solution")
class TrainSolution(MethodView):
    """A rated puzzle's solution, for the visitor who has answered it."""

    @blp.response(200, SolveStatusSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, puzzle_id: str) -> Response:
        """Show the optimal solution, once the visitor has answered the puzzle."""
        asker = Viewer(WEB_CLIENT_ID, visitor_player())
        return answer_response("solution", puzzle_id, solution_document, asker)


@blp.route("/puzzles/<puzzle_id>/hints")
class TrainHints(MethodView):
    """The next optimal move from a position, for the visitor who has answered
    the rated puzzle (as POST /v1/puzzles/{id}/hints with `?player=`)."""

    decorators = WRITE_LIMITS

    @blp.arguments(HintRequestSchema)
    @blp.response(200, PositionHintSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, body: dict[str, Any], puzzle_id: str) -> PositionHint:
        """Show the next optimal move after the moves played (answered in the
        request: a hint for one visitor is never queued)."""
        asker = Viewer(WEB_CLIENT_ID, visitor_player())
        return position_hint(puzzle_id, body["moves"], body["reveal"], asker)
