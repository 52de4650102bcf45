"""A lost database connection: what counts as one, and work that must survive it.

A connection can drop at any moment (server restart, failover, an administrator's
`pg_terminate_backend`, a network cut). Before a commit, the transaction is gone
with it: the request is answered 503 with Retry-After (service.web.errors) and nothing
was written. After a commit the write stands, so what follows it (reading the
answer back, recording a follow-up) runs again on a new connection rather than
reporting a failure the client would retry into a 409.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import exc as sa_exc

from service.infra.extensions import db

log = logging.getLogger(__name__)

T = TypeVar("T")

CONNECTION_LOST = (
    sa_exc.OperationalError,
    sa_exc.InterfaceError,
    sa_exc.DisconnectionError,
)
"""What a lost or unusable connection raises (psycopg's OperationalError and
InterfaceError, wrapped by SQLAlchemy; the pool's DisconnectionError); SQLite's
"database is locked" is an OperationalError too, and as transient."""

RETRY_AFTER_SECONDS = 2
"""What a 503 for a lost connection tells clients to wait before retrying."""

AFTER_COMMIT_ATTEMPTS = 3
"""Tries of the work after a commit, each on a new connection, before a 503."""


def is_connection_lost(exc: BaseException) -> bool:
    """Tell whether an exception means the connection, not the statement, failed."""
    if isinstance(exc, sa_exc.DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, CONNECTION_LOST)


def reset_session() -> None:
    """Roll the session back after a failure, tolerating a dead connection."""
    try:
        db.session.rollback()
    except sa_exc.SQLAlchemyError as exc:  # the connection is invalidated anyway
        log.warning("rollback after a lost connection failed: %s", exc)


def after_commit(work: Callable[[], T], attempts: int = AFTER_COMMIT_ATTEMPTS) -> T:
    """Run work that follows a commit; if the connection drops, run it again on a
    fresh connection (the committed state is read back, never reported lost)."""
    for _ in range(attempts - 1):
        try:
            return work()
        except CONNECTION_LOST as exc:
            log.warning("connection lost after a commit (%s); retrying", exc)
            reset_session()
    return work()
