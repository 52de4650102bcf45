"""Solve jobs: up to 10,000 puzzles solved in the background, many per chunk job.

The API stores the raw items in Redis in chunks of CHUNK puzzles and enqueues
`bulk` RQ jobs per chunk (a worker is never held by one job for long; several
share a job when SOLVE_JOB_CHUNKS_AHEAD is above 1). A chunk job
(`workers.solvebatch`) solves its puzzles one after another in the worker's own
process, with no fork per chunk or puzzle, and records results as it goes: stored
puzzles in the `solves` table (as single solves are), every result in the solve
cache. A retried chunk keeps what was recorded and solves the rest. Everything
expires CHECK_JOB_TTL seconds after creation, as check jobs do.

Fair shares: a key may have SOLVE_JOBS_PER_KEY solve jobs queued or running, the
keys of one address PENDING_PER_ADDRESS, and a key or address whose worker-time
budget is spent gets 429 (`service.infra.fairshare`); each chunk's seconds are
charged as it runs. Only SOLVE_JOB_CHUNKS_AHEAD chunks of a job are on `bulk` at
once: chunk n, once done, enqueues chunk n + SOLVE_JOB_CHUNKS_AHEAD at the back,
so another client's job waits behind a few chunks of each pending job, not all;
and a chunk gives its worker back after BULK_SLICE_SECONDS, its rest enqueued at
the back as a later part (`<id>-<n>-<part>`, the hash's `part:<n>`).

Keys: `ricochet:solvejob:<id>` (hash: status, total, chunks, chunk, format, owner,
address, ahead, max_seconds, created_at, expires_at, error, `done:<n>` puzzles
finished in chunk n, `fin:<n>` chunk n complete), `...:in:<n>` and `...:out:<n>`
(result lines).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from flask import current_app
from rq.job import Job
from rq.serializers import JSONSerializer

from service.infra import queues
from service.infra.fairshare import admit_run, owners_of
from service.infra.jobstore import (
    JobLinks,
    JobState,
    JobStore,
    Upload,
    decode_hash,
    invalid,
    read_upload,
)
from service.infra.queues import (
    BULK,
    REDIS_ERRORS,
    bulk_job_options,
    connection,
    enqueue_unique,
    retry_cause,
)

STORE = JobStore("ricochet:solvejob:", "solve job", re.compile(r"sj[0-9a-f]{16}"), "sj")
CHUNK = 100
"""Puzzles per chunk job: short enough (~0.1 s of <= 10-move searches) that a worker
takes waiting client work soon."""
JOB = "workers.jobs.run_solve_chunk"
FAILED_CALLBACK = "workers.jobs.solve_chunk_failed"
SolveJobState = JobState
KIND = "solve job"
"""The kind of pending work the caps count (fairshare)."""
RETRY_MESSAGES = {
    queues.WORKER_LOST: "the worker running a chunk of this job stopped (its "
    "heartbeat lapsed); the chunk will be run again, keeping what it recorded",
    queues.RUN_FAILED: "a run of a chunk of this job failed (an error, or its work "
    "process was killed); the chunk will run again, keeping what it recorded",
}
key = STORE.key
owned_meta = STORE.owned_meta
record_failure = STORE.record_failure


def chunk_job_id(job_id: str, n: int, part: int = 0) -> str:
    """Return the RQ job id of one chunk of a solve job (a later part of it: the
    rest of a chunk that gave its worker back after BULK_SLICE_SECONDS)."""
    return f"{job_id}-{n}" if part == 0 else f"{job_id}-{n}-{part}"


# --- creating --------------------------------------------------------------------


def create_solve_job(
    body: bytes, media_type: str, max_seconds: float | None, owner: str
) -> SolveJob:
    """Validate the upload's envelope, store its items and enqueue the chunk jobs.

    A JSON body is `{"items": [...], "max_seconds"?: number}`; a JSON Lines body has
    one item per line. Items are checked one by one in the worker (a bad item gets
    an error result, the others are solved).
    """
    limit = current_app.config["SOLVE_JOB_MAX_ITEMS"]
    upload = read_upload(body, media_type, frozenset({"max_seconds"}), limit)
    seconds = _check_seconds(upload.options.get("max_seconds", max_seconds))

    def create() -> tuple[str, SolveJob]:
        job = _store(upload, seconds, owner)
        return job.id, job

    return admit_run(KIND, owner, caps(), pending, create)[1]


def caps() -> tuple[int, int]:
    """Return the (key, address) caps on pending solve jobs."""
    config = current_app.config
    return int(config["SOLVE_JOBS_PER_KEY"]), int(config["PENDING_PER_ADDRESS"])


def pending(job_id: str) -> bool | None:
    """Tell whether a solve job is queued or running (None: no such job)."""
    meta = decode_hash(connection().hgetall(key(job_id)))
    if not meta:
        return None
    return progress(meta)[0] in (SolveJobState.QUEUED, SolveJobState.RUNNING)


def _check_seconds(value: Any) -> float | None:
    """Refuse a per-puzzle time limit that is not a number in (0, SOLVE_MAX_SECONDS]."""
    if value is None:
        return None
    limit = float(current_app.config["SOLVE_MAX_SECONDS"])
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise invalid("max_seconds", "Not a valid number.")
    if not 0 < value <= limit:
        raise invalid("max_seconds", f"must be above 0 and at most {limit:g}")
    return float(value)


def enqueue_chunk(job_id: str, n: int, part: int = 0) -> None:
    """Enqueue chunk `n` (or a later part of it) at the back of `bulk` (once).

    :raise redis.RedisError: when Redis is unreachable.
    """
    options = bulk_job_options(FAILED_CALLBACK)
    args = [job_id, n] if part == 0 else [job_id, n, part]
    rq_id = chunk_job_id(job_id, n, part)
    enqueue_unique(BULK, JOB, rq_id, args, options=options)


def next_chunk(meta: dict[str, str], n: int) -> int | None:
    """Return the chunk that chunk `n`, once done, enqueues (None: no more)."""
    later = n + int(meta.get("ahead") or meta["chunks"])
    return later if later < int(meta["chunks"]) else None


def _store(upload: Upload, max_seconds: float | None, owner: str) -> SolveJob:
    """Write the job and its chunks in one round trip, then enqueue the first
    SOLVE_JOB_CHUNKS_AHEAD chunk jobs."""
    ahead = max(1, int(current_app.config["SOLVE_JOB_CHUNKS_AHEAD"]))
    meta: dict[str, Any] = {"total": len(upload.items), "chunk": CHUNK}
    meta.update(format=upload.format, owner=owner, ahead=ahead)
    meta.update(address=owners_of(owner).address)
    meta.update(max_seconds="" if max_seconds is None else max_seconds)
    chunks = upload.chunks(CHUNK)

    def enqueue(job_id: str) -> None:
        for n in range(min(ahead, len(chunks))):
            enqueue_chunk(job_id, n)

    ttl = int(current_app.config["CHECK_JOB_TTL"])
    job_id, stored = STORE.create(chunks, meta, ttl, enqueue)
    return shown_job(job_id, stored)


# --- reading ---------------------------------------------------------------------


def get_solve_job(job_id: str, owner: str) -> SolveJob:
    """Return a job's status and progress (404 when unknown, expired or another's);
    `retrying` while one of its chunks waits to run again (also when its worker
    died before the chunk marked the job running)."""
    meta = owned_meta(job_id, owner)
    if progress(meta)[0] in (SolveJobState.QUEUED, SolveJobState.RUNNING):
        cause = _retry_cause(job_id, meta)
        if cause is not None:
            error = RETRY_MESSAGES[cause]
            meta = {**meta, "status": SolveJobState.RETRYING, "error": error}
    return shown_job(job_id, meta)


def _retry_cause(job_id: str, meta: dict[str, str]) -> str | None:
    """Say why one of a running job's unfinished chunks waits to run again (its
    RQ jobs read in one round trip), or None."""
    ids = [
        chunk_job_id(job_id, n, int(meta.get(f"part:{n}") or 0))
        for n in range(int(meta["chunks"]))
        if f"fin:{n}" not in meta
    ]
    try:
        found = Job.fetch_many(ids, connection(), serializer=JSONSerializer)
    except REDIS_ERRORS:
        return None
    causes = (retry_cause(job) for job in found if job is not None)
    return next((cause for cause in causes if cause is not None), None)


def progress(meta: dict[str, str]) -> tuple[str, int]:
    """Return a job's state and puzzles finished, from its chunks' counters."""
    done = sum(int(v) for k, v in meta.items() if k.startswith("done:"))
    finished = sum(1 for k in meta if k.startswith("fin:"))
    status = meta["status"]
    if status != SolveJobState.FAILED and finished == int(meta["chunks"]):
        status = SolveJobState.DONE
    return status, min(done, int(meta["total"]))


@dataclass(frozen=True, slots=True)
class SolveJob:
    """A solve job as its owner sees it: its Redis hash, typed, with progress."""

    id: str
    status: str
    total: int
    done: int
    max_seconds: float | None
    created_at: str
    expires_at: str
    error: str | None

    @property
    def links(self) -> JobLinks:
        """The job's URLs."""
        url = f"/v1/solve-jobs/{self.id}"
        return {"self": url, "results": f"{url}/results"}


def shown_job(job_id: str, meta: dict[str, Any]) -> SolveJob:
    """Return a job from its stored hash, with its progress over the chunks."""
    status, done = progress({k: str(v) for k, v in meta.items()})
    seconds = meta.get("max_seconds")
    return SolveJob(
        job_id,
        status,
        int(meta["total"]),
        done,
        float(seconds) if seconds else None,
        meta["created_at"],
        meta["expires_at"],
        meta.get("error") or None,
    )


def result_lines(
    job_id: str, owner: str, offset: int = 0, limit: int | None = None
) -> Iterator[bytes]:
    """Return result JSON Lines `offset`.. of a finished job, in input order."""
    meta = owned_meta(job_id, owner)
    STORE.require_done(job_id, progress(meta)[0])
    total = int(meta["total"])
    stop = total if limit is None else min(total, offset + limit)
    return STORE.results(job_id, CHUNK, offset, stop)
