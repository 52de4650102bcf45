"""Running one chunk of a solve job: parse its items, solve them in this process.

Puzzles already solved (cached, or done in the `solves` table) are not searched
again, so a chunk retried after its worker died keeps everything recorded before.
A puzzle whose answer is hidden (a live round's, today's daily) is not solved here
and its result says `hidden`; so does one whose answer, once solved, solves such a
puzzle (`service.solving.hidden_answers`).

A finished chunk enqueues the job's next one not yet queued at the back of `bulk`
(`service.solving.solvejobs.next_chunk`) and charges its seconds to the job's key
and address (`service.infra.fairshare.record_use`).
"""

from __future__ import annotations

import json
import time
from dataclasses import replace
from typing import Any

import marshmallow as ma
from flask import current_app

from service.game.errors import GameError
from service.game.fingerprint import play_key
from service.game.puzzle import Puzzle
from service.infra.domain_errors import DomainError, Invalid, NotFound, invalid_input
from service.infra.fairshare import Owners, record_use
from service.infra.jobstore import decode_hash
from service.infra.problems import domain_problem_body, flatten_messages
from service.infra.queues import connection
from service.puzzles.checks import REF_ERROR, has_stored_id, valid_ref
from service.puzzles.puzzles import load_puzzles, parse_spec
from service.puzzles.spec import PuzzleSpecSchema
from service.solving import hidden_answers, secrecy
from service.solving.solvejobs import (
    CHUNK,
    SolveJobState,
    enqueue_chunk,
    key,
    next_chunk,
)
from service.solving.solves import SolveStatus
from workers.checkrun import BadLine, chunk_items, malformed_line
from workers.solving import finished_solves, solve_batch, solve_limits

ITEM_FIELDS = frozenset({"puzzle_id", "puzzle", "ref"})
SHOWN = ("result", "optimal_moves", "proven", "moves", "solution", "nodes", "seconds")


def run_solve_chunk(job_id: str, n: int, part: int = 0) -> dict[str, Any]:
    """Solve chunk `n` of a solve job unless its results exist, for one slice of
    time (the rest as its next part, at the back of `bulk`); return the counts."""
    conn = connection()
    meta = decode_hash(conn.hgetall(key(job_id)))
    if not meta:
        return {"id": job_id, "expired": True}
    if conn.exists(key(job_id, f"out:{n}")):  # written before a retry
        enqueue_next(meta, job_id, n)
        return {"id": job_id, "chunk": n, "done": 0}
    started = time.monotonic()
    ttl = max(1, int(conn.ttl(key(job_id))))
    conn.hsetnx(key(job_id), "started", 1)
    if meta["status"] == SolveJobState.QUEUED:
        conn.hset(key(job_id), "status", SolveJobState.RUNNING)
    text = conn.get(key(job_id, f"in:{n}")) or b""
    items = chunk_items(text, meta["format"])
    limits = solve_limits()
    if meta.get("max_seconds"):
        limits = replace(limits, max_seconds=float(meta["max_seconds"]))
    stop_at = started + float(current_app.config["BULK_SLICE_SECONDS"])
    owners = Owners(meta["owner"], meta.get("address") or "unknown")
    results = solve_items_until(items, n * CHUNK, limits, job_id, n, stop_at)
    if results is None:  # the slice ran out: the rest after others' turns
        record_use(owners, time.monotonic() - started)
        conn.hset(key(job_id), f"part:{n}", part + 1)
        enqueue_chunk(job_id, n, part + 1)
        return {"id": job_id, "chunk": n, "part": part}
    pipe = conn.pipeline(transaction=False)
    pipe.set(key(job_id, f"out:{n}"), "\n".join(map(json.dumps, results)), ex=ttl)
    pipe.hset(key(job_id), mapping={f"done:{n}": len(results), f"fin:{n}": 1})
    pipe.execute()
    record_use(owners, time.monotonic() - started)
    enqueue_next(meta, job_id, n)
    return {"id": job_id, "chunk": n, "done": len(results)}


def enqueue_next(meta: dict[str, str], job_id: str, n: int) -> None:
    """Enqueue the chunk that follows chunk `n` on the queue, if any is left."""
    later = next_chunk(meta, n)
    if later is not None:
        enqueue_chunk(job_id, later)


def solve_items(
    items: list[Any], offset: int, limits: Any, job_id: str, n: int
) -> list[dict[str, Any]]:
    """Return one result per item, in order: solved, hidden, or an item error."""
    results = solve_items_until(items, offset, limits, job_id, n, None)
    assert results is not None  # no time limit: every puzzle is solved
    return results


