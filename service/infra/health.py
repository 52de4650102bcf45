"""Health report: database and Redis reachability, workers' readiness, version."""

from __future__ import annotations

import logging
from typing import Any

import sqlalchemy as sa
from flask import current_app
from limits.storage import MemoryStorage

from service.infra import workerstate
from service.infra.domain_errors import Unavailable
from service.infra.extensions import db, get_redis, limiter
from service.infra.version import package_version

log = logging.getLogger(__name__)


def version() -> str:
    """Return the service's version (the one source: `service.infra.version`)."""
    return package_version()


def check_health() -> dict[str, Any]:
    """Ping the database (503 when down) and Redis (reported, never fatal)."""
    try:
        db.session.execute(sa.text("SELECT 1"))
    except sa.exc.SQLAlchemyError as exc:
        log.warning("health: database unreachable: %s", exc)
        raise Unavailable("the database is unreachable") from exc
    redis_state, worker = "ok", "unknown"
    try:
        get_redis().ping()
        worker = workerstate.summary(get_redis())
    except Exception as exc:  # any failure to reach Redis is reported, not raised
        log.warning("health: redis unreachable: %s", exc)
        redis_state = "unavailable"
    return {
        "status": "ok" if redis_state == "ok" else "degraded",
        "version": version(),
        "database": "ok",
        "redis": redis_state,
        "worker": worker,
        "rate_limits": rate_limit_state(),
    }


def rate_limit_state() -> str:
    """Say where this process counts rate limits.

    `redis`; `memory` when configured so; `memory-fallback` while the limiter's
    Redis is unreachable (Flask-Limiter's in-memory fallback counts per process);
    `off` when limits are disabled. The read probes Redis (a PING): a limiter on
    the fallback whose Redis answers again goes back to it here, so the answer is
    true within a second of Redis returning, writes or not.
    """
    if not current_app.config["RATELIMIT_ENABLED"]:
        return "off"
    storage = limiter.storage
    if isinstance(storage, MemoryStorage):
        return "memory"
    if not limiter.recover() or not storage.check():
        return "memory-fallback"
    return "redis"
