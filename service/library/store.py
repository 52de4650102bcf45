"""The library's rows: add proven puzzles, find a band's puzzles, note deliveries.

A band is sampled evenly by reading from a random `pick` onwards (and wrapping
around), so a request costs one or two index range scans, whatever the size of
the library (docs/puzzle-library.md).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypedDict

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.game.features import Features, themes_of
from service.game.layouts import parse_layout_code
from service.game.puzzle import Puzzle
from service.game.rating.prior import DEFAULT as PRIOR
from service.game.solver import SolveResult
from service.infra import clock
from service.infra.extensions import db, insert_ignore
from service.infra.queues import BULK
from service.library.models import (
    LibraryDelivery,
    LibraryPuzzle,
    LibraryTheme,
    PuzzleRating,
)
from service.puzzles.boards import insert_board
from service.puzzles.models import Puzzle as PuzzleRow
from service.puzzles.puzzles import PuzzleView, insert_puzzle, puzzle_view
from service.solving import solves
from service.solving.models import Solve, SolveState

from . import micro
from .candidates import BLACK, family_of
from .filters import ANY_MICRO, PuzzleFilter, edition_of
from .micro import MicroEntry

PICK_RANGE = 2**31 - 1


@dataclass(frozen=True, slots=True)
class Entry:
    """A proven puzzle to add: where it lies, its optimum, one optimal solution."""

    puzzle: Puzzle
    layout: str
    result: SolveResult
    features: Features
    source: str

    @property
    def optimal_moves(self) -> int:
        """Return the proven optimum."""
        assert self.result.optimal_moves is not None
        return self.result.optimal_moves

    @property
    def solution(self) -> list[tuple[str, str]]:
        """Return the optimal solution found."""
        assert self.result.solution is not None
        return self.result.solution


def add_entries(entries: Iterable[Entry | MicroEntry]) -> list[str]:
    """Store puzzles (boards, solves) in the library unless there; commit, then
    cache their solves, so their solution and hint answer at once."""
    entries = list(entries)
    ids = [
        micro.insert(e, random.randrange(PICK_RANGE))
        if isinstance(e, MicroEntry)
        else _insert(e)
        for e in entries
    ]
    db.session.commit()
    for puzzle_id, entry in zip(ids, entries, strict=True):
        if isinstance(entry, Entry):
            result = solves.result_status(puzzle_id, entry.result.to_json())
            solves.write_cache(result)
    return ids


def _insert(entry: Entry) -> str:
    """Insert one entry's board, puzzle, library row and themes (no commit)."""
    layout = parse_layout_code(entry.layout)
    board_key = insert_board(entry.puzzle.board, layout.code)
    puzzle_id = insert_puzzle(entry.puzzle, board_key, None)
    black = any(color == BLACK for color, _ in entry.puzzle.robots)
    themes = themes_of(entry.features)
    row = {
        "puzzle_id": puzzle_id,
        "family": family_of(entry.puzzle),
        "layout": layout.code,
        "edition": edition_of(layout),
        "diagonals": layout.has_diagonals,
        "black_robot": black,
        "ricochet_rule": entry.puzzle.ricochet_rule,
        "optimal_moves": entry.optimal_moves,
        "solution": [list(move) for move in entry.solution],
        "features": entry.features.to_json(),
        "themes": themes,
        "pick": random.randrange(PICK_RANGE),
        "source": entry.source,
        "created_at": clock.now(),
    }
    insert_ignore(Solve, [_solve_row(puzzle_id, entry.result)], ["puzzle_id"])
    if insert_ignore(LibraryPuzzle, [row], ["puzzle_id"]):
        insert_ignore(
            PuzzleRating,
            [_first_rating(puzzle_id, entry.features.to_json())],
            ["puzzle_id"],
        )
        moves = entry.optimal_moves
        rows = [
            {"puzzle_id": puzzle_id, "theme": t, "optimal_moves": moves} for t in themes
        ]
        insert_ignore(LibraryTheme, rows, ["puzzle_id", "theme"])
    return puzzle_id


def _first_rating(puzzle_id: str, features: dict[str, Any]) -> dict[str, Any]:
    """Return a new library puzzle's first rating, from its features (wide RD)."""
    first = PRIOR.rating(features)
    return {
        "puzzle_id": puzzle_id,
        "rating": first.rating,
        "rd": first.rd,
        "volatility": first.volatility,
        "attempts": 0,
        "wins": 0,
    }


def _solve_row(puzzle_id: str, result: SolveResult) -> dict[str, Any]:
    """Return the `solves` row recording a library puzzle's proven optimum."""
    now = clock.now()
    values = {k: v for k, v in result.to_json().items() if k != "status"}
    return {
        "puzzle_id": puzzle_id,
        "status": SolveState.DONE,
        "queue": BULK,
        "attempts": 1,
        "result_status": result.status,
        "requested_at": now,
        "started_at": now,
        "finished_at": now,
        **values,
    }


WITH_PUZZLE = so.selectinload(LibraryPuzzle.puzzle).lazyload(PuzzleRow.board)
"""Load the rows' puzzles with them in one query, not their boards (the items
embed the puzzles and name the boards by id)."""


