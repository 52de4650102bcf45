"""gunicorn's own error answers as RFC 9457 problems, like the app's.

gunicorn answers some requests before the app sees them: a request line longer than
`--limit-request-line` (414), a header over `--limit-request-field_size` or too many
headers (431), a malformed request (400), an exception escaping the app (500). It
writes those with `gunicorn.util.write_error` as text/html; `install` replaces that
one function (the only place gunicorn writes them; tests/web/test_gunicorn_errors.py
fails if a gunicorn release stops calling it).
"""

from __future__ import annotations

import json
from typing import Any

from gunicorn import util

from service.infra.problemtypes import kind_of

KINDS = {
    400: "bad-request",
    403: "forbidden",
    414: "uri-too-long",
    417: "expectation-failed",
    431: "request-header-fields-too-large",
    500: "internal-error",
}
MAX_DETAIL = 200
"""gunicorn's message may quote the whole rejected request line: keep the start."""


def problem_bytes(base_uri: str, status: int, reason: str, message: str) -> bytes:
    """Return a whole HTTP/1.1 response carrying a problem document."""
    kind = KINDS.get(status) or kind_of(reason)
    detail = (message or reason)[:MAX_DETAIL]
    body = json.dumps(
        {"type": base_uri + kind, "title": reason, "status": status, "detail": detail}
    ).encode()
    head = (
        f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def install(base_uri: str) -> None:
    """Make gunicorn write its own errors as problems (call in the worker)."""

    def write_error(sock: Any, status_int: int, reason: str, mesg: str) -> None:
        util.write_nonblock(sock, problem_bytes(base_uri, status_int, reason, mesg))

    util.write_error = write_error
