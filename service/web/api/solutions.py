"""A puzzle's optimum, solved in the background: GET/POST .../solution, GET .../hint.

While `service.solving.secrecy.solution_hidden(puzzle_id)` holds (a live round's
puzzle, today's daily puzzle), or the answer solves such a puzzle
(`service.solving.hidden_answers.withheld`), both answer 403 `answer-hidden`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson
from flask import Response, request
from flask.views import MethodView

from service.accounts.auth import require_client
from service.infra.cache import parsed_cache
from service.infra.models.solves import SolveState
from service.infra.queues import INTERACTIVE
from service.puzzles.puzzles import get_puzzle, parsed_puzzle
from service.solving.hidden_answers import withheld
from service.solving.secrecy import solution_hidden, while_verdicts_hold
from service.solving.solvecaps import claim_long_solve
from service.solving.solves import SolveStatus, is_settled, request_solve, settled_solve
from service.web.api.common import (
    API_PREFIX,
    Blueprint,
    authenticated,
    polled,
)
from service.web.conditional import live_etag
from service.web.edgecache import offer
from service.web.errors import ApiProblem, problem, unavailable
from service.web.schemas.solves import HintSchema, SolveStatusSchema

Render = Callable[[SolveStatus], dict[str, Any]]

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
        raise hidden()


def hidden() -> ApiProblem:
    """Return the 403 of an answer that is hidden."""
    return problem(
        403,
        "answer-hidden",
        "this puzzle is in play; its answer is hidden until the round or day is over",
    )


def unshared(puzzle_id: str, answer: list[list[str]] | None) -> None:
    """Refuse (403, as `answerable`) an answer that solves a hidden puzzle."""
    if answer and withheld(puzzle_id, answer):
        raise hidden()


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
        return answer_response("solution", puzzle_id, solution_document)

    @authenticated(blp)
    @blp.response(202, SolveStatusSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, puzzle_id: str) -> tuple[dict[str, Any], int, dict[str, str]]:
        """Request a puzzle's optimum (on the interactive queue).

        A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
        SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.
        """
        client = require_client()
        answerable(puzzle_id)
        board = parsed_puzzle(puzzle_id).board
        claim_long_solve(client.id, puzzle_id, board.width * board.height)
        status = known(request_solve(puzzle_id, queue=INTERACTIVE))
        unshared(puzzle_id, status.solution)
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
        return answer_response("hint", puzzle_id, hint_document)


def solution_document(status: SolveStatus) -> dict[str, Any]:
    """Return the solution endpoint's body for a status."""
    return status.to_json()


def hint_document(status: SolveStatus) -> dict[str, Any]:
    """Return the hint endpoint's body for a status."""
    move = status.hint
    hint = None if move is None else {"robot": move[0], "direction": move[1]}
    return {"puzzle_id": status.puzzle_id, "status": status.status, "hint": hint}


def answer_response(kind: str, puzzle_id: str, render: Render) -> Response:
    """Answer a solution or hint GET, from this process's copy once it is final.

    A proven answer never changes, so its body and ETag are built once per process
    (`settled_solve` keeps only those); the caller has checked secrecy already, on
    this request, and the answer is replayed against the hidden puzzles
    (`unshared`) on every request, so the copy is never served while hidden.
    """
    cache = parsed_cache(f"answers:{kind}")
    entry: tuple[bytes, str, list[list[str]] | None] | None = cache.get(puzzle_id)
    if entry is None:
        status = known(settled_solve(puzzle_id))
        unshared(puzzle_id, status.solution)
        body = orjson.dumps(render(status))
        if not is_settled(status):  # still changing: built on every request
            return Response(body, mimetype="application/json")
        entry = cache[puzzle_id] = (body, f'"{live_etag(body)}"', status.solution)
    unshared(puzzle_id, entry[2])
    holds = while_verdicts_hold()
    if holds is not None:  # served again without the app while the verdicts hold
        offer(request.environ, holds)
    return Response(entry[0], mimetype="application/json", headers={"ETag": entry[1]})
