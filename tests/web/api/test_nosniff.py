"""`X-Content-Type-Options: nosniff` on every kind of response the app gives."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from service.web.gunicorn_errors import problem_bytes


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/v1/health"),
        ("GET", "/v1/openapi.json"),
        ("GET", "/"),
        ("GET", "/docs"),
        ("GET", "/daily"),
        ("GET", "/v1/layouts"),
        ("GET", "/v1/nothing-here"),
        ("GET", "/v1/puzzles/pnothere/image.svg"),
        ("POST", "/v1/checks"),
        ("OPTIONS", "/v1/checks"),
        ("DELETE", "/v1/health"),
    ],
)
def test_the_app_says_nosniff(client: FlaskClient, method: str, path: str) -> None:
    response = client.open(path, method=method)
    assert response.headers.getlist("X-Content-Type-Options") == ["nosniff"]


def test_gunicorn_s_own_errors_say_nosniff() -> None:
    raw = problem_bytes("/problems/", 414, "Request-URI Too Long", "x")
    head = raw.split(b"\r\n\r\n")[0] + b"\r\n"
    assert b"\r\nX-Content-Type-Options: nosniff\r\n" in head
