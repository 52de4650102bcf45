"""The scheduled generation job: registered on rq's cron scheduler, and run by a
real RQ worker against the test Redis."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from rq import Queue, SimpleWorker
from rq.serializers import JSONSerializer
from sqlalchemy import orm as so

from service.daily.models import DailyDay
from service.infra.clock import FakeClock
from service.infra.queues import BACKGROUND, BULK, INTERACTIVE
from tests.daily.helpers import TODAY
from workers import jobs
from workers.cron import build_cron

pytestmark = pytest.mark.redis


@pytest.fixture
def jobs_app(app: Flask) -> Iterator[Flask]:
    """Make jobs run in the test app."""
    jobs.set_app(app)
    yield app
    jobs.set_app(None)


def test_generation_is_registered_on_the_cron_scheduler(
    app: Flask, redis: redis_lib.Redis
) -> None:
    cron = build_cron(app)
    found = {job.func_name: job for job in cron.get_jobs()}
    job = found["workers.daily.generate_days"]
    assert job.queue_name == BULK
    assert job.interval == app.config["DAILY_GENERATE_INTERVAL"]
    assert job.should_run()  # an interval job runs as soon as the scheduler starts


def test_an_interval_of_zero_turns_the_job_off(
    app: Flask, redis: redis_lib.Redis
) -> None:
    app.config["DAILY_GENERATE_INTERVAL"] = 0
    names = {job.func_name for job in build_cron(app).get_jobs()}
    assert "workers.daily.generate_days" not in names


def test_a_worker_runs_the_job_and_a_second_run_changes_nothing(
    jobs_app: Flask, redis: redis_lib.Redis, clock: FakeClock, db: so.Session
) -> None:
    queue = Queue(BULK, connection=redis, serializer=JSONSerializer)
    background = Queue(BACKGROUND, connection=redis, serializer=JSONSerializer)
    worker = SimpleWorker(
        [queue, background], connection=redis, serializer=JSONSerializer
    )
    first = queue.enqueue("workers.daily.generate_days")
    worker.work(burst=True)
    later = [(TODAY + timedelta(days=i)).isoformat() for i in (1, 2)]
    assert first.latest_result().return_value == {
        "generated": [TODAY.isoformat()],
        "enqueued": later,
    }
    stored = db.scalars(sa.select(DailyDay.day).order_by(DailyDay.day)).all()
    assert [d.isoformat() for d in stored] == [TODAY.isoformat(), *later]
    second = queue.enqueue("workers.daily.generate_days")
    worker.work(burst=True)
    assert second.latest_result().return_value == {"generated": [], "enqueued": []}
    clock.advance(days=1)
    third = queue.enqueue("workers.daily.generate_days")
    worker.work(burst=True)
    new_day = (TODAY + timedelta(days=3)).isoformat()
    assert third.latest_result().return_value == {
        "generated": [],
        "enqueued": [new_day],
    }
    assert db.scalar(sa.select(sa.func.max(DailyDay.day))).isoformat() == new_day


def test_interactive_work_goes_between_the_days(
    jobs_app: Flask, redis: redis_lib.Redis, db: so.Session
) -> None:
    bulk = Queue(BULK, connection=redis, serializer=JSONSerializer)
    interactive = Queue(INTERACTIVE, connection=redis, serializer=JSONSerializer)
    background = Queue(BACKGROUND, connection=redis, serializer=JSONSerializer)
    worker = SimpleWorker(
        [interactive, bulk, background], connection=redis, serializer=JSONSerializer
    )
    bulk.enqueue("workers.daily.generate_days")
    worker.work(burst=True, max_jobs=1)  # today, and a job per later day
    assert background.count == 2
    urgent = interactive.enqueue("workers.jobs.sweep")
    worker.work(burst=True, max_jobs=1)
    assert urgent.get_status() == "finished" and background.count == 2
    day_jobs = [background.fetch_job(job_id) for job_id in background.job_ids]
    worker.work(burst=True)
    assert all(job is not None and job.get_status() == "finished" for job in day_jobs)
    assert len(db.scalars(sa.select(DailyDay.day)).all()) == 3
