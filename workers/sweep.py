"""The periodic sweep: nothing requested is silently lost.

Run by the scheduler every SOLVE_SWEEP_SECONDS (see `workers.cron`):
- jobs whose worker died (no heartbeat past the grace) are retried or failed,
- pending solves in the database with no job in Redis (Redis restarted empty, or
  was down when they were requested) are enqueued again,
- pending solves whose job failed for good are recorded as failed,
- puzzle requests and record searches that cannot finish (no retry left, or past
  their deadline and a minute) are failed, those Redis lost enqueued again
  (`sweep_tasks`),
- check and solve jobs whose RQ job failed for good unseen (a work horse killed
  on its last run: RQ runs no failure callback) are failed, saying why, and those
  whose RQ job Redis lost are enqueued again (`sweep_bulk_jobs`).
"""

from __future__ import annotations

import logging

import sqlalchemy as sa
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry
from rq.serializers import JSONSerializer

from service.infra.extensions import db
from service.infra.jobstore import JobState, decode_hash
from service.infra.queues import (
    ALL_QUEUES,
    BULK,
    FINAL_STATUSES,
    connection,
    enqueue_unique,
    fetch_job,
)
from service.library import records, requests, tasks
from service.puzzles import checkjobs
from service.solving import solvejobs, solves
from service.solving.models import Solve, SolveState
from workers.solving import record_failure

log = logging.getLogger(__name__)

BATCH = 1000


def run_sweep(limit: int = 10 * BATCH) -> dict[str, int]:
    """Sweep once; return counts of what was done."""
    conn = connection()
    for name in ALL_QUEUES:  # abandoned jobs: retried, or failed (failure callback)
        StartedJobRegistry(name, connection=conn, serializer=JSONSerializer).cleanup()
    counts = {"pending": 0, "requeued": 0, "failed": 0}
    after = ""
    while counts["pending"] < limit:
        rows = _pending(after)
        if not rows:
            break
        _sweep_rows(rows, counts)
        after = rows[-1][0]
    if counts["requeued"] or counts["failed"]:
        log.info("sweep: %s", counts)
    library = sweep_tasks()  # puzzle requests and record searches
    if library["requeued"] or library["failed"]:
        log.info("sweep of library tasks: %s", library)
    bulk = sweep_bulk_jobs()  # check and solve jobs
    if bulk["requeued"] or bulk["failed"]:
        log.info("sweep of check and solve jobs: %s", bulk)
    return counts


def _pending(after: str) -> list[tuple[str, str]]:
    """Return the next batch of (puzzle id, queue) of queued or running solves."""
    query = (
        sa.select(Solve.puzzle_id, Solve.queue)
        .where(
            Solve.status.in_((SolveState.QUEUED, SolveState.RUNNING)),
            Solve.puzzle_id > after,
        )
        .order_by(Solve.puzzle_id)
        .limit(BATCH)
    )
    rows = [(pid, queue) for pid, queue in db.session.execute(query)]
    db.session.rollback()  # end the read transaction; the rows are plain tuples
    return rows


def _sweep_rows(rows: list[tuple[str, str]], counts: dict[str, int]) -> None:
    """Enqueue the rows' missing jobs; record the ones that failed for good."""
    conn = connection()
    ids = [solves.job_id(pid) for pid, _ in rows]
    jobs = Job.fetch_many(ids, connection=conn, serializer=JSONSerializer)
    for (puzzle_id, queue), job in zip(rows, jobs, strict=True):
        counts["pending"] += 1
        if job is None:
            counts["requeued"] += solves.enqueue_solve(puzzle_id, queue, conn)
            continue
        state = job.get_status(refresh=False)
        if (
            state in FINAL_STATUSES
            and state != JobStatus.FINISHED
            and not job.should_retry
        ):
            counts["failed"] += record_failure(puzzle_id, solves.job_failure(job))


TASK_STORES = {requests.JOB: requests.STORE, records.JOB: records.STORE}