def solve_items_until(
    items: list[Any],
    offset: int,
    limits: Any,
    job_id: str,
    n: int,
    stop_at: float | None,
) -> list[dict[str, Any]] | None:
    """Return one result per item, in order: solved, hidden, or an item error
    (None when `stop_at` came before every puzzle was solved)."""
    stored = load_puzzles({i["puzzle_id"] for i in items if has_stored_id(i)})
    results: list[dict[str, Any]] = []
    puzzles: dict[str, tuple[Puzzle, bool]] = {}
    for index, item in enumerate(items, start=offset):
        ref = item.get("ref") if isinstance(item, dict) else None
        entry: dict[str, Any] = {"index": index, "ref": ref if valid_ref(ref) else None}
        try:
            puzzle_id, puzzle = _prepare(item, stored)
        except DomainError as exc:
            entry["error"] = domain_problem_body(exc)
        else:
            entry["puzzle_id"] = puzzle_id
            puzzles[puzzle_id] = (puzzle, puzzle_id in stored)
        if isinstance(item, BadLine):
            entry["error"] = malformed_line(item)
        results.append(entry)
    hidden = hidden_of(puzzles)
    for entry in results:
        if entry.get("puzzle_id") in hidden:
            entry["result"] = "hidden"
    todo = {k: v for k, v in puzzles.items() if k not in hidden}
    known = finished_solves(set(todo))
    conn = connection()
    already = len(items) - len(todo) + len(known)

    def progress(count: int) -> None:
        conn.hset(key(job_id), f"done:{n}", already + count)

    missing = {k: v for k, v in todo.items() if k not in known}
    known.update(solve_batch(missing, limits, progress, stop_at))
    if any(k not in known for k in missing):
        return None
    withheld = withheld_of(known, puzzles)
    for entry in results:
        if entry.get("puzzle_id") in withheld:
            entry["result"] = "hidden"
    for entry in results:
        status = known.get(entry.get("puzzle_id", ""))
        if status is not None and "result" not in entry:
            entry.update({name: getattr(status, name) for name in SHOWN})
    return results


def _prepare(item: Any, stored: dict[str, Puzzle]) -> tuple[str, Puzzle]:
    """Return an item's puzzle id and puzzle, or raise the item's problem."""
    if not isinstance(item, dict):
        raise Invalid(
            "an item must be an object", errors={"item": ["must be an object"]}
        )
    errors = {name: ["Unknown field."] for name in sorted(set(item) - ITEM_FIELDS)}
    if ("puzzle" in item) == ("puzzle_id" in item):
        errors["puzzle_id"] = ["give exactly one of puzzle, puzzle_id"]
    if item.get("ref") is not None and not valid_ref(item["ref"]):
        errors["ref"] = [REF_ERROR]
    if errors:
        raise Invalid(f"invalid field(s): {', '.join(errors)}", errors=errors)
    if "puzzle_id" in item:
        puzzle = stored.get(item["puzzle_id"]) if has_stored_id(item) else None
        if puzzle is None:
            raise NotFound(f"no puzzle with id {str(item['puzzle_id'])[:40]!r}")
        return item["puzzle_id"], puzzle
    try:
        loaded = PuzzleSpecSchema().load(item["puzzle"])
    except ma.ValidationError as exc:
        errors = flatten_messages(exc.messages, "puzzle")
        raise Invalid("invalid puzzle", errors=errors) from exc
    try:
        puzzle = parse_spec(loaded)[0]
    except GameError as exc:
        raise invalid_input(exc, "puzzle.") from exc
    return puzzle.puzzle_id, puzzle


def withheld_of(
    known: dict[str, SolveStatus], puzzles: dict[str, tuple[Puzzle, bool]]
) -> set[str]:
    """Return the puzzles whose answers solve a hidden puzzle (a variant of one)."""
    items: dict[str, hidden_answers.Item] = {
        p: (s.solution, puzzles[p][0]) for p, s in known.items() if p in puzzles
    }
    return hidden_answers.withheld_among(items)


def hidden_of(puzzles: dict[str, tuple[Puzzle, bool]]) -> set[str]:
    """Return the puzzles whose answers are hidden (one query for all); an inline
    puzzle goes by its key."""
    keys = {p: None if stored else play_key(z) for p, (z, stored) in puzzles.items()}
    return secrecy.hidden_among(keys)
