"""The daily page's own routes: attempts by cookie, the visitor, embed, preview.

The page is a first-party client: its visitors play without an API key, known by a
signed cookie (`service.web.players`), within limits per visitor and per address.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from flask import Response, current_app, render_template, request
from flask.views import MethodView

from service.daily.page import archive_context, embed_context
from service.daily.preview import day_preview
from service.daily.store import parse_day, today
from service.daily.visitors import visitor_status, web_attempt
from service.infra.extensions import address_key, limiter
from service.web.api.common import Blueprint
from service.web.daily_http import conditional
from service.web.pages.daily import content_security_policy
from service.web.pages.html_errors import html_errors
from service.web.players import (
    cookie_player,
    player_named,
    set_cookie,
    web_address_limit,
    web_player_key,
    web_player_limit,
    without_cookie,
)
from service.web.schemas.daily import AttemptResultSchema, PagePathQuerySchema
from service.web.schemas.web import (
    ArchivePageQuerySchema,
    VisitorSchema,
    WebAttemptSchema,
)

F = TypeVar("F", bound=Callable[..., Any])
HTML = "text/html"
PNG = "image/png"
COOKIE_PATH = "/daily"
"""The page's routes get the visitor's cookie (/train keeps its own under its path)."""

blp = Blueprint(
    "webpage",
    __name__,
    url_prefix="/daily",
    description="The daily page's own routes: its visitors play without an API key "
    "(a signed cookie names them), an embeddable widget and a link preview image.",
)


def embed_policy(nonce: str) -> str:
    """Allow the widget's own style, and any site to frame it (this route only)."""
    return (
        "default-src 'none'; img-src 'self' data:; "
        f"style-src 'nonce-{nonce}'; base-uri 'none'; form-action 'self'; "
        "frame-ancestors *"
    )


def own_write_limits(view: F) -> F:
    """Mark a view whose writes these limits govern, not the API's write budget."""
    view.own_write_limits = True  # type: ignore[attr-defined]
    return view


@blp.route("/<day:day>/<tier>/attempts")
class WebAttempts(MethodView):
    """A page visitor's attempts."""

    decorators = [
        limiter.limit(
            web_player_limit,
            key_func=web_player_key,
            exempt_when=without_cookie,
            scope="web-player",
        ),
        limiter.limit(web_address_limit, key_func=address_key, scope="web-address"),
        own_write_limits,
    ]

    @blp.arguments(WebAttemptSchema)
    @blp.response(200, AttemptResultSchema)
    @blp.alt_response(404, response="NOT_FOUND")
    @blp.alt_response(409, response="CONFLICT", description="The day is over.")
    def post(self, body: dict[str, Any], day: str, tier: str) -> Response:
        """Check a page visitor's solution (sets the cookie naming them)."""
        player = player_named(body["player"])
        result = web_attempt(parse_day(day), tier, player.player, body["solution"])
        response = Response(AttemptResultSchema().dumps(result), 200)
        response.mimetype = "application/json"
        set_cookie(response, player, COOKIE_PATH)
        response.cache_control.no_store = True
        return response


@blp.route("/me")
class Visitor(MethodView):
    """The visitor."""

    @blp.response(200, VisitorSchema)
    def get(self) -> Response:
        """Show who the cookie names, their streak and today's solved tiers."""
        found = cookie_player()
        status = visitor_status(
            *((found.player, found.name) if found else (None, None))
        )
        response = Response(VisitorSchema().dumps(status), 200)
        response.mimetype = "application/json"
        response.cache_control.no_store = True
        return response


@blp.route("/embed")
class Embed(MethodView):
    """The widget."""

    @blp.arguments(PagePathQuerySchema, location="query")
    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, args: dict[str, Any]) -> Response:
        """Show a day's boards in a small page other sites may frame."""
        nonce = secrets.token_urlsafe(16)
        context = embed_context(args.get("date"), request.url_root)
        page = render_template("daily_embed.html", nonce=nonce, **context)
        response = Response(page, 200, mimetype=HTML)
        response.headers["Content-Security-Policy"] = embed_policy(nonce)
        response.cache_control.no_cache = True
        return response


@blp.route("/preview.png")
class Preview(MethodView):
    """The link preview."""

    @blp.arguments(PagePathQuerySchema, location="query")
    @blp.response(200, {"type": "string", "format": "binary"}, content_type=PNG)
    @blp.alt_response(304, response="NOT_MODIFIED")
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, args: dict[str, Any]) -> Response:
        """Draw a day's boards as one PNG (Open Graph `og:image`)."""
        png, freshness = day_preview(args.get("date") or today())
        return conditional(png, PNG, freshness)


@blp.route("/archive")
class Archive(MethodView):
    """The archive page."""

    @blp.arguments(ArchivePageQuerySchema, location="query")
    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self, args: dict[str, Any]) -> Response:
        """List the published days, newest first, linking to their pages."""
        nonce = secrets.token_urlsafe(16)
        size = int(current_app.config["DAILY_PAGE_SIZE"])
        context = archive_context(args.get("before"), size)
        page = render_template("daily_archive.html", nonce=nonce, **context)
        response = Response(page, 200, mimetype=HTML)
        response.headers["Content-Security-Policy"] = content_security_policy(nonce)
        response.cache_control.no_cache = True
        return response


html_errors(blp)
