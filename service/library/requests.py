"""Puzzle requests: served from the library at once, or generated to order by a job.

Every request is a Redis hash `ricochet:puzzlereq:<id>` (status, filter, count,
owner, found ids, candidates tried, the time budget), so a client reads one shape
whichever way it was met. One the library can meet is stored `done` with its
items at once (no job, no worker time). Otherwise one `bulk` RQ job
(`workers.library.fill_request`) solves random candidates until the count is met
or the budget is spent; a request that runs out of time says so and returns what
it found. A client may wait for it (`wait_until_settled`: Redis polled with a
growing pause, holding no database connection). Served puzzles are noted per
client, for `unseen`.
"""

from __future__ import annotations

import json
import random
import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from flask import current_app

from service.infra import clock
from service.infra.domain_errors import NotFound
from service.infra.extensions import db
from service.infra.jobstore import JobState, JobStore

from . import store
from .filters import PuzzleFilter, parse_filter
from .micro import MicroEntry, generate_micro
from .models import LibraryPuzzle
from .queueing import admit_request, request_queue
from .tally import Tally
from .tasks import create_task, deadline_from, reported

STORE = JobStore(
    "ricochet:puzzlereq:", "puzzle request", re.compile(r"pr[0-9a-f]{16}"), "pr"
)
JOB = "workers.library.fill_request"
MAX_WAIT_SECONDS = 30
"""The longest `Prefer: wait` honoured: a client that would wait longer polls."""
WAIT_PAUSE_MIN = 0.05
WAIT_PAUSE_MAX = 0.5
"""A waiting request reads its hash after 50 ms, then twice as long each time up to
half a second: a quick job is answered at once, a slow one costs two reads a
second."""
SETTLED = frozenset({JobState.DONE, JobState.FAILED})
PICK_MICRO_SECONDS = 2.0
"""Budget of drawing a Micro Robots puzzle for the page: one breadth-first search
per board drawn, so a band the filter admits (checked beforehand) is met in
milliseconds."""
PICK_MICRO_POOL = 10
"""A micro pick draws a new puzzle while the library holds fewer than this many
that meet its filter (so "next puzzle" on one sections code is not the same one
again), and serves a stored one after that (so page views add rows boundedly)."""


def request_puzzles(spec: dict[str, Any], client_id: str) -> PuzzleRequestJob:
    """Make a puzzle request: `done` at once when the library meets it, else
    queued for a job; return its representation."""
    found = parse_filter(spec)
    count, unseen = spec["count"], spec["unseen"]
    rows = store.find(found, count, client_id if unseen else None)
    ids = [row.puzzle_id for row in rows]
    seconds = spec.get("max_seconds") or current_app.config["PUZZLE_REQUEST_SECONDS"]
    if len(rows) >= count:
        meta = _create_done(found, count, unseen, seconds, client_id, rows)
    else:
        meta = _create(found, count, unseen, seconds, client_id, ids)
    store.deliver(client_id, ids)
    db.session.commit()
    return meta


def _fields(
    found: PuzzleFilter, count: int, unseen: bool, seconds: float, ids: list[str]
) -> dict[str, Any]:
    """Return the hash fields of a new request."""
    return {
        "filter": json.dumps(found.to_json()),
        "count": count,
        "unseen": int(unseen),
        "found": json.dumps(ids),
        "candidates": 0,
        "max_seconds": seconds,
        "deadline": deadline_from(clock.now(), seconds),  # a retry has less left
    }


def _create_done(
    found: PuzzleFilter,
    count: int,
    unseen: bool,
    seconds: float,
    owner: str,
    rows: list[LibraryPuzzle],
) -> PuzzleRequestJob:
    """Store a request the library met as `done` (no job); its representation,
    from the rows found (not read again)."""
    ids = [row.puzzle_id for row in rows]
    fields = {**_fields(found, count, unseen, seconds, ids), "owner": owner}
    fields["status"] = JobState.DONE
    ttl = int(current_app.config["CHECK_JOB_TTL"])
    request_id, meta = STORE.create([], fields, ttl, lambda _: None)
    return shown_request(request_id, {k: str(v) for k, v in meta.items()}, rows)


