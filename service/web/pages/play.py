"""GET /play: the live game page, a server-rendered shell over the public game API.

The page's script (`/static/play/`) creates games, hands out one invite link per seat
and plays them with the same calls any program makes: it is the reference client.
"""

from __future__ import annotations

import secrets
from urllib.parse import urlsplit

from flask import Response, current_app, render_template
from flask.views import MethodView

from service.game.editions import DEFAULT_PRESET, PRESETS
from service.web.api.common import Blueprint

HTML = "text/html"

blp = Blueprint(
    "play",
    __name__,
    url_prefix="/play",
    description="A human page to create and play live games: no build step, no "
    "external assets; it calls only the public API.",
)


def content_security_policy(nonce: str, stream_url: str | None = None) -> str:
    """Allow this page's nonce'd script and style, same-origin modules and calls, and
    the stream server's origin when streams are served apart (STREAM_URL)."""
    connect = "'self'"
    if stream_url:
        parts = urlsplit(stream_url)
        connect += f" {parts.scheme}://{parts.netloc}"
    return (
        f"default-src 'none'; img-src 'self' data:; connect-src {connect}; "
        f"script-src 'self' 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )


@blp.route("")
class PlayPage(MethodView):
    """The live game page."""

    @blp.response(200, {"type": "string"}, content_type=HTML, description="HTML")
    def get(self) -> Response:
        """Create a game, share its invite links, and play it in the browser."""
        nonce = secrets.token_urlsafe(16)
        page = render_template(
            "play.html", nonce=nonce, presets=PRESETS.values(), default=DEFAULT_PRESET
        )
        response = Response(page, 200, mimetype=HTML)
        response.headers["Content-Security-Policy"] = content_security_policy(
            nonce, current_app.config.get("STREAM_URL")
        )
        response.headers["Referrer-Policy"] = "no-referrer"
        response.cache_control.no_cache = True
        return response
