"""One log line and one duration sample per job, under the enqueuing request's id.

`SolverWorker.perform_job` (in the work horse) runs each job inside `observed`:
the request id from the job's meta (set by `service.infra.queues.enqueue_unique` during
a request) becomes the id of every log line the job writes, and the job ends with
one line (`job <id> <function> <outcome> <ms>`; in JSON with `job_id`, `queue`,
`function`, `puzzle_id` or `check_job_id`, `outcome`, `duration_ms`) and one
`ricochet_job_duration_seconds` sample.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from service.infra import logs, metrics

log = logging.getLogger("ricochet.jobs")

SUBJECTS = {"solve_puzzle": "puzzle_id", "run_check_job": "check_job_id"}


def subject(job: Any) -> dict[str, Any]:
    """Name what the job works on (its first argument), by function."""
    name = str(job.func_name).rsplit(".", 1)[-1]
    key = SUBJECTS.get(name)
    if key is None or not job.args:
        return {}
    return {key: job.args[0]}


def observed(job: Any, queue_name: str, perform: Callable[[], bool]) -> bool:
    """Run `perform` (RQ's perform_job) with the job's request id; log its end."""
    rid = (job.meta or {}).get("request_id")
    token = logs.request_id.set(rid)
    started = time.perf_counter()
    ok = False
    try:
        ok = perform()
        return ok
    finally:
        took = time.perf_counter() - started
        function = str(job.func_name).rsplit(".", 1)[-1]
        outcome = "finished" if ok else "failed"
        metrics.JOB_SECONDS.labels(queue_name, function, outcome).observe(took)
        log.log(
            logging.INFO if ok else logging.WARNING,
            "job %s %s %s %.1f ms",
            job.id,
            function,
            outcome,
            took * 1000,
            extra={
                "job_id": job.id,
                "queue": queue_name,
                "function": function,
                "outcome": outcome,
                "duration_ms": round(took * 1000, 3),
                **subject(job),
            },
        )
        logs.request_id.reset(token)
