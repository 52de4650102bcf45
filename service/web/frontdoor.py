"""The pages for people: `/` (what this is, where to go) and `/docs` (an interactive
reference of the OpenAPI document); the HTML error pages of browser routes and the
rendering under a Content-Security-Policy are in `service.web.pages.render`.

Swagger UI's files come from the `flask-swagger-ui` package (no CDN); every page is
sent under a nonce-based Content-Security-Policy, like the daily page.
"""

from __future__ import annotations

from importlib.resources import files

from flask import Blueprint, Response, abort, current_app, send_from_directory

from service.daily.settings import parse_tiers
from service.infra.health import version
from service.web.pages.render import API_PREFIX, html_page

SWAGGER_UI_DIST = str(files("flask_swagger_ui") / "dist")
"""Swagger UI's built files, as the `flask-swagger-ui` package ships them."""
SWAGGER_UI_ASSETS = frozenset({"swagger-ui-bundle.js", "swagger-ui.css"})
"""The files /docs loads; nothing else of the package is served."""
ASSET_MAX_AGE = 86_400
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
"""How the home page spells a small count (larger ones are digits)."""

bp = Blueprint("frontdoor", __name__)


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
