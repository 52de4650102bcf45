"""Periodic jobs on rq's cron scheduler: the solve sweep and other areas' jobs.

Runs in a child process of the worker started with `--with-scheduler`. To add a
periodic job from another area, give a module listed in CRON_MODULES a function
`register_cron(cron: CronScheduler, app: Flask) -> None` that calls
`cron.register(func, queue_name, interval=... | cron="m h * * *")` with a
module-level job function (JSON-able args; it opens its own app context, e.g.
with `workers.jobs.get_app()`).
"""

from __future__ import annotations

import importlib
import logging
import time

from flask import Flask
from rq.cron import CronScheduler
from rq.exceptions import StopRequested

from service.infra.extensions import get_redis
from service.infra.queues import INTERACTIVE, REDIS_ERRORS
from workers import jobs
from workers.rq_compat import JSONCronScheduler

log = logging.getLogger(__name__)

CRON_MODULES = ("workers.daily", "workers.library", "workers.analysis")
"""Modules whose `register_cron(cron, app)` adds periodic jobs (absent ones skipped)."""
RECONNECT_SECONDS = 2.0


def build_cron(app: Flask) -> CronScheduler:
    """Return a cron scheduler with the sweep and every area's periodic jobs."""
    with app.app_context():
        cron = JSONCronScheduler(connection=get_redis())
    cron.register(
        jobs.sweep,
        INTERACTIVE,
        interval=int(app.config["SOLVE_SWEEP_SECONDS"]),
        result_ttl=600,
    )
    for name in CRON_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        if hasattr(module, "register_cron"):
            module.register_cron(cron, app)
    return cron


def run_cron(app: Flask) -> None:
    """Run the cron scheduler until stopped, riding out Redis outages."""
    while True:
        try:
            build_cron(app).start()  # type: ignore[no-untyped-call]
            return
        except StopRequested:
            return
        except REDIS_ERRORS as exc:
            log.warning("cron scheduler: Redis unavailable (%s); retrying", exc)
        try:
            time.sleep(RECONNECT_SECONDS)
        except StopRequested:
            return
