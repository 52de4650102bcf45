"""RQ queues: names, the connection, and enqueueing unique jobs.

Three queues, served in this order by every worker: `interactive` (rounds, explicit
requests) ahead of `bulk` (puzzle creation, check jobs, sweeps) ahead of
`background` (work nobody is waiting for: future days' pre-generation); `heavy` and
`analysis` only by workers started for them. Jobs are JSON
serialised (never pickle) and name their function by dotted path, so the API
never imports the workers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import redis as redis_lib
from flask import current_app
from rq import Queue, Retry
from rq.callbacks import Callback
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer
from rq.utils import now as rq_now

from service.infra import rq_patches  # noqa: F401  (RQ fixes, applied on import)
from service.infra.extensions import get_redis
from service.infra.logs import current_request_id

INTERACTIVE = "interactive"
BULK = "bulk"
BACKGROUND = "background"
QUEUES = (INTERACTIVE, BULK, BACKGROUND)
"""Queue names in priority order (a worker takes interactive jobs first)."""
HEAVY = "heavy"
"""Client work of open-ended length (solves of boards over SOLVE_LONG_CELLS, record
searches, long puzzle requests): served only by workers started for it
(`python -m workers -q heavy`), never by the ones serving QUEUES, so it never
holds a worker that answers interactive solves."""
ANALYSIS = "analysis"
"""Exhaustive analyses, one job per target of a board (minutes to hours each):
served only by workers started for it, last (`python -m workers -q background -q
analysis`), so an analysis never holds a worker the other queues need."""
ALL_QUEUES = (*QUEUES, HEAVY, ANALYSIS)
"""Every queue a job may be put on."""

REDIS_ERRORS = (redis_lib.exceptions.RedisError, OSError)
"""What a Redis outage raises (connection refused, timeouts, a vanished socket)."""

FINAL_STATUSES = frozenset(
    {JobStatus.FINISHED, JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}
)


def connection() -> redis_lib.Redis:
    """Return the app's Redis connection."""
    return get_redis()


def get_queue(name: str, conn: redis_lib.Redis | None = None) -> Queue:
    """Return a JSON-serialising queue by name."""
    if name not in ALL_QUEUES:
        raise ValueError(f"unknown queue {name!r}")
    return Queue(name, connection=conn or connection(), serializer=JSONSerializer)


def fetch_job(job_id: str, conn: redis_lib.Redis | None = None) -> Job | None:
    """Return a job by id, or None when Redis does not hold it."""
    try:
        return Job.fetch(
            job_id, connection=conn or connection(), serializer=JSONSerializer
        )
    except NoSuchJobError:
        return None


def heartbeat_lapsed(job: Job) -> bool:
    """Tell whether a started job's worker stopped beating (it died or hangs).

    Workers refresh a running job's heartbeat every WORKER_MONITOR_SECONDS; two
    missed beats (and two seconds) mean the job is abandoned: a sweep or another
    worker's maintenance retries it once RQ's own, longer grace has passed.
    """
    beat = job.last_heartbeat
    if beat is None:
        return False
    limit = 2 * int(current_app.config["WORKER_MONITOR_SECONDS"]) + 2
    return (rq_now() - beat).total_seconds() > limit


WORKER_LOST = "worker-lost"
RUN_FAILED = "run-failed"
WAITING_STATUSES = frozenset({JobStatus.QUEUED, JobStatus.SCHEDULED})


def retry_cause(job: Job) -> str | None:
    """Say why a job is waiting to run again, or None when it is not.

    WORKER_LOST: it is started but its worker stopped beating (it died or hangs);
    RUN_FAILED: a run failed (an error, or a work process killed mid-job, which
    RQ's worker reports as a failure) and RQ queued or scheduled its retry.
    """
    state = job.get_status(refresh=False)
    if state == JobStatus.STARTED:
        return WORKER_LOST if heartbeat_lapsed(job) else None
    if state in WAITING_STATUSES and was_retried(job):
        return RUN_FAILED
    return None


def was_retried(job: Job) -> bool:
    """Tell whether RQ has used up one of the job's retries (retry_policy gives a
    job as many retries as intervals)."""
    left, intervals = job.retries_left, job.retry_intervals or []
    return left is not None and left < max(1, len(intervals))


def retry_policy() -> Retry:
    """Return the configured back-off for failed jobs."""
    intervals = [int(s) for s in current_app.config["SOLVE_RETRY_INTERVALS"]]
    return Retry(max=max(1, len(intervals)), interval=intervals or [0])


def enqueue_unique(
    queue_name: str,
    func: str,
    job_id: str,
    args: Sequence[Any] = (),
    *,
    options: Mapping[str, Any] | None = None,
    conn: redis_lib.Redis | None = None,
) -> Job | None:
    """Enqueue `func(*args)` as job `job_id` unless that job is pending.

    A finished, failed or stopped job of the same id is replaced (its outcome is
    recorded elsewhere). Returns the new job, or None when one is already queued,
    scheduled or running.

    :raise redis.RedisError: when Redis is unreachable.
    """
    conn = conn or connection()
    queue = get_queue(queue_name, conn)
    options = with_request_id(options)
    for _ in range(2):
        try:
            return queue.enqueue_call(
                func, args=list(args), job_id=job_id, unique=True, **options
            )
        except DuplicateJobError:
            old = fetch_job(job_id, conn)
            if old is not None and old.get_status(refresh=False) not in FINAL_STATUSES:
                return None
            if old is not None:
                old.delete()
    return None


def with_request_id(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Return enqueue options whose job meta carries the current request id."""
    out = dict(options or {})
    rid = current_request_id()
    if rid is not None:
        out["meta"] = {**out.get("meta", {}), "request_id": rid}
    return out


def promote(job_id: str, conn: redis_lib.Redis | None = None) -> bool:
    """Move a job waiting on `bulk` to the front of `interactive`; tell if moved."""
    conn = conn or connection()
    job = fetch_job(job_id, conn)
    if job is None or job.origin != BULK:
        return False
    if job.get_status(refresh=False) != JobStatus.QUEUED:
        return False
    if not conn.lrem(get_queue(BULK, conn).key, 0, job_id):
        return False  # a worker took it meanwhile
    get_queue(INTERACTIVE, conn).enqueue_job(job, at_front=True)
    return True


def bulk_job_options(on_failure: str) -> dict[str, Any]:
    """Return the enqueue options of a long bulk job (check or solve job chunks)."""
    return {
        "timeout": 6 * 3600,
        "result_ttl": 600,
        "retry": retry_policy(),
        "on_failure": Callback(on_failure),
    }


def store_job_input(
    key: str, meta: Mapping[Any, Any], chunks: Sequence[str], ttl: int
) -> None:
    """Store a bulk job's hash and its input chunks (`<key>:in:<n>`), expiring."""
    pipe = connection().pipeline(transaction=False)
    pipe.hset(key, mapping=dict(meta))
    pipe.expire(key, ttl)
    for n, text in enumerate(chunks):
        pipe.set(f"{key}:in:{n}", text, ex=ttl)
    pipe.execute()
