"""Puzzle requests and record searches as bulk jobs: a `JobStore` hash, one RQ job."""

from __future__ import annotations

from typing import Any

from flask import current_app

from service.infra.jobstore import JobStore
from service.infra.queues import BULK, enqueue_unique


def create_task(
    store: JobStore,
    job: str,
    fields: dict[str, Any],
    owner: str,
    timeout: int,
    queue: str = BULK,
) -> tuple[str, dict[str, str]]:
    """Store a new task's hash (kept CHECK_JOB_TTL) and enqueue `job(task_id)` on
    `queue`, where a client waits for it; 503 when Redis is down."""

    def enqueue(task_id: str) -> None:
        options = {"timeout": timeout, "result_ttl": 600}
        enqueue_unique(queue, job, task_id, [task_id], options=options)

    ttl = int(current_app.config["CHECK_JOB_TTL"])
    task_id, meta = store.create(
        [], {**fields, "owner": owner, "queue": queue}, ttl, enqueue
    )
    return task_id, {k: str(v) for k, v in meta.items()}
