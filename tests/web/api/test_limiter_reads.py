"""Reads no limit can count skip Flask-Limiter's per-request evaluation, and that
skip never lets through a request some limit would have counted."""

from __future__ import annotations

import secrets
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from flask_limiter.util import get_qualified_name

from service.infra.extensions import limiter
from tests.helpers.api import LAYOUT

pytestmark = [pytest.mark.redis, pytest.mark.usefixtures("redis")]

SAFE = {"get", "head", "options"}


@pytest.fixture
def app_config() -> dict[str, Any]:
    return {
        "RATELIMIT_STORAGE_URI": None,
        "RATELIMIT_ENABLED": True,
        "RATELIMIT_WRITES": "3 per minute",
        "RATELIMIT_AUTH_FAILURES": "2 per minute",
    }


@pytest.fixture
def evaluations(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """Record each endpoint whose limits Flask-Limiter resolves."""
    seen: list[str | None] = []
    manager = limiter.limit_manager
    resolve = manager.resolve_limits

    def spy(app: Flask, endpoint: str | None = None, *args: Any) -> Any:
        seen.append(endpoint)
        return resolve(app, endpoint, *args)

    monkeypatch.setattr(manager, "resolve_limits", spy)
    return seen


def test_reads_no_limit_counts_are_not_evaluated(
    client: FlaskClient, auth: dict[str, str], evaluations: list[str | None]
) -> None:
    assert client.get("/v1/rulesets").status_code == 200
    assert client.get("/v1/clients/me", headers=auth).status_code == 200
    assert client.head("/v1/rulesets").status_code == 200
    assert evaluations == []
    write = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert write.status_code == 201
    assert len(evaluations) == 1  # a write is counted


def test_a_read_with_a_credential_that_fails_is_still_counted(
    client: FlaskClient, evaluations: list[str | None]
) -> None:
    forged = {"Authorization": f"Bearer rk_{secrets.token_hex(5)}_x"}
    statuses = [client.get("/v1/clients/me", headers=forged).status_code]
    statuses += [client.get("/v1/clients/me", headers=forged).status_code]
    statuses += [client.get("/v1/clients/me", headers=forged).status_code]
    assert statuses == [401, 401, 429]
    assert len(evaluations) == 3
    assert client.get("/v1/rulesets").status_code == 200  # no credential: no limit


def test_no_route_limit_counts_a_read(app: Flask) -> None:
    """The skip holds only while every route limit leaves reads alone (or its view
    keeps its own limits, which the skip leaves to Flask-Limiter)."""
    manager = limiter.limit_manager
    assert not manager.default_limits and not manager._blueprint_limits
    decorated = manager._decorated_limits
    with app.test_request_context("/"):
        for endpoint, view in app.view_functions.items():
            for limit in decorated.get(get_qualified_name(view), ()):
                counts_reads = limit.methods is None or SAFE & set(limit.methods)
                assert not counts_reads or getattr(view, "own_write_limits", False), (
                    endpoint
                )