def find(found: PuzzleFilter, count: int, unseen_by: str | None) -> list[LibraryPuzzle]:
    """Return up to `count` library puzzles meeting the filter, sampled at random.

    One index range scan per optimum in the band (`optimal_moves = m AND pick >=
    r ORDER BY pick`), merged by `pick`: each costs about `count` rows, whatever
    the size of the library.
    """
    start = secrets.randbelow(PICK_RANGE)
    table = LibraryPuzzle
    rows: list[LibraryPuzzle] = []
    for moves in range(found.moves.min, found.moves.max + 1):
        query = _matching(found, unseen_by, moves)
        after = query.where(table.pick >= start).order_by(table.pick).limit(count)
        got = list(db.session.scalars(after))
        if len(got) < count:  # wrap around to the start of the picks
            before = query.where(table.pick < start).order_by(table.pick)
            got += db.session.scalars(before.limit(count - len(got)))
        rows += got
    rows.sort(key=lambda row: (row.pick - start) % PICK_RANGE)
    return rows[:count]


def _matching(
    found: PuzzleFilter, unseen_by: str | None, moves: int
) -> sa.Select[LibraryPuzzle]:
    """Return the query of the library puzzles of one optimum a filter accepts."""
    table = LibraryPuzzle
    query = sa.select(table).where(table.optimal_moves == moves).options(WITH_PUZZLE)
    if found.micro is None:
        query = query.where(table.family != micro.FAMILY)
    else:
        query = query.where(table.family == micro.FAMILY)
        if found.micro != ANY_MICRO:
            query = query.where(table.layout == found.micro)
    for name in ("layout", "diagonals", "black_robot", "ricochet_rule"):
        value = getattr(found, name)
        if value is not None:
            query = query.where(getattr(table, name) == value)
    if found.edition == "1999":
        query = query.where(table.edition == "1999")
    if found.theme is not None:
        themed = sa.select(LibraryTheme.puzzle_id).where(
            LibraryTheme.theme == found.theme, LibraryTheme.optimal_moves == moves
        )
        query = query.where(table.puzzle_id.in_(themed))
    if unseen_by is not None:
        seen = sa.select(LibraryDelivery.puzzle_id).where(
            LibraryDelivery.client_id == unseen_by,
            LibraryDelivery.puzzle_id == table.puzzle_id,
        )
        query = query.where(~seen.exists())
    return query


def deliver(client_id: str, puzzle_ids: list[str]) -> None:
    """Note that a client was served these puzzles (inside the caller's transaction)."""
    now = clock.now()
    rows = [
        {"client_id": client_id, "puzzle_id": p, "delivered_at": now}
        for p in puzzle_ids
    ]
    insert_ignore(LibraryDelivery, rows, ["client_id", "puzzle_id"])


def rows_by_id(puzzle_ids: list[str]) -> list[LibraryPuzzle]:
    """Return library rows in the order of the ids given (unknown ids skipped)."""
    found = {
        row.puzzle_id: row
        for row in db.session.scalars(
            sa.select(LibraryPuzzle)
            .where(LibraryPuzzle.puzzle_id.in_(puzzle_ids))
            .options(WITH_PUZZLE)
        )
    }
    return [found[p] for p in puzzle_ids if p in found]


def band_counts(family: str, ricochet_rule: bool) -> dict[int, int]:
    """Return how many puzzles of a family the library holds per optimum."""
    table = LibraryPuzzle
    query = (
        sa.select(table.optimal_moves, sa.func.count())
        .where(table.family == family, table.ricochet_rule == ricochet_rule)
        .group_by(table.optimal_moves)
    )
    return {int(moves): int(n) for moves, n in db.session.execute(query)}


class ItemLinks(TypedDict):
    """Where to find a library puzzle (micro: its board) and its picture."""

    puzzle: str
    image: str


@dataclass(frozen=True, slots=True)
class LibraryItem:
    """A library puzzle as a request's item: its optimum, features and themes,
    and the puzzle itself (classic: `puzzle`; Micro Robots: `micro`; the other
    is None, and left out of the item)."""

    puzzle_id: str
    optimal_moves: int
    family: str
    layout: str
    edition: str
    diagonals: bool
    black_robot: bool
    ricochet_rule: bool
    features: dict[str, Any]
    themes: list[str]
    links: ItemLinks
    puzzle: PuzzleView | None = None
    micro: micro.MicroItem | None = None


def library_item(row: LibraryPuzzle) -> LibraryItem:
    """Return a library puzzle as a request's item: a classic one embeds its
    puzzle as GET /v1/puzzles/{id} shows it, its board by id (rows loaded
    `WITH_PUZZLE` cost one query for all); a micro one links its board."""
    url = f"/v1/puzzles/{row.puzzle_id}"
    links = ItemLinks(puzzle=url, image=f"{url}/image.svg")
    shown_puzzle, shown_micro = None, None
    if row.family == micro.FAMILY:
        shown_micro = micro.micro_item(row)
        links["puzzle"] = f"/v1/boards/{shown_micro['board_id']}"
    else:
        shown_puzzle = puzzle_view(row.puzzle, board=False)
    return LibraryItem(
        puzzle_id=row.puzzle_id,
        optimal_moves=row.optimal_moves,
        family=row.family,
        layout=row.layout,
        edition=row.edition,
        diagonals=row.diagonals,
        black_robot=row.black_robot,
        ricochet_rule=row.ricochet_rule,
        features=row.features,
        themes=row.themes,
        links=links,
        puzzle=shown_puzzle,
        micro=shown_micro,
    )
