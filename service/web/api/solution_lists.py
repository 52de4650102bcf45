"""GET /v1/puzzles/{id}/solutions: a puzzle's distinct optimal solutions.

Hidden (403 `answer-hidden`) whenever GET .../solution is, and whenever one listed
solution gives a hidden puzzle away (`service.puzzles.solution_lists`).
"""

from __future__ import annotations

from flask.views import MethodView

from service.puzzles.solution_lists import SolutionListView, solution_list
from service.web.api.common import API_PREFIX, Blueprint, polled
from service.web.api.solutions import viewer
from service.web.schemas.solution_lists import (
    SolutionListQuerySchema,
    SolutionListSchema,
)

blp = Blueprint(
    "solution-lists",
    __name__,
    url_prefix=f"{API_PREFIX}/puzzles",
    description="Every distinct optimal solution of a puzzle, listed in a fixed "
    "order once its optimum is proven. Hidden (403) while the puzzle is in play.",
)


@blp.route("/<puzzle_id>/solutions")
class SolutionList(MethodView):
    """A puzzle's optimal solutions."""

    @polled(blp)
    @blp.arguments(SolutionListQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, SolutionListSchema)
    @blp.alt_response(401, response="UNAUTHORIZED")
    @blp.alt_response(403, response="FORBIDDEN")
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(429, response="TOO_MANY_REQUESTS")
    @blp.alt_response(503, response="SERVICE_UNAVAILABLE")
    def get(
        self, puzzle_id: str, limit: int, player: str | None = None
    ) -> SolutionListView:
        """List a puzzle's distinct optimal solutions (up to `limit`), once its
        optimum is proven; a rated trainer puzzle's only to a player who has
        answered it (`?player=` with the API key)."""
        return solution_list(puzzle_id, limit, viewer(player))
