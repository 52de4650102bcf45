"""Solution checks: POST /v1/puzzles/{id}/checks, /v1/checks, /v1/checks/batch, and
a Micro Robots puzzle's route: POST /v1/puzzles/{id}/route-checks."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.accounts.auth import optional_client
from service.puzzles.checks import check_batch, check_one, check_stored
from service.puzzles.routechecks import check_route
from service.web.api.common import API_PREFIX, Blueprint, json_response
from service.web.extensions import api
from service.web.schemas.puzzles import (
    BatchResponseSchema,
    BatchSchema,
    CheckSchema,
    ItemErrorSchema,
    SolutionSchema,
    VerdictSchema,
)
from service.web.schemas.routechecks import RouteSchema, RouteVerdictSchema

# instances, not classes: webargs would build a schema per request (hot paths)
SOLUTION_SCHEMA = SolutionSchema()
ROUTE_SCHEMA = RouteSchema()
BATCH_SCHEMA = BatchSchema()

blp = Blueprint(
    "checks",
    __name__,
    url_prefix=API_PREFIX,
    description="Check solutions and get the referee's verdict with the step trace. "
    "Nothing is stored, so no key is needed; send one to be rate-limited as your "
    "client rather than by IP address.",
)


@blp.record_once
def _document_item_errors(_state: Any) -> None:
    """Name the schema of a batch item's error, referenced by BatchResult."""
    if "ItemError" not in api.spec.components.schemas:
        api.spec.components.schema("ItemError", schema=ItemErrorSchema)


@blp.route("/puzzles/<puzzle_id>/checks")
class PuzzleChecks(MethodView):
    """Checks of a stored puzzle."""

    @blp.arguments(SOLUTION_SCHEMA)
    @blp.response(200, VerdictSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, body: dict[str, Any], puzzle_id: str) -> Response:
        """Check a solution of a stored puzzle."""
        optional_client()
        return json_response(check_stored(puzzle_id, body["solution"]))


@blp.route("/puzzles/<puzzle_id>/route-checks")
class PuzzleRouteChecks(MethodView):
    """Route checks of a stored Micro Robots puzzle."""

    @blp.arguments(ROUTE_SCHEMA)
    @blp.response(200, RouteVerdictSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, body: dict[str, Any], puzzle_id: str) -> Response:
        """Check a route of a Micro Robots puzzle; see the optimum beside it."""
        optional_client()
        return json_response(check_route(puzzle_id, body["path"]))


def batch_counts(results: list[dict[str, Any]]) -> dict[str, int]:
    """Count a batch's items: checked (a verdict), of which solved, and invalid
    (an item error: could not be checked); checked + invalid = items."""
    invalid = sum(1 for r in results if "solved" not in r)
    solved = sum(1 for r in results if r.get("solved") is True)
    return {"checked": len(results) - invalid, "solved": solved, "invalid": invalid}


@blp.route("/checks")
class Checks(MethodView):
    """Checks of a stored or inline puzzle."""

    @blp.arguments(CheckSchema)
    @blp.response(200, VerdictSchema)
    def post(self, body: dict[str, Any]) -> Response:
        """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle."""
        optional_client()
        return json_response(check_one(body))


@blp.route("/checks/batch")
class BatchChecks(MethodView):
    """Many checks in one request."""

    @blp.arguments(BATCH_SCHEMA)
    @blp.response(200, BatchResponseSchema)
    def post(self, body: dict[str, Any]) -> Response:
        """Check up to 1,000 solutions; one verdict (or item error) per item."""
        optional_client()
        results = check_batch(body["items"], body["steps"])
        return json_response({"results": results, **batch_counts(results)})
