"""Pages for people: rendering under a nonce-based Content-Security-Policy, and the
HTML error page a browser route gets instead of problem+json.

Below both `frontdoor` (the pages) and `errors` (which picks a page or a problem
document), so neither imports the other.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask import Response, render_template, request

HTML = "text/html"


API_PREFIX = "/v1"


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
