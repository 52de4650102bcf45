"""POST /v1/puzzle-requests and GET /v1/puzzle-requests/{id}: puzzles by difficulty."""

from __future__ import annotations

from typing import Any

from flask import jsonify
from flask.views import MethodView

from service.accounts.auth import require_client
from service.analyses.results import check_reachable
from service.library.requests import get_request, request_puzzles
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.schemas.library import (
    LibraryItemsSchema,
    PuzzleRequestSchema,
    PuzzleRequestSpecSchema,
)

blp = Blueprint(
    "puzzle-requests",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzle-requests",
    description="Puzzles by difficulty and theme, each with a proven optimum: served "
    "from the library at once, or generated to order by a worker.",
)


@blp.route("")
class PuzzleRequests(MethodView):
    """Puzzle requests."""

    @authenticated(blp)
    @blp.arguments(PuzzleRequestSpecSchema)
    @blp.response(200, LibraryItemsSchema)
    @blp.alt_response(
        202, schema=PuzzleRequestSchema, description="Generated to order (see Location)"
    )
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def post(self, spec: dict[str, Any]) -> Any:
        """Ask for puzzles in a band of optimal moves (and family, theme, unseen)."""
        check_reachable(spec)
        status, body = request_puzzles(spec, require_client().id)
        if status == 202:  # documented by alt_response; @blp.response shapes the 200
            response = jsonify(PuzzleRequestSchema().dump(body))
            response.status_code = 202
            response.headers["Location"] = body["links"]["self"]
            return response
        return body


@blp.route("/<request_id>")
class PuzzleRequest(MethodView):
    """One puzzle request."""

    @authenticated(blp)
    @blp.response(200, PuzzleRequestSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(self, request_id: str) -> dict[str, Any]:
        """Show a puzzle request's status, progress and the puzzles found so far."""
        return get_request(request_id, require_client().id)
