"""POST /v1/puzzles, GET /v1/puzzles/{id} and its SVG picture."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.accounts.auth import require_client
from service.puzzles.puzzles import (
    PuzzleView,
    create_puzzle,
    get_puzzle,
    puzzle_svg,
    puzzle_view,
)
from service.puzzles.spec import PuzzleSpecSchema
from service.web.api.common import (
    API_PREFIX,
    SVG,
    SVG_RESPONSE,
    Blueprint,
    authenticated,
    cacheable,
    cached_document,
)
from service.web.schemas.puzzles import PuzzleSchema, SolutionImageQuerySchema

blp = Blueprint(
    "puzzles",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzles",
    description="Immutable puzzles: a board, robots, a target and rules. The id is "
    "the core's stable puzzle id, so a repeated POST returns the stored puzzle.",
)


def puzzle_document(puzzle_id: str) -> dict[str, Any]:
    """Return a stored puzzle as its response document."""
    data: dict[str, Any] = PuzzleSchema().dump(puzzle_view(get_puzzle(puzzle_id)))
    return data


@blp.route("")
class Puzzles(MethodView):
    """Puzzle creation."""

    @authenticated(blp)
    @blp.arguments(PuzzleSpecSchema)
    @blp.response(201, PuzzleSchema)
    @blp.alt_response(
        200, schema=PuzzleSchema, description="The puzzle already existed"
    )
    def post(self, body: dict[str, Any]) -> tuple[PuzzleView, int, dict[str, str]]:
        """Create a puzzle (its board is stored too)."""
        row, created = create_puzzle(body, require_client())
        shown = puzzle_view(row)
        return shown, 201 if created else 200, {"Location": shown.links["self"]}


@blp.route("/<puzzle_id>")
class PuzzleById(MethodView):
    """One puzzle."""

    @cacheable(blp)
    @blp.response(200, PuzzleSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, puzzle_id: str) -> Response:
        """Show a puzzle."""
        return cached_document("puzzles", puzzle_document, puzzle_id)


@blp.route("/<puzzle_id>/image.svg")
class PuzzleImage(MethodView):
    """A puzzle's picture."""

    @cacheable(blp)
    @blp.arguments(SolutionImageQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, **SVG_RESPONSE)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, puzzle_id: str, solution: str | None = None) -> Response:
        """Draw a puzzle as SVG, with `?solution=rN gE` drawn as paths."""
        return cached_document(
            "puzzle-svg", puzzle_svg, puzzle_id, solution, mimetype=SVG
        )
