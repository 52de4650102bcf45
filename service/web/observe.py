"""One access line and one latency sample per request, under its request id.

`RequestObserver` wraps the WSGI app. Before the app runs it adopts the caller's
`X-Request-ID` (when sane) or makes one, so every log line of the request carries
it (`service.infra.logs.request_id`); when the response starts it echoes the id, counts
the request in `/metrics` (`service.infra.metrics.record_request`) and writes the access
line (`service.infra.logs.access_line`), both labelled with the URL rule that matched.

The rule is read from the request object werkzeug keeps in the environ
(`werkzeug.request`), which Flask leaves in place until the response has started
(tests/infra/test_logs.py and tests/infra/test_metrics.py fail when that changes).
The id is also left in the environ, so that a body streamed after the middleware has
returned (`stream_with_context`) still logs under it
(`service.infra.logs.current_request_id`).
It is done here once, rather than in four Flask hooks: every request pays for it.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from service.infra import logs, metrics

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

ROUTE_KEY = "ricochet.route"
"""The environ key naming the route of a request answered without the app
(`service.web.edgecache`)."""
UNMATCHED = "unmatched"
"""The route label of a request no URL rule matched (a 404, a 405)."""


def route_of(environ: WSGIEnvironment) -> str:
    """Return the URL rule the request matched, or UNMATCHED."""
    copied = environ.get(ROUTE_KEY)
    if copied is not None:
        return str(copied)
    request = environ.get("werkzeug.request")
    rule = getattr(request, "url_rule", None)
    return rule.rule if rule is not None else UNMATCHED


class RequestObserver:
    """WSGI middleware giving each request an id, an access line and metrics."""

    def __init__(self, app: WSGIApplication, *, count: bool = True) -> None:
        self.app = app
        self.count = count

    def __call__(
        self, environ: WSGIEnvironment, start_response: StartResponse
    ) -> Iterable[bytes]:
        """Serve the request under its id; observe it as the response starts."""
        rid = logs.adopt_request_id(environ.get(logs.REQUEST_ID_ENVIRON, ""))
        token = logs.request_id.set(rid)
        started = time.perf_counter()
        observed = False

        def start(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
            nonlocal observed
            headers.append((logs.REQUEST_ID_HEADER, rid))
            if not observed:  # a second call (with exc_info) replaces the headers
                observed = True
                self.observe(environ, int(status[:3]), time.perf_counter() - started)
            return start_response(status, headers, *exc_info)

        environ[logs.REQUEST_ID_KEY] = rid  # for a streamed body's log lines
        try:
            return self.app(environ, start)
        finally:
            logs.forget_request_id(token)

    def observe(self, environ: WSGIEnvironment, status: int, seconds: float) -> None:
        """Count the request and write its access line."""
        route = route_of(environ)
        method = environ["REQUEST_METHOD"]
        if self.count:
            metrics.record_request(method, route, status, seconds)
        if logs.ACCESS.isEnabledFor(logging.INFO):
            request = environ.get("werkzeug.request")
            path = request.path if request is not None else environ["PATH_INFO"]
            full_path = request.full_path.rstrip("?") if request is not None else path
            known = None if route == UNMATCHED else route
            logs.access_line(method, path, full_path, known, status, seconds)
