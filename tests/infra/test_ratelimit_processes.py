"""The registration limit across API processes on one Redis: exact, and once an
address is refused every process refuses it, made-up bearers included."""

from __future__ import annotations

import http.client
import json
import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.helpers.processes import Api

pytestmark = [pytest.mark.slow, pytest.mark.redis]

LIMIT = 30  # RATELIMIT_REGISTER's default, 30 an hour per address


@pytest.fixture
def apis(
    database_url: str, redis_url: str, redis: object, tmp_path: Path
) -> Iterator[list[Api]]:
    """Two gunicorn servers of two workers each, on one database and one Redis."""
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "RICOCHET_RATELIMIT_ENABLED": "true",
    }
    servers: list[Api] = []
    try:
        for n in range(2):
            servers.append(Api(env, tmp_path / f"api{n}.log"))
        yield servers
    finally:
        for server in servers:
            server.stop()


def register(api: Api, bearer: str | None = None) -> int:
    """Register a client on one server; return the status."""
    conn = http.client.HTTPConnection("127.0.0.1", api.port, timeout=30)
    headers = {"Content-Type": "application/json"}
    if bearer:
        headers["Authorization"] = f"Bearer {bearer}"
    conn.request("POST", "/v1/clients", json.dumps({"name": "bot"}), headers)
    status = conn.getresponse().status
    conn.close()
    return status


def test_registration_is_exact_and_refused_everywhere_once_refused(
    apis: list[Api],
) -> None:
    with ThreadPoolExecutor(8) as pool:  # four processes, hit concurrently
        statuses = list(pool.map(lambda n: register(apis[n % 2]), range(LIMIT + 10)))
    assert sorted(statuses) == [201] * LIMIT + [429] * 10
    # From then on, in order: every process refuses, whatever the bearer says.
    later = [register(apis[n % 2]) for n in range(8)]
    later += [register(api, "rk_abcdefghij_x") for api in apis for _ in range(4)]
    assert later == [429] * 16
