"""The worker process: warm the solver, then serve the queues until stopped.

The parent compiles (or loads) every numba kernel once, then RQ forks a work horse
per job, so no job pays a compile. Horses die with their parent (a worker killed
with SIGKILL takes its search along; the job is then abandoned and run again by
another worker once its heartbeat has lapsed). Chunks of solve jobs run in the
worker's own process instead (IN_PROCESS_JOBS): many short jobs in a row, each of
which would pay a fork and fresh connections. A Redis outage never ends the
process: the worker reconnects with back-off and resumes.
"""

from __future__ import annotations

import contextlib
import gc
import logging
import multiprocessing
import time
from collections.abc import Sequence
from multiprocessing.process import BaseProcess
from typing import Any

from flask import Flask
from rq.exceptions import StopRequested
from rq.serializers import JSONSerializer
from sqlalchemy.exc import SQLAlchemyError

from service.game.fastcheck import check_many_json
from service.game.puzzle import parse_puzzle
from service.game.solver import Limits, solve, warm_up
from service.infra.extensions import get_redis
from service.infra.locks import release_locks_of
from service.infra.queues import QUEUES, REDIS_ERRORS, get_queue
from service.infra.workerstate import READY, WARMING, Beacon
from service.solving.solvejobs import JOB as SOLVE_CHUNK_JOB
from workers import jobs
from workers.cron import run_cron
from workers.observe import observed
from workers.rq_compat import (
    RQ_HEARTBEAT_MARGIN,
    InProcessJobsWorker,
    die_with_parent,
    mark_stop_requested,
    stop_requested,
)
from workers.solving import rehearse

log = logging.getLogger(__name__)

WARM_PUZZLE = {
    "board": "1A3C2B4D",
    "robots": {"red": [0, 6], "green": [9, 8], "blue": [10, 11], "yellow": [2, 15]},
    "target": {"color": "green", "cell": [9, 1]},
}
MAX_RECONNECT_SECONDS = 5.0
IN_PROCESS_JOBS = frozenset({SOLVE_CHUNK_JOB})
"""Jobs run in the worker's process, not a forked horse: a solve-job chunk is ~0.1 s
of searches, and a fork with fresh connections more than doubled it."""


class SolverWorker(InProcessJobsWorker):
    """RQ's forking worker with a configurable heartbeat grace and fresh DB pools,
    running solve-job chunks in its own process."""

    heartbeat_grace = 30
    max_connection_wait_time = MAX_RECONNECT_SECONDS

    def get_heartbeat_ttl(self, job: Any, working_time: float = 0.0) -> int:
        """Return the heartbeat TTL with our grace instead of RQ's fixed 60 s."""
        ttl: int = super().get_heartbeat_ttl(job, working_time)
        return ttl - RQ_HEARTBEAT_MARGIN + self.heartbeat_grace

    @property
    def dequeue_timeout(self) -> int:
        """Wake up often enough (when idle) to run maintenance on time."""
        return max(1, min(self.worker_ttl - 15, self.maintenance_interval))

    def runs_in_process(self, job: Any) -> bool:
        """Run solve-job chunks here; fork a horse for every other job."""
        return job.func_name in IN_PROCESS_JOBS

    def request_stop(self, signum: int, frame: Any) -> None:
        """Stop soon even mid-search: end the horse or the job running here; the
        job is retried later."""
        mark_stop_requested(self)  # holds even if a Redis call swallows the raise
        super().request_stop(signum, frame)  # type: ignore[no-untyped-call]
        self.stop_in_process_job()  # raises into the job running here, if any
        if self.horse_pid:
            self.log.info(
                "Worker %s: ending the running job; it will be retried", self.name
            )
            horse = self.horse_pid
            self.kill_horse()
            with contextlib.suppress(*REDIS_ERRORS):  # else they expire in seconds
                released = release_locks_of(self.connection, horse)
                if released:
                    self.log.info("released the job's locks %s", released)

    def perform_job(self, job: Any, queue: Any, *args: Any) -> bool:
        """Run a job as RQ does, with the request id and one log line (observe)."""
        parent = super().perform_job
        return observed(job, queue.name, lambda: parent(job, queue, *args))

    def main_work_horse(self, job: Any, queue: Any) -> None:
        """Run one job in the forked horse."""
        die_with_parent()
        jobs.get_app().extensions["db"].engine.dispose(close=False)  # parent's pool
        super().main_work_horse(job, queue)


