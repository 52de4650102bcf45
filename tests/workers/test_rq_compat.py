"""What workers/rq_compat.py relies on in rq: each test fails if an rq upgrade
changes it, and rq's cron monitoring sees our JSON-serialised cron jobs."""

from __future__ import annotations

import inspect
import signal
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from rq import Queue, SimpleWorker, Worker, cron_job_registry
from rq.cron import CronJob, CronScheduler, get_cron_job_ids
from rq.exceptions import StopRequested
from rq.job import Job
from rq.serializers import JSONSerializer

from workers import jobs
from workers.cron import build_cron
from workers.rq_compat import (
    RQ_HEARTBEAT_MARGIN,
    JSONCronJob,
    JSONCronScheduler,
    mark_stop_requested,
    stop_requested,
)

pytestmark = pytest.mark.redis

SWEEP = "workers.jobs.sweep"


def snapshot(connection: redis_lib.Redis, job: Job, name: str) -> set[Any]:
    """Return what is stored in Redis, with the job id and cron name generalised."""

    def general(value: bytes | str) -> str:
        text = value.decode() if isinstance(value, bytes) else value
        return text.replace(job.id, "<job>").replace(name, "<name>")

    found: set[Any] = set()
    for raw_key in connection.keys("*"):
        key, kind = general(raw_key), connection.type(raw_key).decode()
        found.add((key, kind, connection.ttl(raw_key) > 0))
        if kind == "zset":
            found |= {(key, general(m)) for m in connection.zrange(raw_key, 0, -1)}
        if kind == "hash":
            found |= {(key, general(f)) for f in connection.hkeys(raw_key)}
    return found


def test_json_cron_job_records_what_rqs_own_cron_job_records(
    redis: redis_lib.Redis,
) -> None:
    stock = CronJob("default", func=jobs.sweep, interval=60, name="stock")
    stock_job = stock.enqueue(redis)
    expected = snapshot(redis, stock_job, "stock")
    redis.flushdb()
    ours = JSONCronJob("default", func=jobs.sweep, interval=60, name="ours")
    our_job = ours.enqueue(redis)
    assert snapshot(redis, our_job, "ours") == expected
    fetched = Job.fetch(our_job.id, connection=redis, serializer=JSONSerializer)
    assert fetched.func_name == SWEEP


def test_rqs_cron_monitoring_sees_our_jobs(app: Flask, redis: redis_lib.Redis) -> None:
    cron = build_cron(app)
    cron.register_birth()
    enqueued = cron.enqueue_jobs()
    cron.save()
    assert SWEEP in {job.func_name for job in enqueued}
    assert SWEEP in cron_job_registry.get_names(redis)
    [job_id] = get_cron_job_ids(SWEEP, redis)
    job = Job.fetch(job_id, connection=redis, serializer=JSONSerializer)
    assert job.func_name == SWEEP
    [scheduler] = CronScheduler.all(redis)
    monitored = {job.name: job for job in scheduler.get_jobs()}
    assert monitored[SWEEP].latest_enqueue_time is not None


def test_our_register_builds_what_rqs_register_builds(redis: redis_lib.Redis) -> None:
    register = inspect.signature(CronScheduler.register).parameters
    job_init = inspect.signature(CronJob.__init__).parameters
    assert set(register) - {"self"} <= set(job_init) - {"self"}
    cron = JSONCronScheduler(connection=redis)
    job = cron.register(jobs.sweep, "default", interval=60, result_ttl=5)
    assert cron.get_jobs() == [job] and isinstance(job, JSONCronJob)
    assert job.job_options == {"result_ttl": 5}


def test_rq_adds_the_heartbeat_margin(redis: redis_lib.Redis) -> None:
    queue = Queue("default", connection=redis, serializer=JSONSerializer)
    worker = Worker([queue], connection=redis, job_monitoring_interval=30)
    job = queue.enqueue(SWEEP, job_timeout=100)
    assert worker.get_heartbeat_ttl(job) == 30 + RQ_HEARTBEAT_MARGIN
    assert worker.get_heartbeat_ttl(job, 90.0) == 10 + RQ_HEARTBEAT_MARGIN


def test_rqs_stop_flag_ends_the_work_loop(redis: redis_lib.Redis) -> None:
    queue = Queue("default", connection=redis, serializer=JSONSerializer)
    worker = SimpleWorker([queue], connection=redis, serializer=JSONSerializer)
    queue.enqueue(SWEEP)
    assert not stop_requested(worker)
    mark_stop_requested(worker)
    assert stop_requested(worker)
    worker.work(burst=True)
    assert queue.count == 1  # the loop ended before taking the job


def test_a_stop_signal_sets_rqs_shutdown_date(redis: redis_lib.Redis) -> None:
    worker = Worker([Queue("default", connection=redis)], connection=redis)
    handlers = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        with pytest.raises(StopRequested):  # an idle worker stops at once
            worker.request_stop(signal.SIGTERM, None)
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
    assert stop_requested(worker)


@pytest.mark.parametrize(
    ("name", "parameters"),
    [
        ("get_heartbeat_ttl", ["self", "job", "working_time"]),
        ("request_stop", ["self", "signum", "frame"]),
        ("main_work_horse", ["self", "job", "queue"]),
        ("kill_horse", ["self", "sig"]),
    ],
)
def test_the_worker_methods_we_override_keep_their_signatures(
    name: str, parameters: list[str]
) -> None:
    assert list(inspect.signature(getattr(Worker, name)).parameters) == parameters
    assert isinstance(inspect.getattr_static(Worker, "dequeue_timeout"), property)
