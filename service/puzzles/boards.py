"""Use-cases for boards: build one from a source, store it once, fetch, draw."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from service.accounts.models import Client
from service.game.board import Board, parse_board
from service.game.errors import GameError
from service.game.layouts import (
    board_for_code,
    layout_from_seed,
    parse_layout_code,
)
from service.game.micro import (
    MicroBoard,
    micro_board_from_sections,
    micro_board_from_seed,
    parse_micro_board,
)
from service.game.puzzle import board_id, short_hash
from service.game.render import render_micro_svg, render_svg
from service.infra import clock
from service.infra.cache import parsed_cache
from service.infra.domain_errors import Invalid, NotFound, invalid_input
from service.infra.extensions import db, insert_ignore
from service.puzzles.models import Board as BoardRow

AnyBoard = Board | MicroBoard


def build_board(spec: dict[str, Any]) -> tuple[AnyBoard, str | None]:
    """Build the board a POST body names; return it with its layout code, if any."""
    if "layout" in spec:
        return board_for_code(spec["layout"]), parse_layout_code(spec["layout"]).code
    if "seed" in spec:
        layout = layout_from_seed(spec["seed"], spec.get("faces", "ABCD"))
        return board_for_code(layout.code), layout.code
    if "board" in spec:
        return parse_board(spec["board"]), None
    return build_micro_board(spec["micro"])


def build_micro_board(spec: dict[str, Any]) -> tuple[MicroBoard, str | None]:
    """Build a Micro Robots board from a seed, a sections code or custom cells."""
    try:
        if "seed" in spec:
            return micro_board_from_seed(
                spec["seed"], mode=spec.get("mode", "sections")
            ), None
        if "sections" in spec:
            return micro_board_from_sections(spec["sections"]), spec["sections"].upper()
        return parse_micro_board({"cells": spec["cells"]}), None
    except GameError as exc:
        raise invalid_input(exc, "micro.") from exc


def any_board_id(board: AnyBoard) -> str:
    """Return a board's content-addressed id ("b..." classic, "m..." micro)."""
    if isinstance(board, MicroBoard):
        return "m" + short_hash(board.to_json())
    return board_id(board)


def store_board(
    board: AnyBoard, layout: str | None, client: Client | None
) -> tuple[BoardRow, bool]:
    """Store a board unless an equal one exists; return the row and whether new."""
    key = any_board_id(board)
    existing = db.session.get(BoardRow, key)
    if existing is not None:
        return existing, False
    row = BoardRow(
        id=key,
        kind="micro" if isinstance(board, MicroBoard) else "classic",
        data=board.to_json(),
        layout=layout,
        created_by=client.id if client else None,
        created_at=clock.now(),
    )
    db.session.add(row)
    try:
        db.session.flush()
    except IntegrityError:  # a concurrent request stored the same board first
        db.session.rollback()
        return get_board(key), False
    return row, True


def insert_board(board: AnyBoard, layout: str | None) -> str:
    """Insert a board unless stored, inside the caller's transaction (no commit)."""
    key = any_board_id(board)
    row = {
        "id": key,
        "kind": "micro" if isinstance(board, MicroBoard) else "classic",
        "data": board.to_json(),
        "layout": layout,
        "created_by": None,
        "created_at": clock.now(),
    }
    insert_ignore(BoardRow, [row], ["id"])
    return key


def create_board(spec: dict[str, Any], client: Client) -> tuple[BoardRow, bool]:
    """Build, store and commit a board; return the row and whether it is new."""
    board, layout = build_board(spec)
    row, created = store_board(board, layout, client)
    db.session.commit()
    return row, created


def get_board(key: str) -> BoardRow:
    """Return a stored board (404 problem when unknown)."""
    row = db.session.get(BoardRow, key)
    if row is None:
        raise NotFound(f"no board with id {key!r}")
    return row


def named_board(key: str) -> BoardRow:
    """Return the stored board a request body names (422 on `board_id` when unknown:
    the id is a field of the body, not the resource of the URL)."""
    row = db.session.get(BoardRow, key)
    if row is None:
        raise Invalid(
            "unknown board_id", errors={"board_id": ["no board with this id"]}
        )
    return row


def parsed_board(row: BoardRow) -> AnyBoard:
    """Return a stored board as a core object (cached per process)."""
    cache = parsed_cache("boards")
    board: AnyBoard | None = cache.get(row.id)
    if board is None:
        board = (
            parse_micro_board(row.data)
            if row.kind == "micro"
            else parse_board(row.data)
        )
        cache[row.id] = board
    return board


def preload_layout_boards(limit: int = 2048) -> int:
    """Put the stored boards of classic layouts (up to `limit`) in this process's
    parsed cache; return how many. A worker does it before it forks, so its jobs
    find them parsed. A layout's board is built from its code (cached) and kept
    only when its content hash is the row's id."""
    cache = parsed_cache("boards")
    query = sa.select(BoardRow.id, BoardRow.layout).where(
        BoardRow.kind == "classic", BoardRow.layout.is_not(None)
    )
    for key, layout in db.session.execute(query.limit(limit)):
        try:
            board = board_for_code(layout)
        except GameError:
            continue  # not a layout code
        if board_id(board) == key:
            cache.setdefault(key, board)
    return len(cache)


def board_svg(key: str) -> str:
    """Draw a stored board."""
    board = parsed_board(get_board(key))
    if isinstance(board, MicroBoard):
        return render_micro_svg(board)
    return render_svg(board)
