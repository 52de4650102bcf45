"""Every place the worker relies on rq's internals, and nowhere else.

rq 3 has no public way to give its cron scheduler a serializer, to ask a worker
whether it was told to stop, or to learn the margin its heartbeat TTL adds. Each is
done here once; tests/workers/test_rq_compat.py fails when rq changes under them.
"""

from __future__ import annotations

import inspect
from typing import Any

from redis import Redis
from rq import Queue, Worker, cron_job_registry
from rq.cron import CronJob, CronScheduler
from rq.defaults import DEFAULT_CRON_JOB_HISTORY_LIMIT, DEFAULT_CRON_JOB_HISTORY_TTL
from rq.job import Job
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
