"""Conditional GETs: the one way a cacheable response gets its validators and 304.

Every cacheable 200 carries a strong ETag (a hash of its body unless the view set
one), Last-Modified when the resource has one, and a public Cache-Control; werkzeug's
`make_conditional` then answers 304 when `If-None-Match` matches the ETag or
`If-Modified-Since` is not older than Last-Modified. A request that sends no
validator (most of them) skips werkzeug's evaluation and gets what it would have
added (`unconditional`; a test compares the two).
"""

from __future__ import annotations

import hashlib
import re
import time
from datetime import datetime

from flask import Request, Response, request
from werkzeug.http import http_date


def body_etag(body: bytes) -> str:
    """Return a strong ETag for a body (unquoted): its SHA-256, shortened."""
    return hashlib.sha256(body).hexdigest()[:32]


SERVER_TIME = re.compile(rb'"server_time":"[^"]*"')
"""The server's clock in a live body: it changes on every read, the state does not."""


def live_etag(body: bytes) -> str:
    """Return a strong ETag for a live resource's body (game state, rounds, a
    solve's progress): the hash of the body without its `server_time` fields, so
    that it changes exactly when what the body describes changes."""
    return body_etag(SERVER_TIME.sub(b"", body))


def make_conditional(
    response: Response,
    *,
    max_age: int,
    immutable: bool = False,
    last_modified: datetime | None = None,
) -> Response:
    """Add the validators and Cache-Control to a 200; make it a 304 when the
    client's copy is current."""
    if "ETag" not in response.headers:
        response.set_etag(body_etag(response.get_data()))
    if last_modified is not None:
        response.last_modified = last_modified
    response.headers["Cache-Control"] = cache_control(max_age, immutable)
    return answer_conditionally(response)


def cache_control(max_age: int, immutable: bool = False) -> str:
    """Return a public Cache-Control header's value (as werkzeug's `cache_control`
    would write it, at a fifth of the cost)."""
    return f"public, max-age={max(0, max_age)}" + (", immutable" * immutable)


def answer_conditionally(response: Response) -> Response:
    """Make a 200 with its validators a 304 when the client's copy is current."""
    if has_validators(request):
        response.make_conditional(request)
    else:
        unconditional(response, request)
    return response


_date: tuple[int, str] = (0, "")


def current_http_date() -> str:
    """Return `http_date()` of now, formatted once per second (it costs more than
    the rest of a conditional GET's headers)."""
    global _date
    now = int(time.time())
    if _date[0] != now:
        _date = (now, http_date(now))
    return _date[1]


VALIDATORS = (
    "HTTP_IF_NONE_MATCH",
    "HTTP_IF_MODIFIED_SINCE",
    "HTTP_IF_MATCH",
    "HTTP_IF_UNMODIFIED_SINCE",
)


def has_validators(req: Request) -> bool:
    """Tell whether a request makes itself conditional (a Range alone does not:
    ranges are not offered)."""
    environ = req.environ
    return any(name in environ for name in VALIDATORS)


def unconditional(response: Response, req: Request) -> None:
    """Do what werkzeug's `make_conditional` does to a response when the request
    sends no validator: a Date and a Content-Length on GET and HEAD."""
    if req.method not in ("GET", "HEAD"):
        return
    headers = response.headers
    if "Date" not in headers:
        headers["Date"] = current_http_date()
    if response.automatically_set_content_length and "Content-Length" not in headers:
        length = response.calculate_content_length()
        if length is not None:
            headers["Content-Length"] = str(length)