def sweep_tasks() -> dict[str, int]:
    """Fail the unfinished tasks that cannot finish (no retry left, or past their
    deadline's grace) and enqueue again those whose job Redis lost; return counts."""
    conn = connection()
    counts = {"pending": 0, "requeued": 0, "failed": 0}
    for key, job in decode_hash(conn.hgetall(tasks.PENDING)).items():
        store, task_id = TASK_STORES.get(job), key.rpartition(":")[2]
        meta = decode_hash(conn.hgetall(key))
        if store is None or not meta or meta["status"] not in tasks.PENDING_STATES:
            conn.hdel(tasks.PENDING, key)  # finished, expired, or of no known kind
            continue
        counts["pending"] += 1
        status, why = tasks.reported(task_id, meta, store.noun)
        if status == JobState.FAILED:
            tasks.fail(key, why or "failed")
            counts["failed"] += 1
        elif fetch_job(task_id, conn) is None:  # lost: Redis restarted from a save
            budget = float(meta.get("max_seconds") or meta.get("seconds") or 0)
            options = tasks.job_options(int(budget) + 120)
            queue = meta.get("queue") or BULK
            enqueued = enqueue_unique(queue, job, task_id, [task_id], options=options)
            counts["requeued"] += enqueued is not None
    return counts


def sweep_bulk_jobs() -> dict[str, int]:
    """Fail the queued or running check and solve jobs whose RQ job failed for
    good, and enqueue again those whose RQ job Redis lost; return counts."""
    conn = connection()
    counts = {"pending": 0, "requeued": 0, "failed": 0}
    for store, sweep in (
        (checkjobs.STORE, _sweep_check),
        (solvejobs.STORE, _sweep_solve),
    ):
        for name in conn.scan_iter(
            match=f"{store.prefix}{store.id_prefix}*", count=BATCH
        ):
            text = name.decode() if isinstance(name, bytes) else str(name)
            job_id = text[len(store.prefix) :]
            if not store.job_id.fullmatch(job_id):
                continue  # a chunk's input or results
            meta = decode_hash(conn.hgetall(text))
            if meta.get("status") in tasks.PENDING_STATES:
                counts["pending"] += 1
                sweep(job_id, meta, counts)
    return counts


def _sweep_check(job_id: str, meta: dict[str, str], counts: dict[str, int]) -> None:
    """Fail a check job whose current segment failed for good; enqueue it again
    when Redis lost it (the next segment, once queued, is the current one)."""
    segment = int(meta.get("segment") or 0)
    ids = [
        checkjobs.rq_job_id(job_id, segment + 1),
        checkjobs.rq_job_id(job_id, segment),
    ]
    later, current = Job.fetch_many(
        ids, connection=connection(), serializer=JSONSerializer
    )
    if later is not None:
        current, segment = later, segment + 1
    elif (
        current is not None and current.get_status(refresh=False) == JobStatus.FINISHED
    ):
        current, segment = None, segment + 1  # it ended queueing a next one, lost
    if current is None:
        checkjobs.enqueue_segment(job_id, segment)
        counts["requeued"] += 1
    elif _failed_for_good(current):
        checkjobs.record_failure(job_id, tasks.final_reason(current))
        counts["failed"] += 1


def _sweep_solve(job_id: str, meta: dict[str, str], counts: dict[str, int]) -> None:
    """Fail a solve job one of whose queued chunks failed for good; enqueue again
    the chunks Redis lost."""
    ahead = int(meta.get("ahead") or meta["chunks"])
    queued = [
        (n, int(meta.get(f"part:{n}") or 0))
        for n in range(int(meta["chunks"]))
        if f"fin:{n}" not in meta and (n < ahead or f"fin:{n - ahead}" in meta)
    ]
    ids = [solvejobs.chunk_job_id(job_id, n, part) for n, part in queued]
    jobs = Job.fetch_many(ids, connection=connection(), serializer=JSONSerializer)
    for (n, part), job in zip(queued, jobs, strict=True):
        if job is None:
            solvejobs.enqueue_chunk(job_id, n, part)
            counts["requeued"] += 1
        elif _failed_for_good(job):
            solvejobs.record_failure(job_id, tasks.final_reason(job))
            counts["failed"] += 1
            return


def _failed_for_good(job: Job) -> bool:
    """Tell whether an RQ job ended without success and will not run again."""
    state = job.get_status(refresh=False)
    return (
        state in FINAL_STATUSES and state != JobStatus.FINISHED and not job.should_retry
    )
