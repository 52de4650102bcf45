"""Solve jobs: up to 10,000 puzzles solved in the background, many per work process.

The API stores the raw items in Redis in chunks of CHUNK puzzles and enqueues one
`bulk` RQ job per chunk (so several workers share a job, and a worker is never held
by one job for long). A chunk job (`workers.solvebatch`) solves its puzzles one
after another in its work process, with no fork per puzzle, and records results as
it goes: stored puzzles in the `solves` table (as single solves are), every result
in the solve cache. A retried chunk keeps what was recorded and solves the rest.
Everything expires CHECK_JOB_TTL seconds after creation, as check jobs do.

Keys: `ricochet:solvejob:<id>` (hash: status, total, chunks, chunk, format, owner,
max_seconds, created_at, expires_at, error, `done:<n>` puzzles finished in chunk n,
`fin:<n>` chunk n complete), `...:in:<n>` and `...:out:<n>` (result lines).
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

from flask import current_app

from service import clock
from service.checkjobs import (
    JSONL_TYPES,
    UNAVAILABLE,
    CheckJobState,
    _lines,
    _refuse_unstorable,
    decode_hash,
)
from service.domain_errors import Conflict, Invalid, Malformed, NotFound, Unavailable
from service.queues import (
    BULK,
    REDIS_ERRORS,
    bulk_job_options,
    connection,
    enqueue_unique,
    store_job_input,
)
from service.schemas.policy import SUSPECT_JSON, parse_json

PREFIX = "ricochet:solvejob:"
CHUNK = 100
"""Puzzles per chunk job: a fork costs a few ms, spread over a hundred solves."""
JOB = "workers.jobs.run_solve_chunk"
FAILED_CALLBACK = "workers.jobs.solve_chunk_failed"
JOB_ID_LENGTH = 18
SolveJobState = CheckJobState


def key(job_id: str, part: str = "") -> str:
    """Return the Redis key of a solve job (or of one of its parts)."""
    return PREFIX + job_id + (f":{part}" if part else "")


def chunk_job_id(job_id: str, n: int) -> str:
    """Return the RQ job id of one chunk of a solve job."""
    return f"{job_id}-{n}"


# --- creating --------------------------------------------------------------------


def create_solve_job(
    body: bytes, media_type: str, max_seconds: float | None, owner: str
) -> dict[str, Any]:
    """Validate the upload's envelope, store its items and enqueue the chunk jobs.

    A JSON body is `{"items": [...], "max_seconds"?: number}`; a JSON Lines body has
    one item per line. Items are checked one by one in the worker (a bad item gets
    an error result, the others are solved).
    """
    if media_type in JSONL_TYPES:
        lines = _lines(body)
        _check_count(len(lines))
        max_seconds = _check_seconds(max_seconds)
        if SUSPECT_JSON.search(body):
            _refuse_unstorable(enumerate(lines), parse=True)
        chunks = ["\n".join(lines[i : i + CHUNK]) for i in range(0, len(lines), CHUNK)]
        return _store(chunks, len(lines), "jsonl", max_seconds, owner)
    items, max_seconds = _envelope(body, max_seconds)
    if SUSPECT_JSON.search(body):
        _refuse_unstorable(enumerate(items), parse=False)
    chunks = [json.dumps(items[i : i + CHUNK]) for i in range(0, len(items), CHUNK)]
    return _store(chunks, len(items), "json", max_seconds, owner)


def _envelope(body: bytes, max_seconds: float | None) -> tuple[list[Any], Any]:
    """Return the items and the per-puzzle time limit of a JSON body."""
    try:
        data = parse_json(body)
    except ValueError as exc:
        raise Malformed("the request body is not valid JSON") from exc
    if not isinstance(data, dict):
        raise _invalid("body", "must be an object with `items`")
    unknown = sorted(set(data) - {"items", "max_seconds"})
    if unknown:
        raise _invalid(unknown[0], "Unknown field.")
    if not isinstance(data.get("items"), list):
        raise _invalid("items", "must be a list of items")
    _check_count(len(data["items"]))
    return data["items"], _check_seconds(data.get("max_seconds", max_seconds))


def _check_seconds(value: Any) -> float | None:
    """Refuse a per-puzzle time limit that is not a number in (0, SOLVE_MAX_SECONDS]."""
    if value is None:
        return None
    limit = float(current_app.config["SOLVE_MAX_SECONDS"])
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _invalid("max_seconds", "Not a valid number.")
    if not 0 < value <= limit:
        raise _invalid("max_seconds", f"must be above 0 and at most {limit:g}")
    return float(value)


def _check_count(count: int) -> None:
    """Refuse an empty job or one over the item limit."""
    limit = current_app.config["SOLVE_JOB_MAX_ITEMS"]
    if not 1 <= count <= limit:
        raise _invalid("items", f"give between 1 and {limit} items")


def _invalid(field: str, message: str) -> Exception:
    """Return a 422 problem on one field."""
    return Invalid(f"invalid field(s): {field}", errors={field: [message]})


def _store(
    chunks: list[str], total: int, fmt: str, max_seconds: float | None, owner: str
) -> dict[str, Any]:
    """Write the job and its chunks in one round trip, then enqueue the chunk jobs."""
    job_id = "sj" + secrets.token_hex(8)
    ttl = int(current_app.config["CHECK_JOB_TTL"])
    created = clock.now()
    meta: dict[Any, Any] = {
        "status": SolveJobState.QUEUED,
        "total": total,
        "chunks": len(chunks),
        "chunk": CHUNK,
        "format": fmt,
        "owner": owner,
        "max_seconds": "" if max_seconds is None else max_seconds,
        "created_at": created.isoformat(),
        "expires_at": (created + timedelta(seconds=ttl)).isoformat(),
    }
    options = bulk_job_options(FAILED_CALLBACK)
    try:
        store_job_input(key(job_id), meta, chunks, ttl)
        for n in range(len(chunks)):
            enqueue_unique(
                BULK, JOB, chunk_job_id(job_id, n), [job_id, n], options=options
            )
    except REDIS_ERRORS as exc:
        raise Unavailable(UNAVAILABLE) from exc
    return status_json(job_id, meta)


# --- reading ---------------------------------------------------------------------


def get_solve_job(job_id: str, owner: str) -> dict[str, Any]:
    """Return a job's status and progress (404 when unknown, expired or another's)."""
    return status_json(job_id, owned_meta(job_id, owner))


def owned_meta(job_id: str, owner: str) -> dict[str, str]:
    """Return a job's meta hash if the client owns it."""
    valid = len(job_id) == JOB_ID_LENGTH and job_id.startswith("sj")
    try:
        raw = connection().hgetall(key(job_id)) if valid else {}
    except REDIS_ERRORS as exc:
        raise Unavailable(UNAVAILABLE) from exc
    meta = decode_hash(raw)
    if not meta or meta.get("owner") != owner:
        raise NotFound(f"no solve job {job_id!r} (or it expired)")
    return meta


