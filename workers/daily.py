"""The scheduled daily job: keep today and the next DAILY_DAYS_AHEAD days generated.

Registered on rq's cron scheduler by `workers.cron` (CRON_MODULES). It runs when
the scheduler starts and then every DAILY_GENERATE_INTERVAL seconds; generation is
idempotent, so a run with nothing missing only reads the database. An interval of 0
turns the job off (e.g. for test workers that must not spend minutes generating).
"""

from __future__ import annotations

from typing import Any

from flask import Flask
from rq.cron import CronScheduler

from service.daily.store import ensure_upcoming
from service.queues import BULK
from workers.jobs import get_app

JOB_TIMEOUT = 3 * 3600  # eight days at the worst case of their node budgets


def generate_days() -> dict[str, Any]:
    """Generate the missing days from today to DAILY_DAYS_AHEAD days ahead."""
    with get_app().app_context():
        created = ensure_upcoming()
    return {"generated": [day.isoformat() for day in created]}


def register_cron(cron: CronScheduler, app: Flask) -> None:
    """Run `generate_days` on the bulk queue at start and then periodically."""
    interval = int(app.config["DAILY_GENERATE_INTERVAL"])
    if interval <= 0:
        return
    cron.register(
        generate_days,
        BULK,
        interval=interval,
        job_timeout=JOB_TIMEOUT,
        result_ttl=24 * 3600,
    )
