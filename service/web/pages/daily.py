"""GET /daily: a small HTML page with today's puzzles, leaderboards and a checker."""

from __future__ import annotations

import secrets
from typing import Any

from flask import Response, render_template, request
from flask.views import MethodView

from service.daily.page import page_context, sharing_context
from service.web.api.common import Blueprint
from service.web.pages.html_errors import html_errors
from service.web.schemas.daily import PagePathQuerySchema

HTML = "text/html"

blp = Blueprint(
    "page",
    __name__,
    url_prefix="/daily",
    description="A human page over the daily API: no build step, no external assets.",
)


def content_security_policy(nonce: str) -> str:
    """Allow only this page's own inline script and style, and same-origin calls."""
    return (
        "default-src 'none'; img-src 'self' data:; connect-src 'self'; "
        f"script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )


@blp.route("")
class DailyPage(MethodView):
    """The daily page."""

    @blp.arguments(PagePathQuerySchema, location="query")
    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    @blp.alt_response(404, response="NOT_FOUND")
    def get(self, args: dict[str, Any]) -> Response:
        """Show a day's puzzles (default today) with leaderboards and a checker."""
        nonce = secrets.token_urlsafe(16)
        context = page_context(args.get("date"))
        context.update(sharing_context(context["date"], request.url_root))
        page = render_template("daily.html", nonce=nonce, **context)
        response = Response(page, 200, mimetype=HTML)
        response.headers["Content-Security-Policy"] = content_security_policy(nonce)
        response.cache_control.no_cache = True
        return response


html_errors(blp)  # /daily?date=... errors are pages for browsers
