"""Analysis jobs: one target of a board, every placement solved, recorded once.

Each job (`analysis-<target id>`, on the `analysis` queue, after everything else)
is unique per board, robots and target, so workers on several machines split a
board's targets without doing one twice. A killed worker's target runs again
(RQ's retry; the sweep notices the lapsed heartbeat); a target lost from Redis is
enqueued again by this module's cron. A finished target's longest placements and
deep samples join the library (`service.analyses.library`).
"""

from __future__ import annotations

import logging
from typing import Any

from rq import get_current_job
from rq.job import Job

from service.analyses import library, requests, runs
from service.infra.queues import BACKGROUND
from workers.jobs import final_failure, get_app

log = logging.getLogger(__name__)

CRON_SECONDS = 60


def analyse_target_job(target_id: str) -> dict[str, Any]:
    """Analyse one target (every placement), record it, stock the library from it."""
    with get_app().app_context():
        row = runs.start_run(target_id)
        if row is None:  # done already (a re-run), or unknown
            return {"target_id": target_id, "stored": False}
        result = runs.run_target(row, runs.ProgressMeter(get_current_job()))
        stored = runs.store_run(target_id, result)
        added = library.add_from_target(target_id) if stored else 0
        return {
            "target_id": target_id,
            "stored": stored,
            "maximum": result.maximum,
            "library": added,
        }


def analysis_failed(
    job: Job, connection: Any, exc_type: Any = None, exc: Any = None, tb: Any = None
) -> None:
    """Record a target as failed once no retry is left (RQ's on_failure callback)."""
    reason = final_failure(job, exc_type, exc)
    if reason is not None:
        with get_app().app_context():
            runs.record_run_failure(str(job.args[0]), reason)


def requeue_lost() -> dict[str, int]:
    """Enqueue again the pending targets whose job Redis lost (restarted empty)."""
    with get_app().app_context():
        return {"requeued": requests.enqueue_pending(runs.pending_targets())}


def register_cron(cron: Any, app: Any) -> None:
    """Look for lost analysis targets each minute (on `background`: never behind
    the analyses themselves)."""
    cron.register(requeue_lost, BACKGROUND, interval=CRON_SECONDS, result_ttl=60)
