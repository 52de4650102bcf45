"""A puzzle's optimum, solved in the background: GET/POST .../solution, GET .../hint.

Whether an answer may go out is decided by `service.solving.answers` (a puzzle in
play, a rated trainer puzzle, an answer that gives a hidden puzzle away): its
`AnswerHidden` is the 403 `answer-hidden` problem. `?player=` with an API key names
a trainer player, who may see the answers of the rated puzzles they have answered.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from flask import Response, request
from flask.views import MethodView

from service.accounts.auth import optional_client, require_client
from service.infra.queues import INTERACTIVE
from service.puzzles.hints import PositionHint, position_hint
from service.puzzles.puzzles import get_puzzle, parsed_puzzle
from service.solving import answers
from service.solving.answers import Viewer
from service.solving.models import SolveState
from service.solving.secrecy import while_verdicts_hold
from service.solving.solvecaps import claim_long_solve
from service.solving.solves import SolveStatus, request_solve, solve_hint
from service.web.api.common import (
    API_PREFIX,
    Blueprint,
    authenticated,
    polled,
)
from service.web.api.dumpers import compile_dump
from service.web.conditional import live_etag
from service.web.edgecache import offer
from service.web.errors import unavailable
from service.web.schemas.hints import HintRequestSchema, PositionHintSchema
from service.web.schemas.solves import (
    AnswerQuerySchema,
    HintSchema,
    SolveStatusSchema,
)

Render = Callable[[SolveStatus], dict[str, Any]]

blp = Blueprint(
    "solutions",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzles",
    description="Optimal solutions, computed by background workers and cached: no "
    "request waits for a search. Hidden (403) while the puzzle is in play.",
)


def viewer(player: str | None) -> Viewer | None:
    """Return the trainer player the request names (`?player=` with its API key:
    401 without one), or None."""
    return None if player is None else Viewer(require_client().id, player)


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
    @blp.arguments(AnswerQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, SolveStatusSchema)
    @blp.alt_response(401, response="UNAUTHORIZED")
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, puzzle_id: str, player: str | None = None) -> Response:
        """Show a puzzle's optimum and solution, or the search's progress.

        A rated trainer puzzle's is shown only to a player who has answered it
        (`?player=` with the API key).
        """
        asker = viewer(player)
        return answer_response("solution", puzzle_id, solution_document, asker)

    @authenticated(blp)
    @blp.response(202, SolveStatusSchema)
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, puzzle_id: str) -> tuple[SolveStatus, int, dict[str, str]]:
        """Request a puzzle's optimum (on the interactive queue).

        A key has at most SOLVE_LONG_PER_KEY (1) such solves of boards above
        SOLVE_LONG_CELLS (256) cells queued or running; past it: 429 `solve-limit`.
        """
        client = require_client()
        answers.answerable(puzzle_id)
        board = parsed_puzzle(puzzle_id).board
        claim_long_solve(client.id, puzzle_id, board.width * board.height)
        status = known(request_solve(puzzle_id, queue=INTERACTIVE))
        answers.unshared(puzzle_id, status.solution)
        return (
            status,
            202,
            {"Location": f"{blp.url_prefix}/{puzzle_id}/solution"},
        )


@blp.route("/<puzzle_id>/hint")
class Hint(MethodView):
    """One optimal first move."""

    @polled(blp)
    @blp.arguments(AnswerQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, HintSchema)
    @blp.alt_response(401, response="UNAUTHORIZED")
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, puzzle_id: str, player: str | None = None) -> Response:
        """Show one optimal first move (null until the optimum is proven); hidden
        whenever the solution is."""
        return answer_response("hint", puzzle_id, hint_document, viewer(player))


@blp.route("/<puzzle_id>/hints")
class Hints(MethodView):
    """The next optimal move from where the player stands."""

    @blp.arguments(HintRequestSchema)
    @blp.arguments(AnswerQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, PositionHintSchema)
    @blp.alt_response(202, schema=PositionHintSchema, description="Queued")
    @blp.alt_response(401, response="UNAUTHORIZED")
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(
        self, body: dict[str, Any], puzzle_id: str, player: str | None = None
    ) -> PositionHint | tuple[PositionHint, int, dict[str, str]]:
        """Show the next optimal move after the moves played, or how far off the
        optimal path they are; hidden whenever the solution is.

        Answered at once from the stored solution, a table or a short search;
        otherwise the position's solve is queued: 202 with `Location`.
        """
        client = optional_client()
        asker = viewer(player)
        client_id = None if client is None else client.id
        found = position_hint(
            puzzle_id, body["moves"], body["reveal"], asker, client_id
        )
        if not found.queued:
            return found
        return (
            found,
            202,
            {"Location": f"{blp.url_prefix}/{found.position_id}/solution"},
        )


solution_document: Render = compile_dump(SolveStatusSchema())
"""The solution endpoint's body for a status: its response schema's dump."""

_dump_hint = compile_dump(HintSchema())


def hint_document(status: SolveStatus) -> dict[str, Any]:
    """Return the hint endpoint's body for a status: its response schema's dump."""
    return _dump_hint(solve_hint(status))  # type: ignore[no-any-return]


def answer_response(
    kind: str, puzzle_id: str, render: Render, asker: Viewer | None = None
) -> Response:
    """Answer a solution or hint GET (404 for an unknown puzzle, 503 while the
    queue is down and nothing is known); a final answer everyone may see is
    offered to the copies kept before the framework while the verdicts hold."""
    served = answers.serve(kind, puzzle_id, lambda s: render(known(s)), asker)
    if not served.settled:
        return Response(served.body, mimetype="application/json")
    holds = while_verdicts_hold() if served.shareable else None
    if holds is not None:  # served again without the app while the verdicts hold
        offer(request.environ, holds)
    etag = f'"{etag_of(served.body)}"'
    return Response(served.body, mimetype="application/json", headers={"ETag": etag})


etag_of = functools.lru_cache(maxsize=4096)(live_etag)
"""A body's ETag (final bodies repeat: hashed once per process)."""
