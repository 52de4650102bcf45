"""The Flask application factory: the base app (`service.infra.appbase`) with the
HTTP edge on it (converters, proxies, error handlers, blueprints, pages, middleware)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from service.infra.appbase import configure, init_extensions, install_hooks
from service.infra.extensions import identify_with
from service.matches import commits
from service.matches.access import verified_identity
from service.web.api.converters import CONVERTERS, document_converters
from service.web.edgecache import RepeatReads
from service.web.errors import ProblemFlask, register_error_handlers
from service.web.extensions import api, pages
from service.web.headers import ResponseHeaders
from service.web.observe import RequestObserver


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: Config defaults, then env vars, then `config`."""
    app = ProblemFlask(__name__)
    configure(app, config)
    app.url_map.converters.update(CONVERTERS)  # before any route: the input policy
    trust_proxies(app)
    init_extensions(app)
    identify_with(app, verified_identity)  # rate limits key on verified credentials
    api.init_app(app)
    pages.init_app(app, spec_kwargs=pages_document(app))
    for documented in (api, pages):
        document_converters(documented)
    register_error_handlers(app)  # after the Apis: their own handlers are replaced
    from service.web import frontdoor
    from service.web.api import queryparams, register_blueprints

    register_blueprints(api, pages)
    queryparams.init_app(app)
    app.register_blueprint(frontdoor.bp)
    install_hooks(app)
    commits.install(app)  # game events announced after each commit
    register_secrecy_rules(app)
    copies = RepeatReads(app.wsgi_app, app.config["EDGE_CACHE_SIZE"])
    observed = RequestObserver(copies, count=app.config["METRICS_ENABLED"])
    app.wsgi_app = ResponseHeaders(observed)  # type: ignore[method-assign]
    return app


def pages_document(app: Flask) -> dict[str, str]:
    """Return the pages' document's title and versions (it is not served: `make
    openapi` writes it to docs/pages.openapi.yaml)."""
    return {
        "title": f"{app.config['API_TITLE']} pages",
        "version": app.config["API_VERSION"],
        "openapi_version": app.config["OPENAPI_VERSION"],
    }


def register_secrecy_rules(app: Flask) -> None:
    """Register the rules that hide a puzzle's answer (idempotent)."""
    from service.daily import hidden
    from service.matches import register_secrecy
    from service.trainer import secrecy as rated

    register_secrecy(app)
    hidden.register_secrecy(app)
    rated.register_secrecy(app)


def trust_proxies(app: Flask) -> None:
    """Read the visitor's address from X-Forwarded-For behind TRUSTED_PROXY_HOPS.

    With 0 (the default) the headers are ignored: anyone can send them, so only the
    entries appended by proxies of our own may name the client (rate limits key on it).
    """
    hops = int(app.config["TRUSTED_PROXY_HOPS"])
    if hops > 0:
        proxied = ProxyFix(app.wsgi_app, x_for=hops, x_proto=hops)
        app.wsgi_app = proxied  # type: ignore[method-assign]
