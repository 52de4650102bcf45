"""The headers every response gets or loses, applied where it leaves the app.

`ResponseHeaders` wraps the WSGI app (outermost, so errors, 404s and the event
stream are covered alike) and edits the header list as the response starts:

- CORS: browsers may call the API from any origin (bearer keys, no cookies); a
  preflight (OPTIONS) also learns which methods and headers it may send.
- Retry-After only with a 429, a 503 or a problem that names its own (a 409 to
  retry): Flask-Limiter adds its window's reset to every response it counts.
- No Content-Type with a 204: there is no content to describe.
- `X-Content-Type-Options: nosniff` on every response: a browser takes each body
  for what its Content-Type says (a problem, a JSON Lines download, an SVG), never
  sniffs it into something it could run.

Done on the raw list, once, instead of in three `after_request` hooks: every
request pays for these.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

CORS_HEADERS = [
    ("Access-Control-Allow-Origin", "*"),
    (
        "Access-Control-Expose-Headers",
        "ETag, Location, Retry-After, Preference-Applied, X-RateLimit-Limit, "
        "X-RateLimit-Remaining, X-RateLimit-Reset",
    ),
]
PREFLIGHT_HEADERS = [
    *CORS_HEADERS,
    (
        "Access-Control-Allow-Headers",
        "Authorization, Content-Type, Last-Event-ID, Cache-Control, Prefer",
    ),
    ("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS"),
    ("Access-Control-Max-Age", "86400"),
]
NOSNIFF = ("X-Content-Type-Options", "nosniff")
RETRY_AFTER_KEY = "ricochet.retry_after"
"""The environ key where a problem leaves its own Retry-After (`keep_retry_after`)."""
RETRY_STATUSES = ("429", "503")


def keep_retry_after(environ: WSGIEnvironment, seconds: str) -> None:
    """Send `seconds` as this response's Retry-After, whatever its status."""
    environ[RETRY_AFTER_KEY] = seconds


def drop(headers: list[tuple[str, str]], name: str) -> None:
    """Remove every header called `name` (lower case) from a WSGI header list."""
    if any(key.lower() == name for key, _ in headers):
        headers[:] = [(key, value) for key, value in headers if key.lower() != name]


class ResponseHeaders:
    """WSGI middleware applying the header policy above to every response."""

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(
        self, environ: WSGIEnvironment, start_response: StartResponse
    ) -> Iterable[bytes]:
        """Serve the request, editing the headers as the response starts."""

        def start(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
            code = status[:3]
            own = environ.get(RETRY_AFTER_KEY)
            if own is not None or code not in RETRY_STATUSES:
                drop(headers, "retry-after")
                if own is not None:
                    headers.append(("Retry-After", own))
            if code == "204":
                drop(headers, "content-type")
            drop(headers, "x-content-type-options")
            headers.append(NOSNIFF)
            preflight = environ["REQUEST_METHOD"] == "OPTIONS"
            headers.extend(PREFLIGHT_HEADERS if preflight else CORS_HEADERS)
            return start_response(status, headers, *exc_info)

        return self.app(environ, start)
