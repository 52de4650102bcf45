"""The rated trainer: /v1/trainer/next, attempts, puzzles' and players' ratings."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.accounts.auth import require_client
from service.trainer.attempts import AttemptResult, attempt
from service.trainer.picking import NextPuzzle, next_shown
from service.trainer.runs import RunView, answer, get_run, start_run
from service.trainer.stats import PlayerStats, PuzzleStats, player_stats, puzzle_stats
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.schemas.trainer import (
    TrainerAttemptSchema,
    TrainerAttemptSpecSchema,
    TrainerNextQuerySchema,
    TrainerPlayerQuerySchema,
    TrainerPlayerSchema,
    TrainerPuzzleSchema,
    TrainerPuzzleStatsSchema,
    TrainerRunAnswerSchema,
    TrainerRunSchema,
    TrainerRunSpecSchema,
)

blp = Blueprint(
    "trainer",
    __name__,
    url_prefix=f"{API_PREFIX}/trainer",
    description="Library puzzles at each player's level: Glicko-2 ratings for "
    "players and puzzles, moved by each player's first attempt at a puzzle.",
)


@blp.route("/next")
class Next(MethodView):
    """The next puzzle."""

    @authenticated(blp)
    @blp.arguments(TrainerNextQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, TrainerPuzzleSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, player: str, **choice: Any) -> NextPuzzle:
        """A puzzle the player has not attempted, rated near their rating + offset."""
        return next_shown(require_client().id, player, **choice)


@blp.route("/attempts")
class Attempts(MethodView):
    """Attempts."""

    @authenticated(blp)
    @blp.arguments(TrainerAttemptSpecSchema)
    @blp.response(200, TrainerAttemptSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, spec: dict[str, Any]) -> AttemptResult:
        """Judge a solution; a first attempt moves the player's and puzzle's ratings."""
        client = require_client()
        return attempt(client.id, spec["player"], spec["puzzle_id"], spec["solution"])


@blp.route("/puzzles/<puzzle_id>")
class PuzzleRatingView(MethodView):
    """A puzzle's rating."""

    @blp.response(200, TrainerPuzzleStatsSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, puzzle_id: str) -> PuzzleStats:
        """Show a library puzzle's rating, deviation, rated attempts and wins."""
        return puzzle_stats(puzzle_id)


@blp.route("/players/<name:player>")
class Player(MethodView):
    """A player's standing."""

    @authenticated(blp)
    @blp.arguments(TrainerPlayerQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, TrainerPlayerSchema)
    def get(self, player: str, days: int) -> PlayerStats:
        """Show a player's rating, history and per-theme dashboard."""
        return player_stats(require_client().id, player, days)


@blp.route("/runs")
class Runs(MethodView):
    """Streaks and timed runs."""

    @authenticated(blp)
    @blp.arguments(TrainerRunSpecSchema)
    @blp.response(201, TrainerRunSchema)
    def post(self, spec: dict[str, Any]) -> RunView:
        """Start a streak or a timed run; the server draws, times and scores it."""
        return start_run(require_client().id, spec["player"], spec["mode"])


@blp.route("/runs/<run_id>")
class Run(MethodView):
    """One run."""

    @authenticated(blp)
    @blp.response(200, TrainerRunSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, run_id: str) -> RunView:
        """Show a run: its score, clock and current puzzle."""
        return get_run(require_client().id, run_id)


@blp.route("/runs/<run_id>/answers")
class RunAnswers(MethodView):
    """Answers in a run."""

    @authenticated(blp)
    @blp.arguments(TrainerRunAnswerSchema)
    @blp.response(200, TrainerRunSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT")
    def post(self, spec: dict[str, Any], run_id: str) -> RunView:
        """Answer the run's puzzle: a solve in the optimum scores, a miss costs."""
        return answer(
            require_client().id, run_id, spec["solution"], None, spec.get("puzzle_id")
        )
