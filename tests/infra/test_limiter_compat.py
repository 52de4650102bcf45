"""Flask-Limiter internals used by service/infra/limiter_compat.py: fail on a change."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask

from service.infra.extensions import limiter
from service.web.app import create_app

pytestmark = pytest.mark.redis


def limited_app(database_url: str, redis_url: str) -> Flask:
    """Return an app whose rate limits count in the Redis at `redis_url`."""
    config: dict[str, Any] = {
        "TESTING": True,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_STORAGE_URI": None,
    }
    return create_app(config)


def test_a_new_app_starts_on_its_own_storage(
    database_url: str, redis_url: str, redis: Any
) -> None:
    dead = limited_app(database_url, "redis://127.0.0.1:1/0")
    response = dead.test_client().post("/v1/clients", json={"name": "x"})
    assert response.status_code == 201
    # The flag the override resets is the one Flask-Limiter sets on a storage error.
    assert limiter._storage_dead is True
    assert limiter.limiter.storage is not limiter.storage  # on the fallback
    alive = limited_app(database_url, redis_url)
    assert limiter._storage_dead is False
    health = alive.test_client().get("/v1/health").json
    assert health["rate_limits"] == "redis"
    assert limiter.limiter.storage is limiter.storage


def test_recovery_resets_the_backoff_flask_limiter_keeps(
    database_url: str, redis_url: str, redis: Any
) -> None:
    app = limited_app(database_url, redis_url)
    # The backoff counter `recover` resets is Flask-Limiter's own (name-mangled).
    assert hasattr(limiter, "_Limiter__check_backend_count")
    limiter._storage_dead = True  # as after a storage error
    limiter._probed_at = 0.0
    assert limiter.recover() is True  # the storage answers: back on it
    assert limiter.limiter.storage is limiter.storage
    health: Any = app.test_client().get("/v1/health").json
    assert health["rate_limits"] == "redis"
