"""Records: the longest proven optimum found per family, rule and layout.

A search (`service.game.records.search_record`, annealing over robot placements
and targets) runs as a worker job: asked for with `POST /v1/records/searches`, or
started by an idle worker (RECORD_SEARCH). Its best puzzle replaces the layout's
record only when it is longer; it also joins the library.
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy import orm as so

from service.game.puzzle import Puzzle
from service.infra import clock
from service.infra.extensions import db, insert_ignore
from service.infra.jobstore import JobStore
from service.library.models import PuzzleRecord
from service.puzzles.models import Puzzle as PuzzleRow
from service.puzzles.puzzles import PuzzleView, parsed_puzzle, puzzle_view

from .filters import canonical_layout
from .queueing import SEARCH, admit_search, deadline_of
from .tasks import create_task, reported

STORE = JobStore(
    "ricochet:recordsearch:", "record search", re.compile(r"rs[0-9a-f]{16}"), "rs"
)
JOB = "workers.library.run_record_search"


def list_records(family: str | None = None) -> list[RecordView]:
    """Return the records, longest first (of one family when given)."""
    query = (
        sa.select(PuzzleRecord)
        .order_by(PuzzleRecord.optimal_moves.desc(), PuzzleRecord.found_at)
        .options(so.selectinload(PuzzleRecord.puzzle).lazyload(PuzzleRow.board))
    )
    if family is not None:
        query = query.where(PuzzleRecord.family == family)
    return [record_view(row) for row in db.session.scalars(query)]


@dataclass(frozen=True)
class RecordView:
    """A record as the API shows it: its row (read through, as `row.layout` is
    `view.layout`) with its puzzle as GET /v1/puzzles/{id} shows it, its board by id."""

    row: PuzzleRecord
    puzzle: PuzzleView

    def __getattr__(self, name: str) -> Any:
        """Read the record's own columns (puzzle_id, optimal_moves, layout, ...)."""
        if name == "row":  # not yet set (a copy being made): no recursion
            raise AttributeError(name)
        return getattr(self.row, name)

    @property
    def found_at(self) -> str:
        """When it was found (ISO 8601)."""
        return self.row.found_at.isoformat()


def record_view(row: PuzzleRecord) -> RecordView:
    """Return a record with its puzzle (its board named by id only)."""
    return RecordView(row, puzzle_view(row.puzzle, board=False))


def record_puzzle(family: str, layout: str) -> Puzzle | None:
    """Return the puzzle of a layout's record for a family (a search resumes it)."""
    query = sa.select(PuzzleRecord.puzzle_id).where(
        PuzzleRecord.family == family, PuzzleRecord.layout == layout
    )
    puzzle_id = db.session.scalar(query.limit(1))
    return None if puzzle_id is None else parsed_puzzle(puzzle_id)


def keep_record(
    family: str,
    rule: bool,
    layout: str,
    puzzle_id: str,
    moves: int,
    method: dict[str, Any],
    found_at: datetime | None = None,
) -> bool:
    """Store a search's best as the layout's record if it is longer; tell if kept.

    `found_at` is when it was found (a shipped record's date); default: now.
    Two workers may keep the first record of a layout at once: the row is
    inserted unless present (one wins), then locked and compared.
    """
    values = {"puzzle_id": puzzle_id, "optimal_moves": moves, "method": method}
    values["found_at"] = found_at or clock.now()
    key = {"family": family, "ricochet_rule": rule, "layout": layout}
    if insert_ignore(PuzzleRecord, [{**key, **values}], list(key)):
        db.session.commit()
        return True
    row = db.session.get(
        PuzzleRecord,
        (family, rule, layout),
        with_for_update=True,
        populate_existing=True,
    )
    if row is None or row.optimal_moves >= moves:
        db.session.rollback()
        return False
    for name, value in values.items():
        setattr(row, name, value)
    db.session.commit()
    return True


def start_search(spec: dict[str, Any], owner: str) -> RecordSearchJob:
    """Start a record search on a layout for a time budget; return its status.

    It runs on `heavy`; its budget counts from now (its `deadline`: waiting for a
    worker does not lengthen it), and it is admitted by the key's and address's caps
    and budgets (`queueing.admit_search`: 429 when past one, nothing stored)."""
    fields = {
        "layout": canonical_layout(spec["layout"]),
        "family": spec["family"],
        "seconds": spec["seconds"],
        "seed": spec.get("seed", secrets.randbits(32)),
        "evaluations": 0,
        "best": 0,
    }
    fields["deadline"] = deadline_of(float(spec["seconds"]))  # from the request

    def create() -> tuple[str, dict[str, str]]:
        timeout = int(spec["seconds"]) + 300
        return create_task(STORE, JOB, fields, owner, timeout, queue=SEARCH.queue)

    search_id, meta = admit_search(owner, float(spec["seconds"]), create)
    return shown_search(search_id, meta)


def search_key(search_id: str) -> str:
    """Return the Redis key of a record search."""
    return STORE.key(search_id)


def get_search(search_id: str, owner: str) -> RecordSearchJob:
    """Return a record search's status and progress (404 unless the owner's)."""
    return shown_search(search_id, STORE.owned_meta(search_id, owner))


@dataclass(frozen=True, slots=True)
class RecordSearchJob:
    """A record search as its owner sees it: its Redis hash, typed."""

    id: str
    status: str
    layout: str
    family: str
    seconds: float
    seed: int
    evaluations: int
    best_moves: int | None
    puzzle_id: str | None
    record: bool
    error: str | None
    created_at: str
    expires_at: str


def shown_search(search_id: str, meta: dict[str, str]) -> RecordSearchJob:
    """Return a record search from its stored hash (Redis gives strings)."""
    status, why = reported(search_id, meta, STORE.noun)
    return RecordSearchJob(
        id=search_id,
        status=status,
        layout=meta["layout"],
        family=meta["family"],
        seconds=float(meta["seconds"]),
        seed=int(meta["seed"]),
        evaluations=int(meta.get("evaluations") or 0),
        best_moves=int(meta.get("best") or 0) or None,
        puzzle_id=meta.get("puzzle_id") or None,
        record=meta.get("record") == "1",
        error=why,
        created_at=meta["created_at"],
        expires_at=meta["expires_at"],
    )
