"""Work nobody waits for (future days) goes on the lowest-priority queue, behind the
jobs a client is waiting for."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import redis as redis_lib
from flask import Flask
from rq import SimpleWorker
from rq.serializers import JSONSerializer
from sqlalchemy import orm as so

from service.infra.queues import BACKGROUND, BULK, QUEUES, get_queue
from workers import jobs

pytestmark = pytest.mark.redis


@pytest.fixture
def jobs_app(app: Flask) -> Iterator[Flask]:
    """Make jobs run in the test app."""
    jobs.set_app(app)
    yield app
    jobs.set_app(None)


def test_queues_keep_interactive_first_and_background_last() -> None:
    assert QUEUES[0] == "interactive"
    assert QUEUES[-1] == BACKGROUND
    assert QUEUES.index(BULK) < QUEUES.index(BACKGROUND)


def test_a_client_job_enqueued_after_the_pregeneration_runs_first(
    jobs_app: Flask, redis: redis_lib.Redis, db: so.Session
) -> None:
    queues = [get_queue(name, redis) for name in QUEUES]
    bulk, background = queues[1], queues[2]
    worker = SimpleWorker(queues, connection=redis, serializer=JSONSerializer)
    bulk.enqueue("workers.daily.generate_days")
    worker.work(burst=True, max_jobs=1)  # today, and a job per later day
    assert bulk.count == 0 and background.count == 2
    client_job = bulk.enqueue("workers.jobs.sweep")  # e.g. a check job's chunk
    worker.work(burst=True, max_jobs=1)
    assert client_job.get_status() == "finished"
    assert background.count == 2  # the future days still wait
