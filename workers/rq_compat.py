"""Every place the worker relies on rq's internals, and nowhere else.

rq 3 has no public way to give its cron scheduler a serializer, to ask a worker
whether it was told to stop, to learn the margin its heartbeat TTL adds, to
choose the scheduler class a worker forks (rq names it inline, and its plain child
outlived a SIGKILLed worker holding the scheduler locks), or to run some jobs in
the worker's own process as its SimpleWorker runs all (with the heartbeats its
forking Worker keeps while a work horse runs). Each is done here once;
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
import threading
from collections.abc import Iterator
from typing import Any

from redis import Redis
from redis.exceptions import RedisError
from rq import Queue, Worker, cron_job_registry
from rq.cron import CronJob, CronScheduler
from rq.defaults import (
    DEFAULT_CRON_JOB_HISTORY_LIMIT,
    DEFAULT_CRON_JOB_HISTORY_TTL,
    DEFAULT_LOGGING_DATE_FORMAT,
    DEFAULT_LOGGING_FORMAT,
)
from rq.exceptions import ShutDownImminentException
from rq.executions import Execution
from rq.job import Job
from rq.scheduler import RQScheduler
from rq.serializers import JSONSerializer
from rq.utils import now
from rq.worker import WorkerStatus

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


class InProcessJobsWorker(ParentBoundSchedulerWorker):
    """rq's forking Worker that runs the jobs `runs_in_process` names in its own
    process, as rq's SimpleWorker runs every job: no fork, no fresh connections.

    While such a job runs, a thread keeps the heartbeats rq's forking worker keeps
    while it waits for a work horse, and ends the process if the job outlives its
    timeout by RQ_HEARTBEAT_MARGIN (rq's own rule for a horse its alarm could not
    stop). `stop_in_process_job` ends the job at once, as a killed horse's would.
    """

    in_process_job: Job | None = None

    def runs_in_process(self, job: Job) -> bool:
        """Tell whether to run this job here rather than in a forked work horse."""
        return False

    def execute_job(self, job: Job, queue: Queue) -> None:
        """Run a job here (rq 3.0's SimpleWorker.execute_job, plus heartbeats) or
        in a work horse (rq's Worker.execute_job); a test pins both."""
        if not self.runs_in_process(job):
            super().execute_job(job, queue)
            return
        execution = self.prepare_execution(job)
        with self._beating(job, execution):
            self.in_process_job = job
            try:
                self.perform_job(job, queue, execution)
            finally:
                self.in_process_job = None
        self.set_state(WorkerStatus.IDLE)

    def stop_in_process_job(self) -> None:
        """End the job running in this process now (called in a signal handler):
        rq records it as failed and retries it, as a killed horse's; a no-op when
        none runs. (A BaseException: the job's own `except Exception` cannot keep
        it.)"""
        job, self.in_process_job = self.in_process_job, None
        if job is not None:
            stopping = f"worker {self.name} is stopping"
            raise ShutDownImminentException(stopping, {})  # type: ignore[no-untyped-call]

    @contextlib.contextmanager
    def _beating(self, job: Job, execution: Execution) -> Iterator[None]:
        """Keep the worker's, the execution's and the job's heartbeats while the
        block runs, every job_monitoring_interval (rq's monitor_work_horse)."""
        done = threading.Event()
        thread = threading.Thread(
            target=self._beat, args=(job, execution, done), daemon=True
        )
        thread.start()
        try:
            yield
        finally:
            done.set()
            thread.join()

    def _beat(self, job: Job, execution: Execution, done: threading.Event) -> None:
        """Beat until `done`; end the process when the job hangs past its timeout."""
        while not done.wait(self.job_monitoring_interval):
            working = (now() - job.started_at).total_seconds() if job.started_at else 0
            if (
                job.timeout not in (None, -1)
                and working > job.timeout + RQ_HEARTBEAT_MARGIN
            ):
                self.log.error("job %s hangs past its timeout; ending", job.id)
                os.kill(os.getpid(), signal.SIGKILL)  # its heartbeat lapses: retried
            try:
                self.maintain_heartbeats(job, execution)
            except (RedisError, OSError) as exc:  # the next beat tries again
                self.log.warning("heartbeat of %s not kept: %s", job.id, exc)
