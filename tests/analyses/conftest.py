"""Fixtures for analyses: a client allowed to analyse, an analysed layout."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.analyses import library
from tests.analyses.helpers import LAYOUT, ROBOTS, work


@pytest.fixture
def analyst(app: Flask, client: FlaskClient, redis: redis_lib.Redis) -> dict[str, str]:
    """Return the headers of a client the operator allows to start analyses."""
    response = client.post("/v1/clients", json={"name": "analyst"})
    assert response.status_code == 201, response.json
    key = response.json["api_key"]
    headers = {"Authorization": f"Bearer {key}"}
    me = client.get("/v1/clients/me", headers=headers).json
    app.config["ANALYSIS_KEYS"] = [me["id"]]
    return headers


@pytest.fixture
def analysed(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis: redis_lib.Redis,
    monkeypatch: pytest.MonkeyPatch,
) -> dict[str, Any]:
    """Analyse every red, green and vortex target of the layout; return it."""
    monkeypatch.setattr(library, "FAMILY_ROBOTS", ROBOTS)
    spec = {"board": LAYOUT, "robots": list(ROBOTS)}
    url = client.post("/v1/analyses", json=spec, headers=analyst).headers["Location"]
    work(redis)
    body: dict[str, Any] = client.get(url, headers=analyst).json
    assert body["status"] == "done", body
    return body
