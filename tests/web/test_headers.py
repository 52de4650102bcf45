"""The response-header policy applied at the WSGI boundary (service.web.headers)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from werkzeug.test import Client
from werkzeug.wrappers import Response

from service.web.headers import RETRY_AFTER_KEY, ResponseHeaders


def raw_app(status: int, headers: dict[str, str], own_retry: str | None = None) -> Any:
    """Return a WSGI app answering `status` with `headers` (no Flask)."""

    def app(environ: dict[str, Any], start_response: Any) -> Iterable[bytes]:
        if own_retry is not None:
            environ[RETRY_AFTER_KEY] = own_retry
        return Response(b"", status, headers)(environ, start_response)

    return app


@pytest.mark.parametrize("status", [200, 404, 500])
def test_every_response_gets_cors(status: int) -> None:
    client = Client(ResponseHeaders(raw_app(status, {})))
    response = client.get("/")
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "ETag" in response.headers["Access-Control-Expose-Headers"]
    assert "Access-Control-Allow-Methods" not in response.headers


def test_a_preflight_learns_what_it_may_send() -> None:
    client = Client(ResponseHeaders(raw_app(200, {})))
    response = client.options("/")
    assert "Last-Event-ID" in response.headers["Access-Control-Allow-Headers"]
    assert "DELETE" in response.headers["Access-Control-Allow-Methods"]


@pytest.mark.parametrize(
    ("status", "own", "expected"),
    [
        (200, None, None),
        (409, None, None),
        (429, None, "60"),
        (503, None, "60"),
        (409, "2", "2"),
        (200, "5", "5"),
    ],
)
def test_retry_after_only_on_429_503_or_a_problems_own(
    status: int, own: str | None, expected: str | None
) -> None:
    app = raw_app(status, {"Retry-After": "60"}, own_retry=own)
    response = Client(ResponseHeaders(app)).get("/")
    assert response.headers.getlist("Retry-After") == ([expected] if expected else [])


def test_a_204_has_no_content_type() -> None:
    app = raw_app(204, {"Content-Type": "application/json"})
    response = Client(ResponseHeaders(app)).delete("/")
    assert "Content-Type" not in response.headers
    assert Client(ResponseHeaders(raw_app(200, {}))).get("/").headers["Content-Type"]


@pytest.mark.parametrize("status", [200, 204, 304, 404, 429, 500])
def test_every_response_says_nosniff(status: int) -> None:
    app = raw_app(status, {"X-Content-Type-Options": "nosniff"})  # never twice
    for method in ("GET", "OPTIONS"):
        response = Client(ResponseHeaders(app)).open("/", method=method)
        assert response.headers.getlist("X-Content-Type-Options") == ["nosniff"]
