"""The scheduled daily job: keep today and the next DAILY_DAYS_AHEAD days generated.

Registered on rq's cron scheduler by `workers.cron` (CRON_MODULES). It runs when
the scheduler starts and then every DAILY_GENERATE_INTERVAL seconds; generation is
idempotent, so a run with nothing missing only reads the database. An interval of 0
turns the job off (e.g. for test workers that must not spend minutes generating).

The job generates today itself and enqueues one job per other missing day on the
lowest-priority `background` queue: a day can take half a minute, and between day
jobs the worker takes the interactive and bulk queues first, so on a fresh start a
player's solve or a client's bulk job waits for at most one day, not a week of
them. A day another process is generating (its lock is held) is not waited for:
its job is deferred by DEFER_SECONDS (run again by the scheduler), so the worker
stays free for other jobs.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import Any

from flask import Flask
from rq.cron import CronScheduler

from service.daily.store import (
    DAY_JOB,
    DAY_JOB_TIMEOUT,
    enqueue_generation,
    ensure_day,
    find_day,
    missing_days,
)
from service.infra.locks import LockBusy
from service.infra.queues import BACKGROUND, BULK, get_queue
from workers.jobs import get_app

log = logging.getLogger(__name__)

JOB_TIMEOUT = DAY_JOB_TIMEOUT
DEFER_SECONDS = 30
"""How long a day whose generation lock is held waits before its job runs again."""


def generate_days() -> dict[str, Any]:
    """Generate today if missing; enqueue a job for each other missing day up to
    DAILY_DAYS_AHEAD days ahead."""
    with get_app().app_context():
        created = []
        for day in missing_days(days_ahead=0):
            if generate_or_defer(day):
                created.append(day.isoformat())
        later = missing_days(first=1)
        enqueued = [day.isoformat() for day in later if enqueue_day(day)]
    return {"generated": created, "enqueued": enqueued}


def generate_day(iso_day: str) -> dict[str, Any]:
    """Generate one day if it is still missing (deferred while another holds it)."""
    day = date.fromisoformat(iso_day)
    with get_app().app_context():
        if find_day(day) is not None or not generate_or_defer(day):
            return {"generated": []}
    return {"generated": [iso_day]}


def generate_or_defer(day: date) -> bool:
    """Generate a day now; if another process is at it, defer a job for it and
    tell False (the worker never waits for another job's lock)."""
    try:
        ensure_day(day)
    except LockBusy:
        defer_day(day)
        return False
    return True


def defer_day(day: date) -> None:
    """Run the day's job again in DEFER_SECONDS (needs a worker with the scheduler)."""
    log.info("daily %s is being generated elsewhere; deferred", day)
    get_queue(BULK).enqueue_in(
        timedelta(seconds=DEFER_SECONDS),
        DAY_JOB,
        args=[day.isoformat()],
        job_timeout=JOB_TIMEOUT,
        result_ttl=24 * 3600,
        description=f"daily {day.isoformat()} (deferred)",
    )


def enqueue_day(day: date) -> bool:
    """Enqueue the unique job of one future day behind every client's work; tell
    whether a new job was created."""
    return enqueue_generation(day, BACKGROUND)


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
