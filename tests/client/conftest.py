"""A live server for the generated client's third-party tests, started as `make run`
does (`python -m service.tools.devserver`: gunicorn and an RQ worker with its
scheduler) on a free loopback port, with a fresh SQLite file and the test run's real
Redis."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import redis as redis_lib
from ricochet_client import AuthenticatedClient, Client
from ricochet_client.api.clients import post_v1_clients
from ricochet_client.models import ClientCreate, ClientCreated

from tests.helpers.wait import wait_until

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 60.0
SMALL_DAILY = {
    # small tiers and budgets: the worker generates today in about a second
    "RICOCHET_DAILY_TIERS": '[{"name": "easy", "min": 2, "max": 3}, '
    '{"name": "medium", "min": 4, "max": 5}, {"name": "hard", "min": 6, "max": null}]',
    "RICOCHET_DAILY_CANDIDATES": "400",
    "RICOCHET_DAILY_LAYOUT_CANDIDATES": "200",
    "RICOCHET_DAILY_NODE_BUDGET": "50000000",
    "RICOCHET_DAILY_SOLVE_NODES": "5000000",
    "RICOCHET_DAILY_MAX_DEPTH": "9",
    "RICOCHET_DAILY_DAYS_AHEAD": "0",
}


def free_port() -> int:
    """Return a loopback port that nothing listens on (now)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def server_environment(tmp: Path, port: int, redis_url: str) -> dict[str, str]:
    """Return the environment of the dev server: its own database and port."""
    return {
        **os.environ,
        **SMALL_DAILY,
        "PORT": str(port),
        "WEB_CONCURRENCY": "1",
        "DATABASE_URL": f"sqlite:///{tmp / 'ricochet.db'}",
        "REDIS_URL": redis_url,
        "RICOCHET_DAILY_SECRET": "client-tests",
        "RICOCHET_RATELIMIT_ENABLED": "false",
    }


def wait_until_up(base_url: str, server: subprocess.Popen[bytes]) -> None:
    """Poll /v1/health until it answers 200 (fail if the server exits first)."""

    def up() -> bool:
        assert server.poll() is None, "the dev server exited while starting"
        try:
            return httpx.get(f"{base_url}/v1/health", timeout=2).status_code == 200
        except httpx.TransportError:
            return False

    wait_until(up, START_TIMEOUT, lambda: "the dev server did not answer", interval=0.2)


@pytest.fixture(scope="package")
def live_url(tmp_path_factory: pytest.TempPathFactory, redis_url: str) -> Iterator[str]:
    """Start `python -m service.tools.devserver` for this package's tests; yield its
    URL."""
    redis_lib.Redis.from_url(redis_url).flushdb()
    port = free_port()
    env = server_environment(tmp_path_factory.mktemp("live"), port, redis_url)
    server = subprocess.Popen(
        [sys.executable, "-m", "service.tools.devserver"], cwd=ROOT, env=env
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base_url, server)
        yield base_url
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
        redis_lib.Redis.from_url(redis_url).flushdb()


@pytest.fixture
def anonymous(live_url: str) -> Iterator[Client]:
    """A client without credentials (reads, checks, daily attempts)."""
    with Client(base_url=live_url, raise_on_unexpected_status=True) as client:
        yield client


@pytest.fixture
def registered(anonymous: Client, live_url: str) -> Iterator[AuthenticatedClient]:
    """Register a client over the API and return a client carrying its key."""
    created = post_v1_clients.sync(
        client=anonymous, body=ClientCreate(name="third-party tests")
    )
    assert isinstance(created, ClientCreated) and created.api_key.startswith("rk_")
    with AuthenticatedClient(
        base_url=live_url, token=created.api_key, raise_on_unexpected_status=True
    ) as client:
        yield client