def _create(
    found: PuzzleFilter,
    count: int,
    unseen: bool,
    seconds: float,
    owner: str,
    ids: list[str],
) -> PuzzleRequestJob:
    """Store a request's hash and enqueue its job; return its representation."""
    fields = _fields(found, count, unseen, seconds, ids)

    def create() -> tuple[str, dict[str, str]]:
        timeout, queue = int(seconds) + 120, request_queue(seconds)
        return create_task(STORE, JOB, fields, owner, timeout, queue=queue)

    request_id, meta = admit_request(owner, seconds, create)
    return shown_request(request_id, meta)


def key(request_id: str) -> str:
    """Return the Redis key of a request."""
    return STORE.key(request_id)


def get_request(request_id: str, owner: str) -> PuzzleRequestJob:
    """Return a request's status, progress and items (404 unless the owner's)."""
    return shown_request(request_id, STORE.owned_meta(request_id, owner))


def wait_until_settled(request_id: str, owner: str, seconds: float) -> PuzzleRequestJob:
    """Return a request once it is done or failed, or after `seconds` as it
    stands (404 unless the owner's). Only Redis is read while waiting: the
    database session is closed first, so no connection is held; each pause is
    longer than the last (to WAIT_PAUSE_MAX), and under gevent it yields."""
    db.session.close()
    deadline = time.monotonic() + seconds
    pause = WAIT_PAUSE_MIN
    while True:
        meta = STORE.owned_meta(request_id, owner)
        status, _ = reported(request_id, meta, STORE.noun)
        left = deadline - time.monotonic()
        if status in SETTLED or left <= 0:
            return shown_request(request_id, meta)
        time.sleep(min(pause, left))
        pause = min(pause * 2, WAIT_PAUSE_MAX)


@dataclass(frozen=True, slots=True)
class PuzzleRequestJob:
    """A puzzle request as its owner sees it: its Redis hash, typed, with the
    items found so far (as the library lists them)."""

    id: str
    status: str
    count: int
    found: int
    candidates: int
    max_seconds: float
    complete: bool
    detail: str | None
    filter: dict[str, Any]
    created_at: str
    expires_at: str
    items: list[store.LibraryItem]


def shown_request(
    request_id: str, meta: dict[str, str], rows: list[LibraryPuzzle] | None = None
) -> PuzzleRequestJob:
    """Return a request from its stored hash (Redis gives strings), its items
    from `rows` when the caller holds them, else read by id."""
    ids = json.loads(meta["found"])
    count = int(meta["count"])
    status, why = reported(request_id, meta, STORE.noun)
    return PuzzleRequestJob(
        id=request_id,
        status=status,
        count=count,
        found=min(len(ids), count),
        candidates=int(meta.get("candidates") or 0),
        max_seconds=float(meta["max_seconds"]),
        complete=len(ids) >= count,
        detail=why or meta.get("detail") or None,
        filter=json.loads(meta["filter"]),
        created_at=meta["created_at"],
        expires_at=meta["expires_at"],
        items=[
            store.library_item(row)
            for row in (store.rows_by_id(ids[:count]) if rows is None else rows)
        ],
    )


def pick_one(spec: dict[str, Any]) -> store.LibraryItem:
    """Return one library puzzle meeting the filters (for the /puzzles page, no key);
    404 when the library holds none yet (the workers keep the bands stocked). A
    Micro Robots puzzle is drawn and stored at once while few are held (the
    workers stock `any` sections, not each of the 6144 codes)."""
    found = parse_filter(spec)
    if found.micro is None:
        rows = store.find(found, 1, None)
    else:
        rows = store.find(found, PICK_MICRO_POOL, None)
        if len(rows) < PICK_MICRO_POOL:
            rows = store.rows_by_id(_draw_micro(found)) or rows
    if not rows:
        raise NotFound(
            f"the library holds no puzzle of {found.moves.min}-{found.moves.max} "
            "moves with these filters yet; the workers are stocking it"
        )
    return store.library_item(rows[0])


def _draw_micro(found: PuzzleFilter) -> list[str]:
    """Draw one Micro Robots puzzle meeting the filter and store it; its id."""
    kept: list[MicroEntry] = []

    def keep(entry: MicroEntry, _tally: Tally) -> bool:
        kept.append(entry)
        return False  # one is enough

    generate_micro(
        found, 1, PICK_MICRO_SECONDS, random.Random(secrets.randbits(64)), keep
    )
    return store.add_entries(kept)
