"""Puzzle requests and record searches as bulk jobs: a `JobStore` hash, one RQ job.

A task's RQ job (its id is the task's) is retried with back-off when it fails or
its worker dies (SOLVE_RETRY_INTERVALS, as check jobs); its status shows
`retrying` meanwhile, and `failed` with the reason once no retry is left. The hash
is the durable record: it holds the task's `deadline` (a request's from its
creation, a search's from its first start), and a task still pending GRACE_SECONDS
past it is failed, by the sweep (`workers.sweep`) and in what the API shows, so
nothing is `running` for longer than its budget and a minute.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from flask import current_app
from rq.callbacks import Callback
from rq.job import JobStatus

from service.infra import clock, queues
from service.infra.jobstore import JobState, JobStore
from service.infra.problems import public_failure
from service.infra.queues import (
    BULK,
    FINAL_STATUSES,
    REDIS_ERRORS,
    connection,
    enqueue_unique,
    fetch_job,
    retry_cause,
    retry_policy,
)

FAILED_CALLBACK = "workers.library.task_failed"
PENDING = "ricochet:library:pending"
"""Hash of the unfinished tasks, task key -> job function: the sweep's list."""
GRACE_SECONDS = 60
"""How long past its deadline a task may still be pending before it is failed."""
PENDING_STATES = frozenset({JobState.QUEUED, JobState.RUNNING})
WORKER_LOST = (
    "the worker running this {noun} stopped (its heartbeat lapsed); it will run "
    "again, keeping what it found"
)
RUN_FAILED = (
    "a run of this {noun} failed (an error, or its work process was killed); it "
    "will run again, keeping what it found"
)
OVERDUE = (
    "this {noun} did not finish within its time budget and a minute (no worker "
    "ran it to the end in time)"
)


def create_task(
    store: JobStore,
    job: str,
    fields: dict[str, Any],
    owner: str,
    timeout: int,
    queue: str = BULK,
) -> tuple[str, dict[str, str]]:
    """Store a new task's hash (kept CHECK_JOB_TTL) and enqueue `job(task_id)` on
    `queue`, where a client waits for it, retried when it fails or its worker dies;
    503 when Redis is down."""

    def enqueue(task_id: str) -> None:
        connection().hset(PENDING, store.key(task_id), job)
        enqueue_unique(queue, job, task_id, [task_id], options=job_options(timeout))

    ttl = int(current_app.config["CHECK_JOB_TTL"])
    task_id, meta = store.create(
        [], {**fields, "owner": owner, "queue": queue}, ttl, enqueue
    )
    return task_id, {k: str(v) for k, v in meta.items()}


def job_options(timeout: int) -> dict[str, Any]:
    """Return a task job's enqueue options: its timeout, retries, failure callback."""
    return {
        "timeout": timeout,
        "result_ttl": 600,
        "retry": retry_policy(),
        "on_failure": Callback(FAILED_CALLBACK),
    }


def deadline_from(start: datetime, seconds: float) -> str:
    """Return the deadline of a budget of `seconds` from `start` (hash text)."""
    return (start + timedelta(seconds=seconds)).isoformat()


def overdue(meta: dict[str, str]) -> bool:
    """Tell whether a task is past its deadline and the grace (never without one)."""
    deadline = meta.get("deadline")
    if not deadline:
        return False
    limit = datetime.fromisoformat(deadline) + timedelta(seconds=GRACE_SECONDS)
    return clock.now() > limit


def reported(task_id: str, meta: dict[str, str], noun: str) -> tuple[str, str | None]:
    """Return the status to show for a task and why it is not the stored one:
    `retrying` while its RQ job waits to run again, `failed` once it cannot
    (no retry left, or past its deadline and the grace)."""
    status = meta["status"]
    if status not in PENDING_STATES:
        return status, meta.get("error") or None
    if overdue(meta):
        return JobState.FAILED, OVERDUE.format(noun=noun)
    try:
        job = fetch_job(task_id)
    except REDIS_ERRORS:
        return status, None
    if job is None:
        return status, None  # the sweep enqueues it again
    state = job.get_status(refresh=False)
    if state in FINAL_STATUSES and state != JobStatus.FINISHED:
        if not job.should_retry:
            return JobState.FAILED, final_reason(job)
    cause = retry_cause(job) if status == JobState.RUNNING else None
    if cause is None:
        return status, None
    message = WORKER_LOST if cause == queues.WORKER_LOST else RUN_FAILED
    return JobState.RETRYING, message.format(noun=noun)


def final_reason(job: Any) -> str:
    """Return why a task's RQ job failed for good (its last failure, shortened)."""
    result = job.latest_result()
    text = (result.exc_string if result else None) or f"job {job.get_status()}"
    return f"no retry is left; the last run: {public_failure(str(text))}"[:500]


def finish(key: str, fields: dict[Any, Any]) -> None:
    """Write a task's final fields (status done or failed) and unlist it."""
    pipe = connection().pipeline(transaction=False)
    pipe.hset(key, mapping=fields)
    pipe.hdel(PENDING, key)
    pipe.execute()


def fail(key: str, reason: str) -> None:
    """Mark a task failed for good, saying why."""
    finish(key, {"status": JobState.FAILED, "error": reason[-500:]})
