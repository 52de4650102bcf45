"""A puzzle's optimum, solved in the background: GET/POST .../solution, GET .../hint.

While `service.secrecy.solution_hidden(puzzle_id)` holds (a live round's puzzle,
today's daily puzzle) both answer 403 `answer-hidden`.
"""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.api.common import (
    API_PREFIX,
    Blueprint,
    authenticated,
    json_response,
    polled,
)
from service.auth import require_client
from service.errors import problem, unavailable
from service.models.solves import SolveState
from service.puzzles import get_puzzle
from service.queues import INTERACTIVE
from service.schemas.solves import HintSchema, SolveStatusSchema
from service.secrecy import solution_hidden
from service.solves import SolveStatus, request_solve, settled_solve

blp = Blueprint(
    "solutions",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzles",
    description="Optimal solutions, computed by background workers and cached: no "
    "request waits for a search. Hidden (403) while the puzzle is in play.",
)


def answerable(puzzle_id: str) -> None:
    """Refuse (403) while the answer is hidden, and 404 for unknown puzzles."""
    if solution_hidden(puzzle_id):
        raise problem(
            403,
            "answer-hidden",
            "this puzzle is in play; its answer is "
            "hidden until the round or day is over",
        )


def known(status: SolveStatus) -> SolveStatus:
    """Return the status; 404 when its puzzle does not exist, 503 while the queue
    (Redis) is down and the database holds no answer yet."""
    if status.status == SolveState.NONE:
        get_puzzle(status.puzzle_id)  # raises 404 for an unknown id
    if (
        status.status == SolveState.UNAVAILABLE
    ):  # a request is recorded: solved once back
        raise unavailable(
            "the solve queue (Redis) is unavailable; a requested solve is recorded "
            "and runs once it is back; retry later"
        )
    return status


@blp.route("/<puzzle_id>/solution")
class Solution(MethodView):
    """A puzzle's optimal solution."""

    @polled(blp)
    @blp.response(200, SolveStatusSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, puzzle_id: str) -> Response:
        """Show a puzzle's optimum and solution, or the search's progress."""
        answerable(puzzle_id)
        return json_response(known(settled_solve(puzzle_id)).to_json())

    @authenticated(blp)
    @blp.response(202, SolveStatusSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, puzzle_id: str) -> tuple[dict[str, Any], int, dict[str, str]]:
        """Request a puzzle's optimum (on the interactive queue)."""
        require_client()
        answerable(puzzle_id)
        status = known(request_solve(puzzle_id, queue=INTERACTIVE))
        return (
            status.to_json(),
            202,
            {"Location": f"{blp.url_prefix}/{puzzle_id}/solution"},
        )


@blp.route("/<puzzle_id>/hint")
class Hint(MethodView):
    """One optimal first move."""

    @polled(blp)
    @blp.response(200, HintSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, puzzle_id: str) -> Response:
        """Show one optimal first move (null until the optimum is proven)."""
        answerable(puzzle_id)
        status = known(settled_solve(puzzle_id))
        move = status.hint
        hint = None if move is None else {"robot": move[0], "direction": move[1]}
        return json_response(
            {"puzzle_id": puzzle_id, "status": status.status, "hint": hint}
        )
