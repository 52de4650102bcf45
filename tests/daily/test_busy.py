"""A day whose generation lock is held elsewhere: never waited for. A job defers
itself (scheduled again), a request gets 503 with Retry-After (real Redis)."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import Queue, SimpleWorker
from rq.registry import ScheduledJobRegistry
from rq.serializers import JSONSerializer

from service.daily.store import generation_lock_name
from service.infra.clock import FakeClock
from service.infra.locks import renewed_lock
from service.infra.queues import BULK
from tests.daily.helpers import TODAY
from tests.helpers.api import assert_problem
from workers import jobs

pytestmark = pytest.mark.redis


@pytest.fixture
def busy(redis: redis_lib.Redis) -> Iterator[None]:
    """Hold today's generation lock, as another process generating it would."""
    with renewed_lock(redis, generation_lock_name(TODAY)):
        yield


@pytest.mark.parametrize(
    "url",
    [
        "/v1/daily",
        "/v1/daily/2026-01-01",
        "/v1/daily/2026-01-01/easy",
        "/v1/feed.json",
        "/v1/feed.atom",
    ],
)
def test_a_request_for_a_day_being_generated_is_503(
    client: FlaskClient, clock: FakeClock, busy: None, url: str
) -> None:
    started = time.monotonic()
    body = assert_problem(client.get(url), 503, "service-unavailable")
    assert time.monotonic() - started < 5 and "being generated" in body["detail"]
    assert int(client.get(url).headers["Retry-After"]) > 0


def test_a_missing_day_is_generated_by_a_worker_not_the_request(
    app: Flask, client: FlaskClient, redis: redis_lib.Redis, clock: FakeClock
) -> None:
    started = time.monotonic()
    body = assert_problem(client.get("/v1/daily"), 503, "service-unavailable")
    waited = time.monotonic() - started
    assert app.config["DAILY_REQUEST_WAIT"] <= waited < 5
    assert "being generated" in body["detail"]
    queue = Queue(BULK, connection=redis, serializer=JSONSerializer)
    assert queue.job_ids == [f"daily-{TODAY.isoformat()}"]
    client.get("/v1/daily/2026-01-01")  # asked again: still one job
    assert queue.job_ids == [f"daily-{TODAY.isoformat()}"]
    jobs.set_app(app)
    try:
        SimpleWorker([queue], connection=redis, serializer=JSONSerializer).work(
            burst=True
        )
    finally:
        jobs.set_app(None)
    response = client.get("/v1/daily")
    assert response.status_code == 200
    assert [p["tier"] for p in response.json["puzzles"]] == ["easy", "medium", "hard"]


def test_a_day_job_defers_instead_of_waiting(
    app: Flask, redis: redis_lib.Redis, clock: FakeClock, busy: None
) -> None:
    jobs.set_app(app)
    try:
        queue = Queue(BULK, connection=redis, serializer=JSONSerializer)
        worker = SimpleWorker([queue], connection=redis, serializer=JSONSerializer)
        job = queue.enqueue("workers.daily.generate_day", TODAY.isoformat())
        started = time.monotonic()
        worker.work(burst=True)
        assert time.monotonic() - started < 5
    finally:
        jobs.set_app(None)
    assert job.latest_result().return_value == {"generated": []}
    scheduled = ScheduledJobRegistry(BULK, connection=redis).get_job_ids()
    assert len(scheduled) == 1
    again = queue.fetch_job(scheduled[0])
    assert again.func_name == "workers.daily.generate_day"
    assert again.args == [TODAY.isoformat()]
