"""POST /v1/puzzle-requests and GET /v1/puzzle-requests/{id}: puzzles by difficulty."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.accounts.auth import require_client
from service.analyses.results import check_reachable
from service.infra.waits import wait_slot
from service.library.requests import (
    MAX_WAIT_SECONDS,
    SETTLED,
    PuzzleRequestJob,
    get_request,
    request_puzzles,
    wait_until_settled,
)
from service.web.api.common import API_PREFIX, Blueprint, authenticated
from service.web.prefer import applied, preferred_wait
from service.web.schemas.library import (
    PUZZLE_REQUEST_URL,
    PuzzleRequestSchema,
    PuzzleRequestSpecSchema,
)

blp = Blueprint(
    "puzzle-requests",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzle-requests",
    description="Puzzles by difficulty, family and theme, each with a proven "
    "optimum: one request resource, done at once when the library holds them, "
    "else generated to order by a worker (send `Prefer: wait=N`, N at most "
    f"{MAX_WAIT_SECONDS}, to be answered once it is done or after N seconds).",
)
PREFER = {
    "in": "header",
    "name": "Prefer",
    "description": "`wait=N` (RFC 7240): answer once the request is done or "
    f"failed, or after N seconds (at most {MAX_WAIT_SECONDS}) as it stands; the "
    "answer's `Preference-Applied` names the wait honoured.",
    "schema": {"type": "string", "example": "wait=10"},
}
"""The `Prefer` request header, as the operations document it."""
HEADERS = {
    "Location": {"description": "The request.", "schema": {"type": "string"}},
    "Preference-Applied": {
        "description": "`wait=N`: the wait honoured (sent when one was preferred).",
        "schema": {"type": "string"},
    },
}


def respond(body: PuzzleRequestJob, status: int, wait: int | None) -> Any:
    """Return a request with its status, its Location and the wait applied."""
    location = PUZZLE_REQUEST_URL.format(id=body.id)
    return body, status, {"Location": location, **applied(wait)}


@blp.route("")
class PuzzleRequests(MethodView):
    """Puzzle requests."""

    @authenticated(blp)
    @blp.arguments(PuzzleRequestSpecSchema)
    @blp.response(
        201, PuzzleRequestSchema, description="Done (or failed)", headers=HEADERS
    )
    @blp.alt_response(
        202,
        schema=PuzzleRequestSchema,
        description="Generated to order: poll Location (or send Prefer: wait=N)",
        headers=HEADERS,
    )
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    @blp.doc(parameters=[PREFER])
    def post(self, spec: dict[str, Any]) -> Any:
        """Ask for puzzles in a band of optimal moves (and family, theme, unseen)."""
        check_reachable(spec)
        wait, owner = preferred_wait(MAX_WAIT_SECONDS), require_client().id
        body = request_puzzles(spec, owner)
        if wait and body.status not in SETTLED:
            body, wait = waited(body, owner, wait)
        return respond(body, 201 if body.status in SETTLED else 202, wait)


@blp.route("/<request_id>")
class PuzzleRequest(MethodView):
    """One puzzle request."""

    @authenticated(blp)
    @blp.response(200, PuzzleRequestSchema, headers=HEADERS)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    @blp.doc(parameters=[PREFER])
    def get(self, request_id: str) -> Any:
        """Show a puzzle request's status, progress and the puzzles found so far."""
        wait, owner = preferred_wait(MAX_WAIT_SECONDS), require_client().id
        if wait:
            body = get_request(request_id, owner)
            if body.status not in SETTLED:
                body, wait = waited(body, owner, wait)
            return respond(body, 200, wait)
        return respond(get_request(request_id, owner), 200, wait)


def waited(
    body: PuzzleRequestJob, owner: str, wait: int
) -> tuple[PuzzleRequestJob, int | None]:
    """Wait for a pending request under the key's and address's caps on waits
    (`service.infra.waits`); return it and the wait honoured (None: past a cap,
    answered at once as it stands)."""
    with wait_slot(owner, wait) as granted:
        if not granted:
            return body, None
        return wait_until_settled(body.id, owner, wait), wait