def progress(meta: dict[str, str]) -> tuple[str, int]:
    """Return a job's state and puzzles finished, from its chunks' counters."""
    done = sum(int(v) for k, v in meta.items() if k.startswith("done:"))
    finished = sum(1 for k in meta if k.startswith("fin:"))
    status = meta["status"]
    if status != SolveJobState.FAILED and finished == int(meta["chunks"]):
        status = SolveJobState.DONE
    return status, min(done, int(meta["total"]))


def status_json(job_id: str, meta: dict[str, Any]) -> dict[str, Any]:
    """Return the API representation of a job."""
    status, done = progress({k: str(v) for k, v in meta.items()})
    url = f"/v1/solve-jobs/{job_id}"
    seconds = meta.get("max_seconds")
    return {
        "id": job_id,
        "status": status,
        "total": int(meta["total"]),
        "done": done,
        "max_seconds": float(seconds) if seconds else None,
        "created_at": meta["created_at"],
        "expires_at": meta["expires_at"],
        "error": meta.get("error") or None,
        "links": {"self": url, "results": f"{url}/results"},
    }


def result_lines(
    job_id: str, owner: str, offset: int = 0, limit: int | None = None
) -> Iterator[bytes]:
    """Return result JSON Lines `offset`.. of a finished job, in input order."""
    meta = owned_meta(job_id, owner)
    status, _ = progress(meta)
    if status != SolveJobState.DONE:
        raise Conflict(
            f"solve job {job_id} is {status}; its results come when it is done",
            kind="job-not-finished",
        )
    total = int(meta["total"])
    stop = total if limit is None else min(total, offset + limit)
    return _stream(job_id, offset, stop)


def _stream(job_id: str, start: int, stop: int) -> Iterator[bytes]:
    """Yield result lines `start` to `stop`, a chunk's lines per round trip."""
    conn = connection()
    for n in range(start // CHUNK, (stop + CHUNK - 1) // CHUNK):
        text = conn.get(key(job_id, f"out:{n}")) or b""
        lines = (
            text.split(b"\n") if isinstance(text, bytes) else text.encode().split(b"\n")
        )
        first = n * CHUNK
        for index, line in enumerate(lines, start=first):
            if start <= index < stop:
                yield line + b"\n"


def record_failure(job_id: str, reason: str) -> None:
    """Mark a solve job failed for good (a chunk ran out of retries)."""
    try:
        connection().hset(
            key(job_id),
            mapping={"status": SolveJobState.FAILED, "error": reason[-500:]},
        )
    except REDIS_ERRORS:
        pass  # the job's meta expires anyway; nothing else to record
