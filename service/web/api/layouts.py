"""GET /v1/layouts and /v1/layouts/{code}: the classic board layouts."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from service.puzzles.layouts import LayoutDetail, get_layout, list_layouts
from service.web.api.common import API_PREFIX, ONE_DAY, ONE_YEAR, Blueprint, cacheable
from service.web.api.paging import offset_page
from service.web.schemas.boards import (
    LayoutDetailSchema,
    LayoutPageSchema,
    LayoutQuerySchema,
)

blp = Blueprint(
    "layouts",
    __name__,
    url_prefix=f"{API_PREFIX}/layouts",
    description="The 1536 classic layouts: four quadrant faces around the centre. A "
    "code names the faces NW, NE, SE, SW (e.g. 1A3C2B4D); the list holds each board "
    "once, with piece 1 at NW.",
)


@blp.route("")
class Layouts(MethodView):
    """The layout list."""

    @cacheable(blp, max_age=ONE_DAY, immutable=False)
    @blp.arguments(LayoutQuerySchema, location="query", as_kwargs=True)
    @blp.response(200, LayoutPageSchema)
    def get(
        self, limit: int, cursor: str | None = None, **query: Any
    ) -> dict[str, Any]:
        """List the classic layouts, filtered by edition or diagonals."""
        return offset_page(list_layouts(**query), cursor, limit)


@blp.route("/<code>")
class LayoutByCode(MethodView):
    """One layout."""

    @cacheable(blp, max_age=ONE_YEAR)
    @blp.response(200, LayoutDetailSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, code: str) -> LayoutDetail:
        """Show a layout and its board (any arrangement of four faces is valid)."""
        return get_layout(code)
