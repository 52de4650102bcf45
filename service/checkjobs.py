"""Check jobs: up to 100,000 solution checks run on the `bulk` queue.

The API stores the raw items in Redis in chunks (one key per chunk of up to 1,000
items, all written in one pipelined round trip) and enqueues one job; the worker
(`workers.checkrun`) checks chunk by chunk with the batch checker, optionally
grades solved items against the proven optimum, and writes each chunk's result
lines in one pipelined round trip. A retried job resumes at the first chunk without
results. Everything expires CHECK_JOB_TTL seconds (24 h) after creation.

Keys: `ricochet:checkjob:<id>` (hash: status, total, done, chunks, chunk, grade,
format, owner, created_at, expires_at, error), `...:in:<n>` and `...:out:<n>`.
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Iterable, Iterator
from datetime import timedelta
from enum import StrEnum
from typing import Any

from flask import current_app
from rq.job import JobStatus

from service import clock
from service.domain_errors import Conflict, Invalid, Malformed, NotFound, Unavailable
from service.queues import (
    BULK,
    REDIS_ERRORS,
    bulk_job_options,
    connection,
    enqueue_unique,
    fetch_job,
    heartbeat_lapsed,
    store_job_input,
)
from service.schemas.policy import SUSPECT_JSON, TEXT_ERROR, json_errors, parse_json

PREFIX = "ricochet:checkjob:"


class CheckJobState(StrEnum):
    """Where a check job stands (its hash's `status`)."""

    QUEUED = "queued"
    RUNNING = "running"
    RETRYING = "retrying"
    """Its worker stopped beating: it will run again (only reported)."""
    DONE = "done"
    FAILED = "failed"


MAX_CHUNK = 1000
RESULTS_RETRY_AFTER = 2
"""Seconds a client asking for unfinished results is told to wait (Retry-After)."""
JOB = "workers.jobs.run_check_job"
FAILED_CALLBACK = "workers.jobs.check_job_failed"
JSONL_TYPES = frozenset(
    {
        "application/x-ndjson",
        "application/jsonl",
        "application/json-lines",
        "application/x-jsonlines",
    }
)
JOB_ID = re.compile(r"cj[0-9a-f]{16}")
WORKER_LOST = (
    "the worker running this job stopped (its heartbeat lapsed); the job will be "
    "run again, keeping the chunks already checked"
)
UNAVAILABLE = "the job store (Redis) is unavailable; retry later"


def key(job_id: str, part: str = "") -> str:
    """Return the Redis key of a check job (or of one of its parts)."""
    return PREFIX + job_id + (f":{part}" if part else "")


def chunk_size() -> int:
    """Return the items per chunk (the batch checker's limit, at most 1,000)."""
    return min(MAX_CHUNK, int(current_app.config["BATCH_MAX_ITEMS"]))


# --- creating --------------------------------------------------------------------


def create_check_job(
    body: bytes, media_type: str, grade: bool, owner: str
) -> dict[str, Any]:
    """Validate the upload's envelope, store its items and enqueue the job.

    A JSON body is `{"items": [...], "grade"?: bool}`; a JSON Lines body has one item
    per line (blank lines are skipped; a malformed line becomes an error result).
    """
    if media_type in JSONL_TYPES:
        lines = _lines(body)
        _check_count(len(lines))
        if SUSPECT_JSON.search(body):
            _refuse_unstorable(enumerate(lines), parse=True)
        return _store(_chunks(lines, "\n".join), len(lines), "jsonl", grade, owner)
    items, grade = _json_envelope(body, grade)
    if SUSPECT_JSON.search(body):
        _refuse_unstorable(enumerate(items), parse=False)
    return _store(_chunks(items, json.dumps), len(items), "json", grade, owner)


def _refuse_unstorable(items: Iterable[tuple[int, Any]], parse: bool) -> None:
    """Refuse a job whose items hold text that could never be looked up or stored
    (NUL, unpaired surrogates): 422 naming the items, rather than a job that fails.

    `parse`: the items are JSON Lines; only lines with a suspect escape are parsed
    (a line that does not parse is left to become its own error result).
    """
    errors: dict[str, list[str]] = {}
    for index, item in items:
        if parse:
            if not SUSPECT_JSON.search(item.encode()):
                continue
            try:
                item = json.loads(item)
            except ValueError:
                continue
        for path, text in json_errors(item, f"items[{index}]"):
            if text.endswith(TEXT_ERROR):
                errors.setdefault(path, []).append(text)
    if errors:
        names = ", ".join(list(errors)[:5])
        raise Invalid(f"invalid field(s): {names}", errors=errors)


def _lines(body: bytes) -> list[str]:
    """Return the non-blank lines of a UTF-8 upload."""
    try:
        return [line for line in body.decode().splitlines() if line.strip()]
    except UnicodeDecodeError as exc:
        raise Malformed("the upload is not valid UTF-8") from exc


def _json_envelope(body: bytes, grade: bool) -> tuple[list[Any], bool]:
    """Return the items and the grade flag of a JSON body."""
    try:
        data = parse_json(body)
    except ValueError as exc:
        raise Malformed("the request body is not valid JSON") from exc
    if not isinstance(data, dict):
        raise _invalid("body", "must be an object with `items`")
    unknown = sorted(set(data) - {"items", "grade"})
    if unknown:
        raise _invalid(unknown[0], "Unknown field.")
    if not isinstance(data.get("items"), list):
        raise _invalid("items", "must be a list of items")
    if not isinstance(data.get("grade", grade), bool):
        raise _invalid("grade", "Not a valid boolean.")
    _check_count(len(data["items"]))
    return data["items"], bool(data.get("grade", grade))


def _check_count(count: int) -> None:
    """Refuse an empty job or one over the item limit."""
    limit = current_app.config["CHECK_JOB_MAX_ITEMS"]
    if not 1 <= count <= limit:
        raise _invalid("items", f"give between 1 and {limit} items")


def _invalid(field: str, message: str) -> Exception:
    """Return a 422 problem on one field."""
    return Invalid(f"invalid field(s): {field}", errors={field: [message]})


def _chunks(items: list[Any], dump: Any) -> list[str]:
    """Serialise the items in chunks."""
    size = chunk_size()
    return [dump(items[i : i + size]) for i in range(0, len(items), size)]


def _store(
    chunks: list[str], total: int, fmt: str, grade: bool, owner: str
) -> dict[str, Any]:
    """Write the job and its chunks in one round trip, then enqueue it (503 if down)."""
    job_id = "cj" + secrets.token_hex(8)
    ttl = int(current_app.config["CHECK_JOB_TTL"])
    created = clock.now()
    meta: dict[Any, Any] = {
        "status": CheckJobState.QUEUED,
        "total": total,
        "done": 0,
        "chunks": len(chunks),
        "chunk": chunk_size(),
        "grade": int(grade),
        "format": fmt,
        "owner": owner,
        "created_at": created.isoformat(),
        "expires_at": (created + timedelta(seconds=ttl)).isoformat(),
    }
    options = bulk_job_options(FAILED_CALLBACK)
    try:
        store_job_input(key(job_id), meta, chunks, ttl)
        enqueue_unique(BULK, JOB, f"check-{job_id}", [job_id], options=options)
    except REDIS_ERRORS as exc:
        raise Unavailable(UNAVAILABLE) from exc
    return status_json(job_id, meta)


# --- reading ---------------------------------------------------------------------


def get_check_job(job_id: str, owner: str) -> dict[str, Any]:
    """Return a job's status (404 when unknown, expired or another client's);
    `retrying` when the worker running it stopped beating (it died)."""
    meta = owned_meta(job_id, owner)
    if reported_status(job_id, meta) == CheckJobState.RETRYING:
        meta = {**meta, "status": "retrying", "error": WORKER_LOST}
    return status_json(job_id, meta)


def reported_status(job_id: str, meta: dict[str, str]) -> str:
    """Return the status to report: `retrying` for a running job whose worker
    stopped beating, else the stored one (the same in the status and the 409)."""
    if meta["status"] == "running" and _worker_lost(job_id):
        return CheckJobState.RETRYING
    return meta["status"]


def _worker_lost(job_id: str) -> bool:
    """Tell whether the RQ job of a running check job lost its worker."""
    try:
        job = fetch_job(f"check-{job_id}")
    except REDIS_ERRORS:
        return False
    if job is None or job.get_status(refresh=False) != JobStatus.STARTED:
        return False
    return heartbeat_lapsed(job)


def owned_meta(job_id: str, owner: str) -> dict[str, str]:
    """Return a job's meta hash if the client owns it."""
    try:
        raw = connection().hgetall(key(job_id)) if JOB_ID.fullmatch(job_id) else {}
    except REDIS_ERRORS as exc:
        raise Unavailable(UNAVAILABLE) from exc
    meta = decode_hash(raw)
    if not meta or meta.get("owner") != owner:
        raise NotFound(f"no check job {job_id!r} (or it expired)")
    return meta


def decode_hash(raw: Any) -> dict[str, str]:
    """Return a Redis hash as text."""
    return {k.decode(): v.decode() for k, v in raw.items()}


def status_json(job_id: str, meta: dict[str, Any]) -> dict[str, Any]:
    """Return the API representation of a job."""
    url = f"/v1/check-jobs/{job_id}"
    return {
        "id": job_id,
        "status": meta["status"],
        "total": int(meta["total"]),
        "done": int(meta["done"]),
        "grade": bool(int(meta["grade"])),
        "created_at": meta["created_at"],
        "expires_at": meta["expires_at"],
        "error": meta.get("error") or None,
        "links": {"self": url, "results": f"{url}/results"},
    }


def result_lines(job_id: str, owner: str) -> Iterator[bytes]:
    """Return the result JSON Lines of a finished job, in input order (409 before)."""
    meta = owned_meta(job_id, owner)
    status = reported_status(job_id, meta)
    if status == CheckJobState.FAILED:
        raise Conflict(
            f"check job {job_id} failed; it has no results", kind="job-failed"
        )
    if status != CheckJobState.DONE:
        raise Conflict(
            f"check job {job_id} is {status}; its results come when it is done",
            kind="job-not-finished",
            retry_after=RESULTS_RETRY_AFTER,
        )
    return _stream(job_id, int(meta["chunks"]))


def _stream(job_id: str, chunks: int, batch: int = 10) -> Iterator[bytes]:
    """Yield the result chunks, fetching a few per round trip."""
    conn = connection()
    for start in range(0, chunks, batch):
        names = [
            key(job_id, f"out:{n}") for n in range(start, min(chunks, start + batch))
        ]
        for text in conn.mget(names):
            if text:
                yield (text if isinstance(text, bytes) else text.encode()) + b"\n"


def record_failure(job_id: str, reason: str) -> None:
    """Mark a check job failed for good (called when no retry is left)."""
    try:
        connection().hset(
            key(job_id),
            mapping={"status": CheckJobState.FAILED, "error": reason[-500:]},
        )
    except REDIS_ERRORS:
        pass  # the job's meta expires anyway; nothing else to record
