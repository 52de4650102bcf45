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
from redis import Redis
from rq import Queue
from rq.cron import CronJob, CronScheduler
from rq.exceptions import StopRequested
from rq.job import Job
from rq.serializers import JSONSerializer

from service.extensions import get_redis
from service.queues import INTERACTIVE, REDIS_ERRORS
from workers import jobs

log = logging.getLogger(__name__)

CRON_MODULES = ("workers.daily",)
"""Modules whose `register_cron(cron, app)` adds periodic jobs (absent ones skipped)."""
RECONNECT_SECONDS = 2.0


class JSONCronJob(CronJob):
    """A cron job enqueued with the JSON serializer (rq's CronJob pickles)."""

    def enqueue(self, connection: Redis) -> Job:
        """Enqueue one run on the job's queue."""
        assert self.func is not None  # registered with a function, not for display
        queue = Queue(self.queue_name, connection=connection, serializer=JSONSerializer)
        return queue.enqueue(
            self.func, args=self.args, kwargs=self.kwargs, **self.job_options
        )


class JSONCronScheduler(CronScheduler):
    """rq's cron scheduler, enqueueing JSON-serialised jobs."""

    def register(self, *args, **kwargs) -> CronJob:  # type: ignore[no-untyped-def]
        """Register a periodic job (same arguments as rq's)."""
        cron_job = super().register(*args, **kwargs)
        cron_job.__class__ = JSONCronJob  # the base class builds plain CronJobs
        return cron_job


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
