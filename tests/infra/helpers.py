"""Helpers of the infrastructure tests: fresh keys, the refusals of fair shares."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient


def fresh_key(client: FlaskClient) -> dict[str, str]:
    """Register a client (from the test client's one address); its header."""
    key = client.post("/v1/clients", json={"name": "fresh"}).json["api_key"]
    return {"Authorization": f"Bearer {key}"}


def assert_refused(response: Any, kind: str) -> None:
    """Assert a 429 problem of a kind, with Retry-After."""
    assert response.status_code == 429, response.json
    assert response.mimetype == "application/problem+json"
    assert response.json["type"].endswith(f"/{kind}"), response.json
    assert int(response.headers["Retry-After"]) > 0
