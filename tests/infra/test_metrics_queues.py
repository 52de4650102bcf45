"""/metrics reports each RQ queue's length and the age of its oldest waiting job,
read from Redis at scrape time (also in multiprocess mode)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from rq.utils import now as rq_now

from service.infra.queues import ALL_QUEUES, BACKGROUND, BULK, INTERACTIVE, get_queue
from tests.helpers.metrics import sample, scrape

pytestmark = pytest.mark.redis
AGE = "ricochet_queue_oldest_job_age_seconds"
LENGTH = "ricochet_queue_jobs"  # state="queued" is the length


def enqueue_aged(redis: Any, name: str, seconds: float) -> None:
    """Enqueue a job on a queue as if it had waited `seconds`."""
    job = get_queue(name, redis).enqueue("workers.jobs.sweep")
    job.enqueued_at = rq_now() - timedelta(seconds=seconds)
    job.save()


def expect_queue_samples(text: str) -> None:
    """Assert the lengths and ages that `enqueue_aged` left behind."""
    samples = scrape(text)
    assert sample(samples, LENGTH, queue=BULK, state="queued") == 2
    assert sample(samples, LENGTH, queue=BACKGROUND, state="queued") == 1
    assert 300 <= sample(samples, AGE, queue=BULK) < 330  # the oldest of the two
    assert 40 <= sample(samples, AGE, queue=BACKGROUND) < 70
    assert (AGE, frozenset({("queue", INTERACTIVE)})) in samples
    assert sample(samples, AGE, queue=INTERACTIVE) == 0  # empty: nothing waits
    assert set(ALL_QUEUES) == {
        dict(labels)["queue"] for name, labels in samples if name == AGE
    }


def test_queue_lengths_and_oldest_job_ages(client: FlaskClient, redis: Any) -> None:
    enqueue_aged(redis, BULK, 300)
    enqueue_aged(redis, BULK, 10)
    enqueue_aged(redis, BACKGROUND, 40)
    response = client.get("/metrics")
    assert response.status_code == 200
    expect_queue_samples(response.text)


def test_queue_gauges_in_multiprocess_mode(
    client: FlaskClient, redis: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))
    enqueue_aged(redis, BULK, 300)
    enqueue_aged(redis, BULK, 10)
    enqueue_aged(redis, BACKGROUND, 40)
    response = client.get("/metrics")
    assert response.status_code == 200
    expect_queue_samples(response.text)
