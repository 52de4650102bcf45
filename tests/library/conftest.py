"""Fixtures of the library tests: jobs run in-process by a burst worker."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
import redis as redis_lib
from flask import Flask
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import ALL_QUEUES, get_queue
from workers import jobs


@pytest.fixture
def run_worker(app: Flask, redis: redis_lib.Redis) -> Iterator[Callable[[], None]]:
    """Return a function running every queued job in this process (empty Redis)."""
    jobs.set_app(app)

    def run() -> None:
        queues = [get_queue(name, redis) for name in ALL_QUEUES]
        SimpleWorker(queues, connection=redis, serializer=JSONSerializer).work(
            burst=True
        )

    yield run
    jobs.set_app(None)
