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

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from flask import current_app
from rq.job import Job, JobStatus

from service.infra import queues
from service.infra.fairshare import admit_run, owners_of
from service.infra.jobstore import (
    JobLinks,
    JobState,
    JobStore,
    Upload,
    invalid,
    read_upload,
)
from service.infra.problems import public_failure
from service.infra.queues import (
    BULK,
    FINAL_STATUSES,
    REDIS_ERRORS,
    bulk_job_options,
    enqueue_unique,
    fetch_job,
    retry_cause,
)

CheckJobState = JobState
STORE = JobStore("ricochet:checkjob:", "check job", re.compile(r"cj[0-9a-f]{16}"), "cj")
MAX_CHUNK = 1000
JOB = "workers.jobs.run_check_job"
FAILED_CALLBACK = "workers.jobs.check_job_failed"
WORKER_LOST = (
    "the worker running this job stopped (its heartbeat lapsed); the job will be "
    "run again, keeping the chunks already checked"
)
RUN_FAILED = (
    "a run of this job failed (an error, or its work process was killed); it will "
    "run again, keeping the chunks already checked"
)
KIND = "check job"
"""The kind of pending work the caps count (fairshare)."""
key = STORE.key
owned_meta = STORE.owned_meta
record_failure = STORE.record_failure


def chunk_size() -> int:
    """Return the items per chunk (the batch checker's limit, at most 1,000)."""
    return min(MAX_CHUNK, int(current_app.config["BATCH_MAX_ITEMS"]))


# --- creating --------------------------------------------------------------------


def create_check_job(body: bytes, media_type: str, grade: bool, owner: str) -> CheckJob:
    """Validate the upload's envelope, store its items and enqueue the job.

    A JSON body is `{"items": [...], "grade"?: bool}`; a JSON Lines body has one item
    per line (blank lines are skipped; a malformed line becomes an error result).
    """
    limit = current_app.config["CHECK_JOB_MAX_ITEMS"]
    upload = read_upload(body, media_type, frozenset({"grade"}), limit)
    grade = upload.options.get("grade", grade)
    if not isinstance(grade, bool):
        raise invalid("grade", "Not a valid boolean.")

    def create() -> tuple[str, CheckJob]:
        job = _store(upload, grade, owner)
        return job.id, job

    return admit_run(KIND, owner, caps(), pending, create)[1]


def caps() -> tuple[int, int]:
    """Return the (key, address) caps on pending check jobs."""
    config = current_app.config
    return int(config["CHECK_JOBS_PER_KEY"]), int(config["PENDING_PER_ADDRESS"])


def pending(job_id: str) -> bool | None:
    """Tell whether a check job is queued or running (None: no such job)."""
    status = queues.connection().hget(key(job_id), "status")
    if status is None:
        return None
    text = status.decode() if isinstance(status, bytes) else str(status)
    return text in (CheckJobState.QUEUED, CheckJobState.RUNNING)


def rq_job_id(job_id: str, segment: int = 0) -> str:
    """Return the RQ job id of one segment (a run of a slice) of a check job."""
    return f"check-{job_id}" if segment == 0 else f"check-{job_id}-{segment}"


def enqueue_segment(job_id: str, segment: int) -> None:
    """Enqueue a segment of a check job at the back of `bulk` (once).

    :raise redis.RedisError: when Redis is unreachable.
    """
    options = bulk_job_options(FAILED_CALLBACK)
    args = [job_id] if segment == 0 else [job_id, segment]
    enqueue_unique(BULK, JOB, rq_job_id(job_id, segment), args, options=options)


def _store(upload: Upload, grade: bool, owner: str) -> CheckJob:
    """Write the job and its chunks in one round trip, then enqueue it (503 if down)."""
    size = chunk_size()
    meta: dict[str, Any] = {"total": len(upload.items), "done": 0, "chunk": size}
    meta.update(grade=int(grade), format=upload.format, owner=owner)
    meta.update(address=owners_of(owner).address, segment=0)

    def enqueue(job_id: str) -> None:
        enqueue_segment(job_id, 0)

    ttl = int(current_app.config["CHECK_JOB_TTL"])
    job_id, stored = STORE.create(upload.chunks(size), meta, ttl, enqueue)
    return shown_job(job_id, stored)


# --- reading ---------------------------------------------------------------------


def get_check_job(job_id: str, owner: str) -> CheckJob:
    """Return a job's status (404 when unknown, expired or another client's);
    `retrying` when the worker running it stopped beating (it died), `failed` once
    its RQ job failed with no retry left."""
    return shown_job(job_id, shown_meta(job_id, owned_meta(job_id, owner)))


def reported_status(job_id: str, meta: dict[str, str]) -> str:
    """Return the status to report (the same in the status and the 409)."""
    return shown_meta(job_id, meta)["status"]


def shown_meta(job_id: str, meta: dict[str, str]) -> dict[str, str]:
    """Return a job's hash as shown: `failed` with the reason when its RQ job
    failed with no retry left (a work horse killed on its last run: the sweep
    records it), `retrying` when its worker stopped beating (even before the job
    marked itself running) or its failed run waits for its retry, else as stored."""
    if meta["status"] not in (CheckJobState.QUEUED, CheckJobState.RUNNING):
        return meta
    try:
        job = fetch_job(rq_job_id(job_id, int(meta.get("segment") or 0)))
    except REDIS_ERRORS:
        return meta
    if job is None:
        return meta  # the sweep enqueues it again
    reason = final_failure(job)
    if reason is not None:
        return {**meta, "status": CheckJobState.FAILED, "error": reason}
    cause = retry_cause(job)
    if cause is None:
        return meta
    error = WORKER_LOST if cause == queues.WORKER_LOST else RUN_FAILED
    return {**meta, "status": CheckJobState.RETRYING, "error": error}


def final_failure(job: Job) -> str | None:
    """Return why an RQ job failed for good (its last failure, shortened), or None
    while it may still succeed."""
    state = job.get_status(refresh=False)
    if state not in FINAL_STATUSES or state == JobStatus.FINISHED or job.should_retry:
        return None
    result = job.latest_result()
    text = (result.exc_string if result else None) or f"job {state}"
    return f"no retry is left; the last run: {public_failure(str(text))}"[:500]


@dataclass(frozen=True, slots=True)
class CheckJob:
    """A check job as its owner sees it: its Redis hash, typed."""

    id: str
    status: str
    total: int
    done: int
    grade: bool
    created_at: str
    expires_at: str
    error: str | None

    @property
    def links(self) -> JobLinks:
        """The job's URLs."""
        url = f"/v1/check-jobs/{self.id}"
        return {"self": url, "results": f"{url}/results"}


def shown_job(job_id: str, meta: dict[str, Any]) -> CheckJob:
    """Return a job from its stored hash (Redis gives strings)."""
    return CheckJob(
        job_id,
        meta["status"],
        int(meta["total"]),
        int(meta["done"]),
        bool(int(meta["grade"])),
        meta["created_at"],
        meta["expires_at"],
        meta.get("error") or None,
    )


def result_lines(job_id: str, owner: str) -> Iterator[bytes]:
    """Return the result JSON Lines of a finished job, in input order (409 before)."""
    meta = owned_meta(job_id, owner)
    STORE.require_done(job_id, reported_status(job_id, meta))
    total = int(meta["total"])
    return STORE.results(job_id, int(meta["chunk"]), 0, total)
