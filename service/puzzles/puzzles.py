"""Use-cases for puzzles: create once (id = the core's puzzle_id), fetch, draw."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypedDict

import sqlalchemy as sa
from sqlalchemy import orm as so
from sqlalchemy.exc import IntegrityError

from service.accounts.models import Client
from service.game.board import Board
from service.game.fingerprint import play_key
from service.game.micro.puzzle import MicroPuzzle
from service.game.notation import parse_solution
from service.game.puzzle import (
    Puzzle,
    check_printed_target,
    parse_puzzle,
    resolve_board,
)
from service.game.render import render_micro_svg, render_puzzle_svg
from service.infra import clock
from service.infra.cache import parsed_cache
from service.infra.dbfaults import after_commit
from service.infra.domain_errors import Invalid, NotFound
from service.infra.extensions import db, insert_ignore
from service.puzzles.boards import named_board, parsed_board, store_board
from service.puzzles.models import Puzzle as PuzzleRow
from service.solving.solves import request_solve


def spec_board(spec: dict[str, Any]) -> tuple[Board, str | None]:
    """Return the classic board a puzzle spec names, and its layout code if any."""
    if "board_id" in spec:
        row = named_board(spec["board_id"])
        board = parsed_board(row)
        if not isinstance(board, Board):
            raise Invalid(
                "a Micro Robots board has no robot puzzles",
                errors={"board_id": ["must be a classic board"]},
            )
        return board, row.layout
    code = spec["board"] if isinstance(spec["board"], str) else None
    return resolve_board(spec["board"]), code and code.upper()


def parse_spec(spec: dict[str, Any]) -> tuple[Puzzle, str | None]:
    """Validate a puzzle spec with the core; return the puzzle and its layout code."""
    board, layout = spec_board(spec)
    rest = {k: spec[k] for k in ("robots", "target", "rules") if k in spec}
    puzzle = parse_puzzle(rest, board=board)
    check_printed_target(puzzle)
    return puzzle, layout


def create_puzzle(spec: dict[str, Any], client: Client) -> tuple[PuzzleRow, bool]:
    """Store a puzzle (and its board) unless it exists; return it and whether new."""
    puzzle, layout = parse_spec(spec)
    existing = db.session.get(PuzzleRow, puzzle.puzzle_id)
    if existing is not None:
        return existing, False
    board_row, _ = store_board(puzzle.board, layout, client)
    data = puzzle.to_json()
    del data["board"]
    row = PuzzleRow(
        id=puzzle.puzzle_id,
        board_id=board_row.id,
        data=data,
        play_key=play_key(puzzle),
        created_by=client.id,
        created_at=clock.now(),
    )
    db.session.add(row)
    try:
        db.session.commit()
    except IntegrityError:  # a concurrent request stored the same puzzle first
        db.session.rollback()
        return get_puzzle(puzzle.puzzle_id), False
    puzzle_id = row.id  # after the commit: the solve's record refers to the row
    after_commit(lambda: request_solve(puzzle_id))
    return row, True


def insert_puzzle(puzzle: Puzzle, board_id: str, client_id: str | None) -> str:
    """Insert a puzzle unless stored, inside the caller's transaction (no commit).

    Games store a round's puzzle while they hold the game's row lock, so this must
    not commit; puzzles are content-addressed and immutable, so insert-or-ignore.
    """
    data = puzzle.to_json()
    del data["board"]
    row = {
        "id": puzzle.puzzle_id,
        "board_id": board_id,
        "data": data,
        "play_key": play_key(puzzle),
        "created_by": client_id,
        "created_at": clock.now(),
    }
    insert_ignore(PuzzleRow, [row], ["id"])
    return puzzle.puzzle_id


def get_puzzle(key: str) -> PuzzleRow:
    """Return a stored puzzle with its board (404 problem when unknown)."""
    row = db.session.get(PuzzleRow, key)
    if row is None:
        raise NotFound(f"no puzzle with id {key!r}")
    return row


def load_puzzles(keys: set[str]) -> dict[str, Puzzle]:
    """Return the parsed stored puzzles among `keys` (one query for cache misses)."""
    cache = parsed_cache("puzzles")
    held = {k: cache.get(k) for k in keys}
    found = {k: puzzle for k, puzzle in held.items() if puzzle is not None}
    missing = keys - set(found)
    if missing:
        query = sa.select(PuzzleRow).where(PuzzleRow.id.in_(missing))
        for row in db.session.scalars(query.options(so.selectinload(PuzzleRow.board))):
            if not is_micro(row):  # robot puzzles only: a micro one has no moves
                found[row.id] = cache[row.id] = _parse_row(row)
    return found


def is_micro(row: PuzzleRow) -> bool:
    """Tell whether a stored puzzle is a Micro Robots one (the library's)."""
    return row.data.get("kind") == "micro"


def stored_micro(row: PuzzleRow) -> MicroPuzzle:
    """Return a stored Micro Robots puzzle (its data is `MicroPuzzle.to_json`'s)."""
    spec = row.data["micro"]
    (sx, sy), (tx, ty) = spec["start"], spec["target"]
    return MicroPuzzle(spec["sections"], (sx, sy), (tx, ty))


def parsed_puzzle(key: str) -> Puzzle:
    """Return a stored puzzle as a core Puzzle (404 problem when unknown, 422 for
    a Micro Robots one)."""
    puzzle = load_puzzles({key}).get(key)
    if puzzle is None:
        refuse_micro(get_puzzle(key))
        raise NotFound(f"no puzzle with id {key!r}")
    return puzzle


def refuse_micro(row: PuzzleRow) -> None:
    """Refuse a Micro Robots puzzle where a robot puzzle is needed (422)."""
    if is_micro(row):
        raise Invalid(
            f"{row.id} is a Micro Robots puzzle: one robot, a route of cells "
            "(its library item holds its sections, start and target)",
            errors={"puzzle_id": ["must be a puzzle of the classic game"]},
        )


def _parse_row(row: PuzzleRow) -> Puzzle:
    """Rebuild the core puzzle of a stored row."""
    board = parsed_board(row.board)
    assert isinstance(board, Board)  # puzzles are only stored on classic boards
    return parse_puzzle(row.data, board=board)


class PuzzleLinks(TypedDict):
    """A stored puzzle's URLs."""

    self: str
    image: str
    board: str
    checks: str


@dataclass(frozen=True, slots=True)
class PuzzleView:
    """A stored puzzle as `GET /v1/puzzles/{id}` shows it: its spec's parts, its
    board (None where a list names it by `board_id` only) and its links."""

    id: str
    board_id: str
    board: dict[str, Any] | None
    robots: dict[str, list[int]]
    target: dict[str, Any]
    rules: dict[str, Any]
    created_at: datetime
    links: PuzzleLinks


def puzzle_view(row: PuzzleRow, *, board: bool = True) -> PuzzleView:
    """Return a stored puzzle as shown (422 for a micro one); without `board` it
    names its board by id only (as a list's items do)."""
    refuse_micro(row)
    url = f"/v1/puzzles/{row.id}"
    return PuzzleView(
        id=row.id,
        board_id=row.board_id,
        board=row.board.data if board else None,
        robots=row.data["robots"],
        target=row.data["target"],
        rules=row.data["rules"],
        created_at=row.created_at,
        links={
            "self": url,
            "image": f"{url}/image.svg",
            "board": f"/v1/boards/{row.board_id}",
            "checks": f"{url}/checks",
        },
    )


def puzzle_svg(key: str, solution: str | None) -> str:
    """Draw a stored puzzle, with a solution path when given (compact moves); a
    micro puzzle is drawn with its start and target."""
    row = get_puzzle(key)
    if is_micro(row):
        return micro_svg(row)
    puzzle = parsed_puzzle(key)
    moves = parse_solution(solution) if solution else None
    return render_puzzle_svg(puzzle, moves)


def micro_svg(row: PuzzleRow) -> str:
    """Draw a Micro Robots puzzle: its board, the robot's start and the target."""
    puzzle = stored_micro(row)
    return render_micro_svg(puzzle.board, start=puzzle.start, target=puzzle.target)
