"""Fixtures of the deploy tests: two API processes (gunicorn) and two workers
(separate processes) on one PostgreSQL and one Redis, both real."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis as redis_lib

from tests.helpers.databases import empty_tables
from tests.helpers.processes import Api, Workers


@pytest.fixture
def machine_env() -> dict[str, str]:
    """Settings every process gets on top of the defaults (a test may override)."""
    return {}


@pytest.fixture
def machines(
    postgres_schema: str, tmp_path: Path, machine_env: dict[str, str]
) -> Iterator[tuple[list[Api], Workers, str]]:
    """Two API processes and two workers on the shared PostgreSQL and Redis."""
    redis_url = os.environ.get("TEST_REDIS_URL")
    if not redis_url:
        pytest.skip("TEST_REDIS_URL is not set")
    redis_lib.Redis.from_url(redis_url).flushdb()
    empty_tables(postgres_schema)
    workers = Workers(postgres_schema, redis_url, tmp_path)
    env = {
        **workers.env,
        "RICOCHET_RATELIMIT_ENABLED": "false",
        "RICOCHET_DAILY_SECRET": "shared-by-every-process",
        **machine_env,
    }
    workers.env = env
    apis: list[Api] = []
    try:
        apis = [Api(env, tmp_path / f"api{n}.log") for n in range(2)]
        workers.start("--with-scheduler")
        workers.start()
        for _ in range(2):  # long client work, one heavy worker per machine
            workers.start("-q", "heavy")
        yield apis, workers, postgres_schema
    finally:
        workers.stop_all()
        for api in apis:
            api.stop()
        redis_lib.Redis.from_url(redis_url).flushdb()
