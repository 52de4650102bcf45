"""Running a check job in the worker: check chunk by chunk, grade, write results.

Each chunk costs one GET (its items) and one pipelined write (its result lines and
the progress counter), so 100,000 items take about 200 round trips in all.
A run checks for BULK_SLICE_SECONDS (at least one chunk), then enqueues the next
segment at the back of `bulk` and returns; each chunk's seconds are charged to
the job's key and address (`service.infra.fairshare.record_use`).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from flask import current_app

from service.game.fingerprint import play_key
from service.game.puzzle import Puzzle
from service.game.solver import SolverStatus
from service.infra.domain_errors import Malformed
from service.infra.fairshare import Owners, record_use
from service.infra.jobstore import decode_hash
from service.infra.problems import domain_problem_body
from service.infra.queues import connection
from service.inputs.policy import TooDeep, parse_json
from service.puzzles.checkjobs import CheckJobState, enqueue_segment, key
from service.puzzles.checks import check_batch
from service.puzzles.puzzles import load_puzzles, parse_spec
from service.puzzles.spec import PuzzleSpecSchema
from service.solving import hidden_answers, secrecy, solves
from workers.solving import finished_solves, solve_batch


@dataclass(frozen=True, slots=True)
class BadLine:
    """A JSON line that could not be read, and why (its error result says so)."""

    detail: str


def run_check_job(job_id: str, segment: int = 0) -> dict[str, Any]:
    """Check the chunks that have no results yet for one slice of time; enqueue
    the next segment when some are left; return the counts."""
    conn = connection()
    meta = decode_hash(conn.hgetall(key(job_id)))
    if not meta:
        return {"id": job_id, "expired": True}
    ttl = max(1, int(conn.ttl(key(job_id))))
    conn.hset(
        key(job_id), mapping={"status": CheckJobState.RUNNING, "segment": segment}
    )
    owners = Owners(meta["owner"], meta.get("address") or "unknown")
    chunks, size, done = int(meta["chunks"]), int(meta["chunk"]), 0
    deadline = time.monotonic() + float(current_app.config["BULK_SLICE_SECONDS"])
    checked = False
    for n in range(chunks):
        if conn.exists(key(job_id, f"out:{n}")):  # written before a retry
            done = min(int(meta["total"]), (n + 1) * size)
            continue
        if checked and time.monotonic() >= deadline:
            enqueue_segment(job_id, segment + 1)  # the rest, after others' turns
            return {"id": job_id, "done": done, "segment": segment}
        started = time.monotonic()
        text = conn.get(key(job_id, f"in:{n}")) or b""
        results = check_chunk(text, meta["format"], n * size, meta["grade"] == "1")
        done += len(results)
        pipe = conn.pipeline(transaction=False)
        pipe.set(key(job_id, f"out:{n}"), "\n".join(map(json.dumps, results)), ex=ttl)
        pipe.hset(key(job_id), "done", done)
        pipe.execute()
        record_use(owners, time.monotonic() - started)
        checked = True
    conn.hset(key(job_id), "status", CheckJobState.DONE)
    return {"id": job_id, "done": done}


def check_chunk(
    text: bytes | str, fmt: str, offset: int, grade: bool
) -> list[dict[str, Any]]:
    """Check one chunk's items; a malformed line gets an error result."""
    items = chunk_items(text, fmt)
    checked = [None if isinstance(i, BadLine) else i for i in items]
    results = check_batch(checked, steps=False, source="job")
    for item, result in zip(items, results, strict=True):
        if isinstance(item, BadLine):
            result["error"] = malformed_line(item)
        result["index"] += offset
    if grade:
        grade_results(results, items)
    return results


def chunk_items(text: bytes | str, fmt: str) -> list[Any]:
    """Return a chunk's items (a line that cannot be read becomes a BadLine)."""
    if fmt == "json":
        items: list[Any] = json.loads(text)
        return items
    lines = text.decode() if isinstance(text, bytes) else text
    return [_line(line) for line in lines.split("\n")]


def _line(line: str) -> Any:
    """Parse one JSON line as a request body is parsed (the same nesting limit),
    or return why it cannot be read."""
    try:
        return parse_json(line)
    except TooDeep as exc:
        return BadLine(f"this line is {exc}")
    except ValueError:
        return BadLine("this line is not valid JSON")


def malformed_line(line: BadLine) -> dict[str, Any]:
    """Return the error of a line that cannot be read."""
    return domain_problem_body(Malformed(line.detail))


# --- grading ---------------------------------------------------------------------


def grade_results(results: list[dict[str, Any]], items: list[Any]) -> None:
    """Add `optimal_moves` and `grade` (optimal, +k, not proven) to each verdict."""
    solved = {r["puzzle_id"] for r in results if r.get("solved")}
    specs = _inline_specs(results, items)
    # A puzzle in play (live round, today's daily) must not leak its optimum, nor
    # may an inline puzzle that plays the same.
    hidden = secrecy.hidden_among({key: _key(specs.get(key)) for key in solved})
    optima = optima_for(solved - hidden, specs)
    # Nor may a puzzle whose optimal answer solves one of those (a variant).
    hidden |= hidden_answers.withheld_among(
        {p: (s.solution, _inline(specs.get(p))) for p, s in optima.items()}
    )
    optima = {p: s for p, s in optima.items() if p not in hidden}
    for result in results:
        if "solved" not in result:
            continue  # an item error
        status = optima.get(result["puzzle_id"]) if result["solved"] else None
        result["optimal_moves"] = status.optimal_moves if status else None
        result["grade"] = grade(result["moves"], status) if result["solved"] else None
        if result["solved"] and result["puzzle_id"] in hidden:
            result["grade"] = "hidden"


def _key(spec: Any) -> str | None:
    """Return an inline puzzle's play key (None for a stored one): its secrecy
    goes by the key."""
    puzzle = _inline(spec)
    return None if puzzle is None else play_key(puzzle)


def _inline(spec: Any) -> Puzzle | None:
    """Return an inline puzzle (None for a stored one)."""
    if spec is None:
        return None
    return parse_spec(PuzzleSpecSchema().load(spec))[0]


def grade(moves: int, status: solves.SolveStatus | None) -> str:
    """Grade a solution's length against a puzzle's solve."""
    if (
        status is None
        or status.result != SolverStatus.OPTIMAL
        or status.optimal_moves is None
    ):
        return "not proven"
    extra = moves - status.optimal_moves
    return "optimal" if extra <= 0 else f"+{extra}"


def _inline_specs(results: list[dict[str, Any]], items: list[Any]) -> dict[str, Any]:
    """Return an inline puzzle spec per puzzle id (to solve what is not stored)."""
    return {
        result["puzzle_id"]: item["puzzle"]
        for result, item in zip(results, items, strict=True)
        if result.get("solved") and isinstance(item, dict) and "puzzle" in item
    }


def optima_for(ids: set[str], specs: dict[str, Any]) -> dict[str, solves.SolveStatus]:
    """Return finished solves: cached, else recorded, else solved here."""
    found = finished_solves(ids)
    missing = [i for i in sorted(ids) if i not in found]
    stored = load_puzzles(set(missing)) if missing else {}
    todo = {}
    for puzzle_id in missing:
        puzzle = stored.get(puzzle_id)
        if puzzle is None:
            puzzle = parse_spec(PuzzleSpecSchema().load(specs[puzzle_id]))[0]
        todo[puzzle_id] = (puzzle, puzzle_id in stored)
    found.update(solve_batch(todo))  # one process, recorded as it goes
    return found
