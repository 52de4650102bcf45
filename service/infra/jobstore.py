"""Bulk jobs held in Redis (check jobs, solve jobs): what both kinds share.

A job is a hash `<prefix><id>` (status, total, chunks, chunk, format, owner,
created_at, expires_at, error, ...) with its input in `...:in:<n>` and its result
lines in `...:out:<n>`, one key per chunk, all expiring together. This module
reads uploads' envelopes, finds a client's own job, streams result lines in input
order (a page of them, or all) and records a job's final failure;
`service.puzzles.checkjobs` and `service.solving.solvejobs` add what differs (chunking,
enqueueing, progress).
"""

from __future__ import annotations

import json
import re
import secrets
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any, TypedDict

from service.infra import clock
from service.infra.domain_errors import (
    Conflict,
    Invalid,
    Malformed,
    NotFound,
    Unavailable,
)
from service.infra.queues import REDIS_ERRORS, connection, store_job_input
from service.inputs.policy import SUSPECT_JSON, TEXT_ERROR, json_errors, parse_json


class JobState(StrEnum):
    """Where a bulk job stands (its hash's `status`)."""

    QUEUED = "queued"
    RUNNING = "running"
    RETRYING = "retrying"
    """Its worker stopped beating: it will run again (only reported)."""
    DONE = "done"
    FAILED = "failed"


JSONL_TYPES = frozenset(
    {
        "application/x-ndjson",
        "application/jsonl",
        "application/json-lines",
        "application/x-jsonlines",
    }
)
UNAVAILABLE = "the job store (Redis) is unavailable; retry later"
RESULTS_RETRY_AFTER = 2
"""Seconds a client asking for unfinished results is told to wait (Retry-After)."""
CHUNKS_PER_TRIP = 10  # result chunks fetched per Redis round trip


class JobLinks(TypedDict):
    """A job's URLs: its status and its results."""

    self: str
    results: str


