"""Fixtures that tests of several folders share, listed in the root conftest's
`pytest_plugins`: jobs run in-process, hidden answers, a private Redis server and
real worker processes.

A test module asks for them by name; it never imports them (nor a conftest).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis as redis_lib
from flask import Flask
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.infra.queues import ALL_QUEUES, get_queue
from service.solving import secrecy
from tests.helpers.processes import RedisServer, Workers
from workers import jobs


@pytest.fixture
def jobs_app(app: Flask) -> Iterator[Flask]:
    """Run job functions in-process against the test app."""
    jobs.set_app(app)
    yield app
    jobs.set_app(None)


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


@pytest.fixture
def hide(app: Flask) -> Callable[[str], None]:
    """Return a function hiding a puzzle's answer in the test's app."""
    hidden: set[str] = set()

    def check(puzzle_id: str) -> bool:
        return puzzle_id in hidden

    secrecy.register(app, check)
    return hidden.add


@pytest.fixture
def redis_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RedisServer]:
    """Return a running private Redis server, stopped after the test."""
    server = RedisServer(tmp_path_factory.mktemp("redis", numbered=True))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def workers(app: Flask, tmp_path: Path) -> Iterator[Workers]:
    """Return a launcher of worker processes on the app's database and Redis."""
    launcher = Workers(app.config["DATABASE_URL"], app.config["REDIS_URL"], tmp_path)
    yield launcher
    launcher.stop_all()
