"""Fixtures for analyses: a small board, a client allowed to analyse, a worker run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient
from rq import SimpleWorker
from rq.serializers import JSONSerializer

from service.analyses import library
from service.infra.queues import ANALYSIS, BACKGROUND, get_queue
from workers import jobs

SMALL = {
    "width": 8,
    "height": 8,
    "walls": [[2, 2, "E"], [5, 5, "S"], [1, 6, "N"], [6, 1, "W"], [3, 4, "S"]],
    "blocked": [[3, 3], [4, 4]],
    "targets": [
        {"color": "red", "cell": [2, 2], "symbol": "circle"},
        {"color": "green", "cell": [5, 5], "symbol": "triangle"},
        {"color": "blue", "cell": [1, 6], "symbol": "square"},
    ],
}
"""An 8x8 board printing three targets: two robots analyse in milliseconds."""


def analysis_spec(**changes: Any) -> dict[str, Any]:
    """Return a request to analyse the small board's red and green targets."""
    return {"board": SMALL, "robots": ["green", "red"], **changes}


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
def jobs_app(app: Flask) -> Iterator[Flask]:
    """Run job functions in-process against the test app."""
    jobs.set_app(app)
    yield app
    jobs.set_app(None)


def work(redis: redis_lib.Redis) -> None:
    """Run every queued analysis job in this process, then stop."""
    queues = [get_queue(name, redis) for name in (BACKGROUND, ANALYSIS)]
    worker = SimpleWorker(queues, connection=redis, serializer=JSONSerializer)
    worker.work(burst=True)


# --- an analysed layout (the records, the library, the page) ------------------------

LAYOUT = "1A4B3B2B"
ROBOTS = ("red", "green")
"""The family's robots narrowed to two: the real game's four take minutes and
gigabytes per layout; every code path is the same."""


def tables_config(tmp_path: Path) -> dict[str, Any]:
    """Return settings keeping the analyses' tables in a test's folder, no stocking
    (a module's `app_config` fixture returns them)."""
    return {"ANALYSIS_TABLES_DIR": str(tmp_path / "tables"), "LIBRARY_STOCK": 0}


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
