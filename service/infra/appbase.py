"""The app without HTTP: settings, database, Redis, rate-limit storage, metrics and
the migration commands.

Both factories build on these steps: `service.web.app.create_app` (the API: adds
the blueprints, pages, problem+json and the WSGI middleware) and `workers.app` (the
jobs' app context). Neither needs the other, and the workers never import `web`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from flask import Flask

from service.infra import metrics
from service.infra.config import Config
from service.infra.extensions import (
    db,
    limiter,
    limiter_storage_options,
    limiter_storage_uri,
    normalize_database_url,
    redis_store,
)

UNPREFIXED = ("DATABASE_URL", "REDIS_URL", "LOG_FORMAT")


def configure(app: Flask, config: Mapping[str, Any] | None = None) -> None:
    """Load the settings: Config defaults, then env vars, then `config`."""
    app.config.from_object(Config)
    for name in UNPREFIXED:  # the conventional names, unprefixed
        if os.environ.get(name):
            app.config[name] = os.environ[name]
    app.config.from_prefixed_env("RICOCHET")
    app.config.update(config or {})
    app.config["DATABASE_URL"] = normalize_database_url(app.config["DATABASE_URL"])
    app.config["RATELIMIT_STORAGE_URI"] = limiter_storage_uri(app.config)
    app.config["RATELIMIT_STORAGE_OPTIONS"] = limiter_storage_options(app.config)


def init_extensions(app: Flask) -> None:
    """Bind metrics, the database, Redis and the limiter to the app."""
    metrics.init_app(app)
    db.init_app(app)
    redis_store.init_app(app)
    limiter.init_app(app)


def install_hooks(app: Flask) -> None:
    """Add the `flask db` commands."""
    from service.infra.migrate import register_commands

    register_commands(app)


def create_base_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build an app with no HTTP edge: settings, extensions and hooks."""
    app = Flask("service")
    configure(app, config)
    init_extensions(app)
    install_hooks(app)
    return app
