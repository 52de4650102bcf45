"""GET /puzzles and /records: pick a library puzzle by difficulty and play it; the
longest puzzles known. Server-rendered shells over the public API (no key)."""

from __future__ import annotations

from typing import Any

from flask import Response, request
from flask.views import MethodView

from service.analyses.results import analysed_layouts
from service.game.records import FAMILIES
from service.library import store
from service.library.generate import family_bands
from service.library.micro import FAMILY as MICRO
from service.library.requests import pick_one
from service.web.api.common import Blueprint
from service.web.pages.render import html_page
from service.web.schemas.library import (
    LibraryItemSchema,
    PageBandsSchema,
    PageFamilyQuerySchema,
    PagePickQuerySchema,
)

HTML = "text/html"

blp = Blueprint(
    "library-pages",
    __name__,
    description="Pages for people: play library puzzles by difficulty; the records.",
)


def page(template: str, **context: Any) -> Response:
    """Render a page under the site's Content-Security-Policy (no external request),
    never cached, sending no referrer."""
    response = html_page(template, **context)
    response.headers["Referrer-Policy"] = "no-referrer"
    response.cache_control.no_cache = True
    return response


@blp.route("/puzzles")
class PuzzlesPage(MethodView):
    """The puzzle picker page."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self) -> Response:
        """Choose a difficulty and family, play a library puzzle, see the optimum."""
        bands = {
            family: [(band.min, band.max) for band in family_bands(family)]
            for family in (*FAMILIES, MICRO)
        }
        chosen_family, chosen_band = opened_puzzle(request.args.get("puzzle", ""))
        return page(
            "puzzles.html",
            bands=bands,
            chosen_family=chosen_family,
            chosen_band=chosen_band,
        )


def opened_puzzle(puzzle_id: str) -> tuple[str | None, tuple[int, int] | None]:
    """Return the family and band of the classic library puzzle the page opens
    (`?puzzle=`), or nothing for an unknown id (the page then says so)."""
    rows = store.rows_by_id([puzzle_id[:64]]) if puzzle_id else []
    if not rows or rows[0].family not in FAMILIES:
        return None, None
    moves = rows[0].optimal_moves
    band = next(
        (b for b in family_bands(rows[0].family) if b.min <= moves <= b.max), None
    )
    return rows[0].family, (band.min, band.max) if band else None


@blp.route("/puzzles/pick")
class PuzzlePick(MethodView):
    """One library puzzle for the page."""

    @blp.arguments(PagePickQuerySchema, location="query")
    @blp.response(200, LibraryItemSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, query: dict[str, Any]) -> store.LibraryItem:
        """Pick a random library puzzle in a band of optimal moves (and family)."""
        moves = {"min": query.pop("min"), "max": query.pop("max")}
        return pick_one({"moves": moves, **query})  # the family, micro's sections


@blp.route("/puzzles/bands")
class PuzzleBands(MethodView):
    """The bands a family can meet."""

    @blp.arguments(PageFamilyQuerySchema, location="query")
    @blp.response(200, PageBandsSchema)
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        """List the bands of optimal moves a family (or a board) can meet."""
        return {"bands": family_bands(query["family"], query.get("micro", "any"))}


@blp.route("/records")
class RecordsPage(MethodView):
    """The records page."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self) -> Response:
        """List the longest puzzles known per layout, each playable; an analysed
        layout's distribution and proven longest per target."""
        return page("records.html", analysed=analysed_layouts())
