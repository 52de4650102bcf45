"""The pages for people: `/` (what this is, where to go) and `/docs` (an interactive
reference of the OpenAPI document), plus HTML error pages for browser routes.

Swagger UI's files come from the `flask-swagger-ui` package (no CDN); every page is
sent under a nonce-based Content-Security-Policy, like the daily page.
"""

from __future__ import annotations

import secrets
from importlib.resources import files
from typing import Any

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    render_template,
    request,
    send_from_directory,
)

from service.daily.settings import parse_tiers
from service.health import version

HTML = "text/html"
SWAGGER_UI_DIST = str(files("flask_swagger_ui") / "dist")
"""Swagger UI's built files, as the `flask-swagger-ui` package ships them."""
SWAGGER_UI_ASSETS = frozenset({"swagger-ui-bundle.js", "swagger-ui.css"})
"""The files /docs loads; nothing else of the package is served."""
ASSET_MAX_AGE = 86_400
API_PREFIX = "/v1"
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
"""How the home page spells a small count (larger ones are digits)."""

bp = Blueprint("frontdoor", __name__)


def content_security_policy(nonce: str) -> str:
    """Allow this server's files, the page's own nonce'd script and style, and
    same-origin calls; nothing from elsewhere."""
    return (
        "default-src 'none'; img-src 'self' data:; connect-src 'self'; "
        f"script-src 'self' 'nonce-{nonce}'; style-src 'self' 'nonce-{nonce}'; "
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )


def html_page(template: str, status: int = 200, **context: Any) -> Response:
    """Render a page with a fresh nonce under the Content-Security-Policy."""
    nonce = secrets.token_urlsafe(16)
    page = render_template(template, nonce=nonce, **context)
    response = Response(page, status, mimetype=HTML)
    response.headers["Content-Security-Policy"] = content_security_policy(nonce)
    return response


@bp.get("/")
def home() -> Response:
    """What this service is, with links to the docs, the pages and the feeds."""
    tiers = [tier.name for tier in parse_tiers(current_app.config["DAILY_TIERS"])]
    return html_page("home.html", version=version(), tiers=tiers, count=count(tiers))


def count(items: list[str]) -> str:
    """Spell how many items there are, as a sentence says it ("four")."""
    n = len(items)
    return NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)


@bp.get("/docs")
def docs() -> Response:
    """The interactive API reference (Swagger UI) over /v1/openapi.json."""
    return html_page("docs.html", spec_url=f"{API_PREFIX}/openapi.json")


@bp.get("/docs/<name>")
def docs_asset(name: str) -> Response:
    """One of Swagger UI's files, from the installed package."""
    if name not in SWAGGER_UI_ASSETS:
        abort(404)
    return send_from_directory(SWAGGER_UI_DIST, name, max_age=ASSET_MAX_AGE)


def wants_html() -> bool:
    """Tell whether an error should be a page: a browser route (not the API) asked
    by a client that prefers HTML to JSON."""
    if request.path == API_PREFIX or request.path.startswith(f"{API_PREFIX}/"):
        return False
    offered = ("application/problem+json", "application/json", HTML)
    return request.accept_mimetypes.best_match(offered) == HTML


def error_page(body: dict[str, Any]) -> Response:
    """Render a problem document as an HTML page with the same status."""
    return html_page("error.html", int(body["status"]), problem=body)
