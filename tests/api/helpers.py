"""Helpers for API tests."""

from __future__ import annotations

from typing import Any

from werkzeug.test import TestResponse

PROBLEMS = "https://ricochet.example/problems/"
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
    """Return a valid puzzle on a classic layout (red to [2, 5])."""
    spec = {
        "board": LAYOUT,
        "robots": dict(ROBOTS),
        "target": {"color": "red", "cell": [2, 5]},
    }
    spec.update(changes)
    return spec
