"""Helpers for API tests."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

PROBLEMS = "/problems/"
LAYOUT = "1A3C2B4D"
ROBOTS = {"red": [0, 0], "green": [5, 5], "blue": [10, 10], "yellow": [15, 15]}


def assert_problem(response: TestResponse, status: int, kind: str) -> dict[str, Any]:
    """Assert a problem+json response of a status and kind; return its body."""
    assert response.status_code == status, response.data
    assert response.content_type == "application/problem+json"
    body: dict[str, Any] = response.json
    assert body["type"] == PROBLEMS + kind
    assert body["status"] == status
    assert body["title"] and body["detail"]
    assert body["instance"] == response.request.path
    return body


def puzzle_spec(**changes: Any) -> dict[str, Any]:
    """Return a valid puzzle on a classic layout (red to its red circle, [4, 1])."""
    spec = {
        "board": LAYOUT,
        "robots": dict(ROBOTS),
        "target": {"color": "red", "cell": [4, 1]},
    }
    spec.update(changes)
    return spec


def follow_pages(client: FlaskClient, url: str, **kwargs: Any) -> list[Any]:
    """Walk a list by its `next` links, checking each page's `Link` header says
    the same; return every item."""
    items: list[Any] = []
    while url:
        response = client.get(url, **kwargs)
        assert response.status_code == 200, response.data
        body = response.json
        assert body is not None and set(body) >= {"items", "next"}
        items += body["items"]
        link = response.headers.get("Link")
        assert link == (
            None if body["next"] is None else f'<{body["next"]}>; rel="next"'
        )
        url = body["next"]
    return items
