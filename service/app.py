"""The Flask application factory."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from service import metrics
from service.api.converters import CONVERTERS
from service.config import Config
from service.errors import ProblemFlask, register_error_handlers
from service.extensions import (
    api,
    db,
    limiter,
    limiter_storage_options,
    limiter_storage_uri,
    normalize_database_url,
    redis_store,
)
from service.headers import ResponseHeaders
from service.observe import RequestObserver

UNPREFIXED = ("DATABASE_URL", "REDIS_URL", "LOG_FORMAT")


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: Config defaults, then env vars, then `config`."""
    app = ProblemFlask(__name__)
    app.config.from_object(Config)
    for name in UNPREFIXED:  # the conventional names, unprefixed
        if os.environ.get(name):
            app.config[name] = os.environ[name]
    app.config.from_prefixed_env("RICOCHET")
    app.config.update(config or {})
    app.config["DATABASE_URL"] = normalize_database_url(app.config["DATABASE_URL"])
    app.config["RATELIMIT_STORAGE_URI"] = limiter_storage_uri(app.config)
    app.config["RATELIMIT_STORAGE_OPTIONS"] = limiter_storage_options(app.config)
    app.url_map.converters.update(CONVERTERS)  # before any route: the input policy
    trust_proxies(app)
    metrics.init_app(app)
    db.init_app(app)
    redis_store.init_app(app)
    limiter.init_app(app)
    api.init_app(app)
    register_error_handlers(app)
    from service import frontdoor
    from service.api import register_blueprints
    from service.migrate import register_commands
    from service.streams import commits as streams_commits

    register_blueprints(api)
    app.register_blueprint(frontdoor.bp)
    register_commands(app)
    streams_commits.install(app)
    register_secrecy_rules()
    observed = RequestObserver(app.wsgi_app, count=app.config["METRICS_ENABLED"])
    app.wsgi_app = ResponseHeaders(observed)  # type: ignore[method-assign]
    return app


def register_secrecy_rules() -> None:
    """Register the rules that hide a puzzle's answer (idempotent, process-wide)."""
    from service.daily import hidden
    from service.matches import register_secrecy

    register_secrecy()
    hidden.register_secrecy()


def trust_proxies(app: Flask) -> None:
    """Read the visitor's address from X-Forwarded-For behind TRUSTED_PROXY_HOPS.

    With 0 (the default) the headers are ignored: anyone can send them, so only the
    entries appended by proxies of our own may name the client (rate limits key on it).
    """
    hops = int(app.config["TRUSTED_PROXY_HOPS"])
    if hops > 0:
        proxied = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)
        app.wsgi_app = proxied  # type: ignore[method-assign]
