"""Every place the worker relies on rq's internals, and nowhere else.

rq 3 has no public way to give its cron scheduler a serializer, to ask a worker
whether it was told to stop, to learn the margin its heartbeat TTL adds, or to
choose the scheduler class a worker forks (rq names it inline, and its plain child
outlived a SIGKILLed worker holding the scheduler locks). Each is done here once;
tests/workers/test_rq_compat.py and test_rq_overrides.py fail when rq changes under
them. (The one patch the API needs too, for RQ's execution registry, is
service/infra/rq_patches.py: service code may not import workers.)
"""

from __future__ import annotations

import contextlib
import ctypes
import inspect
import os
import signal
from typing import Any

from redis import Redis
from rq import Queue, Worker, cron_job_registry
from rq.cron import CronJob, CronScheduler
from rq.defaults import (
    DEFAULT_CRON_JOB_HISTORY_LIMIT,
    DEFAULT_CRON_JOB_HISTORY_TTL,
    DEFAULT_LOGGING_DATE_FORMAT,
    DEFAULT_LOGGING_FORMAT,
)
from rq.job import Job
from rq.scheduler import RQScheduler
from rq.serializers import JSONSerializer

RQ_HEARTBEAT_MARGIN = 60
"""Seconds rq's `Worker.get_heartbeat_ttl` adds to a running job's heartbeat TTL."""


class JSONCronJob(CronJob):
    """A cron job enqueued with the JSON serializer (rq's CronJob pickles)."""

    def enqueue(self, connection: Redis) -> Job:
        """Enqueue one run as rq's `CronJob.enqueue` does (and record it in the
        cron job's history and rq's cron registry, which rq's monitoring reads),
        only JSON-serialised."""
        if self.func is None:
            raise ValueError("a cron job registered for display cannot be enqueued")
        queue = Queue(self.queue_name, connection=connection, serializer=JSONSerializer)
        with connection.pipeline() as pipeline:
            job = queue.enqueue(
                self.func,
                args=self.args,
                kwargs=self.kwargs,
                **self.job_options,
                pipeline=pipeline,
            )
            assert job.enqueued_at is not None  # set by enqueue
            stamp = job.enqueued_at.timestamp()
            key = self.job_history_key
            pipeline.zadd(key, {job.id: stamp})
            pipeline.zremrangebyrank(key, 0, -(DEFAULT_CRON_JOB_HISTORY_LIMIT + 1))
            pipeline.expire(key, DEFAULT_CRON_JOB_HISTORY_TTL)
            cron_job_registry.add(self.name, pipeline, enqueue_timestamp=stamp)
            pipeline.execute()
        return job


class JSONCronScheduler(CronScheduler):
    """rq's cron scheduler, enqueueing JSON-serialised jobs."""

    def register(self, *args: Any, **kwargs: Any) -> CronJob:
        """Register a periodic job (same arguments as rq's `register`)."""
        bound = _REGISTER.bind(self, *args, **kwargs).arguments
        bound.pop("self")
        cron_job = JSONCronJob(**bound)  # register's parameters are CronJob's
        self._cron_jobs.append(cron_job)  # what rq's register does, with our class
        self.log.info("Registered %r on %s", cron_job.func_name, cron_job.queue_name)
        return cron_job


_REGISTER = inspect.signature(CronScheduler.register)


def mark_stop_requested(worker: Worker) -> None:
    """Make the worker's loop end after the current job (rq's own warm-stop flag)."""
    worker._stop_requested = True


def stop_requested(worker: Worker) -> bool:
    """Tell whether the worker was asked to stop (SIGINT/SIGTERM), not cut off."""
    return bool(worker._stop_requested or worker._shutdown_requested_date)


PR_SET_PDEATHSIG = 1


def die_with_parent(sig: int = signal.SIGKILL) -> None:
    """Ask Linux to send `sig` to this process when its parent dies (else no-op)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, sig)


class ParentBoundScheduler(RQScheduler):
    """RQ's scheduler process, stopped (its locks released) when its worker dies.

    RQ forks the scheduler as a plain child: a SIGKILLed worker left it running as
    an orphan that kept the scheduler locks, so no new worker could schedule.
    """

    worker_pid = 0

    def start(self) -> Any:
        """Fork the scheduler process, remembering the worker that owns it."""
        self.worker_pid = os.getpid()
        return super().start()  # type: ignore[no-untyped-call]

    def work(self) -> None:
        """Schedule until stopped; a SIGTERM (the worker died) releases the locks."""
        die_with_parent(signal.SIGTERM)
        if os.getppid() != self.worker_pid:  # the worker died before the request
            self.release_locks()  # type: ignore[no-untyped-call]
            return
        super().work()  # type: ignore[no-untyped-call]


class ParentBoundSchedulerWorker(Worker):
    """rq's Worker, forking a ParentBoundScheduler where rq forks its RQScheduler."""

    def _start_scheduler(
        self,
        burst: bool = False,
        logging_level: str | None = "INFO",
        date_format: str = DEFAULT_LOGGING_DATE_FORMAT,
        log_format: str = DEFAULT_LOGGING_FORMAT,
    ) -> None:
        """Start RQ's scheduler as rq 3.0's Worker._start_scheduler does, but with a
        ParentBoundScheduler (rq names its class inline; a test pins this copy)."""
        self.scheduler = ParentBoundScheduler(
            self.queues,
            connection=self.connection,
            logging_level=logging_level
            if logging_level is not None
            else self.log.level,
            date_format=date_format,
            log_format=log_format,
            serializer=self.serializer,
        )
        self.scheduler.acquire_locks()  # type: ignore[no-untyped-call]
        if self.scheduler.acquired_locks:
            if burst:
                try:
                    self.scheduler.register_birth()
                    self.scheduler.enqueue_scheduled_jobs()  # type: ignore[no-untyped-call]
                finally:
                    self.scheduler.release_locks()  # type: ignore[no-untyped-call]
                    self.scheduler.register_death()
            else:
                self.scheduler.start()
