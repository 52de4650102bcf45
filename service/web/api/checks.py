"""Solution checks: POST /v1/puzzles/{id}/checks, /v1/checks, /v1/checks/batch, and
a Micro Robots puzzle's route: POST /v1/puzzles/{id}/route-checks."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.accounts.auth import optional_client
from service.puzzles.checks import (
    BatchAnswer,
    PuzzleVerdict,
    answer_batch,
    check_one,
    check_stored,
)
from service.puzzles.routechecks import RouteVerdict, check_route
from service.web.api.common import API_PREFIX, Blueprint
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
    def post(self, body: dict[str, Any], puzzle_id: str) -> PuzzleVerdict:
        """Check a solution of a stored puzzle."""
        optional_client()
        return check_stored(puzzle_id, body["solution"])


@blp.route("/puzzles/<puzzle_id>/route-checks")
class PuzzleRouteChecks(MethodView):
    """Route checks of a stored Micro Robots puzzle."""

    @blp.arguments(ROUTE_SCHEMA)
    @blp.response(200, RouteVerdictSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def post(self, body: dict[str, Any], puzzle_id: str) -> RouteVerdict:
        """Check a route of a Micro Robots puzzle; see the optimum beside it."""
        optional_client()
        return check_route(puzzle_id, body["path"])


@blp.route("/checks")
class Checks(MethodView):
    """Checks of a stored or inline puzzle."""

    @blp.arguments(CheckSchema)
    @blp.response(200, VerdictSchema)
    def post(self, body: dict[str, Any]) -> PuzzleVerdict:
        """Check a solution of a stored (`puzzle_id`) or inline (`puzzle`) puzzle."""
        optional_client()
        return check_one(body)


@blp.route("/checks/batch")
class BatchChecks(MethodView):
    """Many checks in one request."""

    @blp.arguments(BATCH_SCHEMA)
    @blp.response(200, BatchResponseSchema)
    def post(self, body: dict[str, Any]) -> BatchAnswer:
        """Check up to 1,000 solutions; one verdict (or item error) per item."""
        optional_client()
        return answer_batch(body["items"], body["steps"])