@dataclass(frozen=True, slots=True)
class JobStore:
    """The Redis keys and reads of one kind of bulk job."""

    prefix: str  # e.g. "ricochet:checkjob:"
    noun: str  # e.g. "check job", in messages
    job_id: re.Pattern[str]  # what a well-formed id looks like
    id_prefix: str  # e.g. "cj": new ids are this and 16 hex digits

    def create(
        self,
        chunks: list[str],
        meta: dict[str, Any],
        ttl: int,
        enqueue: Callable[[str], None],
    ) -> tuple[str, dict[str, Any]]:
        """Store a new job (its meta: `meta` plus the common fields) and its input
        chunks in one round trip, then `enqueue(job_id)`; 503 when Redis is down."""
        job_id = self.id_prefix + secrets.token_hex(8)
        created = clock.now()
        meta = {
            "status": JobState.QUEUED,
            "chunks": len(chunks),
            **meta,
            "created_at": created.isoformat(),
            "expires_at": (created + timedelta(seconds=ttl)).isoformat(),
        }
        try:
            store_job_input(self.key(job_id), meta, chunks, ttl)
            enqueue(job_id)
        except REDIS_ERRORS as exc:
            raise Unavailable(UNAVAILABLE) from exc
        return job_id, meta

    def key(self, job_id: str, part: str = "") -> str:
        """Return the Redis key of a job (or of one of its parts)."""
        return self.prefix + job_id + (f":{part}" if part else "")

    def owned_meta(self, job_id: str, owner: str) -> dict[str, str]:
        """Return a job's meta hash if the client owns it (404 otherwise, 503 when
        Redis is down)."""
        valid = self.job_id.fullmatch(job_id) is not None
        try:
            raw = connection().hgetall(self.key(job_id)) if valid else {}
        except REDIS_ERRORS as exc:
            raise Unavailable(UNAVAILABLE) from exc
        meta = decode_hash(raw)
        if not meta or meta.get("owner") != owner:
            raise NotFound(f"no {self.noun} {job_id!r} (or it expired)")
        return meta

    def require_done(self, job_id: str, status: str) -> None:
        """Refuse results of a job that failed or is not done yet (409)."""
        if status == JobState.FAILED:
            raise Conflict(
                f"{self.noun} {job_id} failed; it has no results", kind="job-failed"
            )
        if status != JobState.DONE:
            raise Conflict(
                f"{self.noun} {job_id} is {status}; its results come when it is done",
                kind="job-not-finished",
                retry_after=RESULTS_RETRY_AFTER,
            )

    def results(
        self, job_id: str, chunk: int, start: int, stop: int
    ) -> Iterator[bytes]:
        """Yield result lines `start` to `stop` (chunks of `chunk` lines), a few
        chunks per round trip; a chunk wholly in range goes out as it is stored."""
        conn = connection()
        chunks = range(start // chunk, (stop + chunk - 1) // chunk)
        for first in range(chunks.start, chunks.stop, CHUNKS_PER_TRIP):
            numbers = range(first, min(chunks.stop, first + CHUNKS_PER_TRIP))
            texts = conn.mget([self.key(job_id, f"out:{n}") for n in numbers])
            for n, text in zip(numbers, texts, strict=True):
                yield from _lines_in(_bytes(text), n * chunk, start, stop)

    def record_failure(self, job_id: str, reason: str) -> None:
        """Mark a job failed for good (called when no retry is left)."""
        try:
            connection().hset(
                self.key(job_id),
                mapping={"status": JobState.FAILED, "error": reason[-500:]},
            )
        except REDIS_ERRORS:
            pass  # the job's meta expires anyway; nothing else to record


def _bytes(text: bytes | str | None) -> bytes:
    """Return a stored value as bytes (an expired one as nothing)."""
    if text is None:
        return b""
    return text if isinstance(text, bytes) else text.encode()


def _lines_in(text: bytes, first: int, start: int, stop: int) -> Iterator[bytes]:
    """Yield the lines of one chunk (its first line is number `first`) in range."""
    if not text:
        return
    count = text.count(b"\n") + 1
    if start <= first and first + count <= stop:
        yield text + b"\n"
        return
    for index, line in enumerate(text.split(b"\n"), start=first):
        if start <= index < stop:
            yield line + b"\n"


def decode_hash(raw: Any) -> dict[str, str]:
    """Return a Redis hash as text."""
    return {k.decode(): v.decode() for k, v in raw.items()}


# --- uploads ---------------------------------------------------------------------


@dataclass(frozen=True)
class Upload:
    """A job's items as sent: JSON Lines (each item its line of text) or a JSON
    envelope (each item an object, beside the envelope's other fields)."""

    items: list[Any]
    format: str  # "jsonl" or "json"
    options: dict[str, Any]  # the envelope's fields besides `items` (JSON only)

    def chunks(self, size: int) -> list[str]:
        """Serialise the items in chunks of `size`, in the upload's format."""
        dump: Callable[[list[Any]], str] = (
            "\n".join if self.format == "jsonl" else json.dumps
        )
        items = self.items
        return [dump(items[i : i + size]) for i in range(0, len(items), size)]


def read_upload(
    body: bytes, media_type: str, options: frozenset[str], limit: int
) -> Upload:
    """Read a job's upload: JSON Lines, or `{"items": [...], <options>}`; refuse an
    empty one, one over `limit` items, or one holding unstorable text (422)."""
    if media_type in JSONL_TYPES:
        upload = Upload(upload_lines(body), "jsonl", {})
    else:
        data = envelope(body, options)
        upload = Upload(data.pop("items"), "json", data)
    check_count(len(upload.items), limit)
    if SUSPECT_JSON.search(body):
        refuse_unstorable(enumerate(upload.items), parse=upload.format == "jsonl")
    return upload


def upload_lines(body: bytes) -> list[str]:
    """Return the non-blank lines of a UTF-8 JSON Lines upload."""
    try:
        return [line for line in body.decode().splitlines() if line.strip()]
    except UnicodeDecodeError as exc:
        raise Malformed("the upload is not valid UTF-8") from exc


def envelope(body: bytes, fields: frozenset[str]) -> dict[str, Any]:
    """Return a JSON body `{"items": [...], <other fields>}` (400/422 otherwise)."""
    try:
        data = parse_json(body)
    except ValueError as exc:
        raise Malformed("the request body is not valid JSON") from exc
    if not isinstance(data, dict):
        raise invalid("body", "must be an object with `items`")
    unknown = sorted(set(data) - fields - {"items"})
    if unknown:
        raise invalid(unknown[0], "Unknown field.")
    if not isinstance(data.get("items"), list):
        raise invalid("items", "must be a list of items")
    return data


def check_count(count: int, limit: int) -> None:
    """Refuse an empty job or one over the item limit."""
    if not 1 <= count <= limit:
        raise invalid("items", f"give between 1 and {limit} items")


def invalid(field: str, message: str) -> Exception:
    """Return a 422 problem on one field."""
    return Invalid(f"invalid field(s): {field}", errors={field: [message]})


def refuse_unstorable(items: Iterable[tuple[int, Any]], parse: bool) -> None:
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
                item = parse_json(item)
            except ValueError:  # too deep as well: the line's own error result
                continue
        for path, text in json_errors(item, f"items[{index}]"):
            if text.endswith(TEXT_ERROR):
                errors.setdefault(path, []).append(text)
    if errors:
        names = ", ".join(list(errors)[:5])
        raise Invalid(f"invalid field(s): {names}", errors=errors)