def warm(app: Flask | None = None) -> float:
    """Compile or load the solver and checker kernels, rehearse a job's queries;
    return the seconds spent."""
    started = time.perf_counter()
    warm_up()
    for rule in (False, True):  # a real 16x16 board too: its kernels' signatures
        puzzle = parse_puzzle({**WARM_PUZZLE, "rules": {"ricochet_rule": rule}})
        solve(puzzle, limits=Limits(max_depth=6, max_seconds=2))
        check_many_json(puzzle, [[("red", "N"), ("red", "E")]])
    if app is not None:
        with app.app_context():
            try:
                rehearse()
            except (*REDIS_ERRORS, SQLAlchemyError) as exc:
                log.warning("could not rehearse a job (%s); going on", exc)
    gc.collect()
    gc.freeze()  # fewer copy-on-write faults in the forked horses
    return time.perf_counter() - started


def build_worker(app: Flask, queues: Sequence[str]) -> SolverWorker:
    """Return a worker on the app's Redis, tuned from its config."""
    config = app.config
    with app.app_context():
        conn = get_redis()
    worker = SolverWorker(
        [get_queue(name, conn) for name in queues],
        connection=conn,
        serializer=JSONSerializer,
        job_monitoring_interval=int(config["WORKER_MONITOR_SECONDS"]),
        maintenance_interval=int(config["SOLVE_SWEEP_SECONDS"]),
    )
    worker.heartbeat_grace = int(config["WORKER_HEARTBEAT_GRACE"])
    return worker


def start_cron(app: Flask) -> BaseProcess:
    """Start the periodic-jobs scheduler in a child process."""
    process = multiprocessing.get_context("fork").Process(
        target=_cron_main, args=(app,), name="ricochet-cron", daemon=True
    )
    process.start()
    return process


def _cron_main(app: Flask) -> None:
    """Entry point of the cron child process."""
    die_with_parent()
    run_cron(app)


def run(
    queues: Sequence[str] = QUEUES, *, with_scheduler: bool = False, burst: bool = False
) -> int:
    """Warm up, then work until stopped (SIGINT/SIGTERM); return an exit status."""
    app = jobs.get_app()
    with app.app_context():
        beacon = Beacon(get_redis()).start(WARMING)  # health: `worker: warming`
    log.info("solver warmed up in %.2f s", warm(app))
    beacon.set(READY)
    log.info("worker ready on %s", ", ".join(queues))
    cron = start_cron(app) if with_scheduler and not burst else None
    try:
        return _serve(app, queues, with_scheduler, burst)
    except StopRequested:
        return 0
    finally:
        beacon.stop()
        if cron is not None:
            cron.terminate()
            cron.join(5)


def rq_level() -> str:
    """Return the level of RQ's loggers: WARNING unless this process logs DEBUG."""
    return "DEBUG" if logging.getLogger().level <= logging.DEBUG else "WARNING"


def _serve(app: Flask, queues: Sequence[str], with_scheduler: bool, burst: bool) -> int:
    """Run workers one after another, rebuilding one that lost Redis."""
    delay = 0.5
    while True:
        worker = None
        try:
            worker = build_worker(app, queues)
            # RQ's own lines (four a job) only at DEBUG: service.infra.logs
            worker.work(
                burst=burst, with_scheduler=with_scheduler, logging_level=rq_level()
            )
        except REDIS_ERRORS as exc:
            log.warning("Redis unavailable (%s); retrying in %.1f s", exc, delay)
        if burst or (worker is not None and stop_requested(worker)):
            return 0
        time.sleep(delay)
        delay = min(delay * 2, MAX_RECONNECT_SECONDS)
