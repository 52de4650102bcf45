"""POST /v1/boards, GET /v1/boards/{id} and its SVG picture."""

from __future__ import annotations

from typing import Any

from flask import Response
from flask.views import MethodView

from service.accounts.auth import require_client
from service.puzzles.boards import board_svg, create_board, get_board
from service.puzzles.models import Board as BoardRow
from service.web.api.common import (
    API_PREFIX,
    SVG,
    SVG_RESPONSE,
    Blueprint,
    authenticated,
    cacheable,
    cached_document,
)
from service.web.schemas.boards import BOARD_URL, BoardCreateSchema, BoardSchema

blp = Blueprint(
    "boards",
    __name__,
    url_prefix=f"{API_PREFIX}/boards",
    description="Immutable boards, content-addressed: equal boards share one id, so "
    "a repeated POST returns the stored board (200 instead of 201).",
)


BOARD_SCHEMA = BoardSchema()


def board_document(board_id: str) -> dict[str, Any]:
    """Return a stored board as its response document."""
    data: dict[str, Any] = BOARD_SCHEMA.dump(get_board(board_id))
    return data


@blp.route("")
class Boards(MethodView):
    """Board creation."""

    @authenticated(blp)
    @blp.arguments(BoardCreateSchema)
    @blp.response(201, BoardSchema)
    @blp.alt_response(200, schema=BoardSchema, description="The board already existed")
    def post(self, body: dict[str, Any]) -> tuple[BoardRow, int, dict[str, str]]:
        """Create a board from a layout code, a seed, a custom board or a micro spec."""
        row, created = create_board(body, require_client())
        location = BOARD_URL.format(id=row.id)
        return row, 201 if created else 200, {"Location": location}


@blp.route("/<board_id>")
class BoardById(MethodView):
    """One board."""

    @cacheable(blp)
    @blp.response(200, BoardSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, board_id: str) -> Response:
        """Show a board."""
        return cached_document("boards", board_document, board_id)


@blp.route("/<board_id>/image.svg")
class BoardImage(MethodView):
    """A board's picture."""

    @cacheable(blp)
    @blp.response(200, **SVG_RESPONSE)
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, board_id: str) -> Response:
        """Draw a board as SVG."""
        return cached_document("board-svg", board_svg, board_id, mimetype=SVG)
