"""POST .../hints while Redis is down: a position that needs the queue is a 503
(its solve recorded for later); one the request can answer is answered."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.puzzles import hints
from tests.helpers.api import assert_problem, puzzle_spec

DEAD_REDIS = "redis://127.0.0.1:1/0"  # nothing listens on port 1


@pytest.fixture
def app_config() -> dict[str, Any]:
    return {"REDIS_URL": DEAD_REDIS, "RATELIMIT_STORAGE_URI": None}


def test_a_position_that_needs_the_queue_is_a_503(
    client: FlaskClient, auth: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    puzzle_id = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json["id"]
    url = f"/v1/puzzles/{puzzle_id}/hints"
    short = client.post(url, json={"moves": "yN yS"})  # a short search answers
    assert short.status_code == 200, short.json
    assert short.json["method"] == "search" and short.json["hint"]
    monkeypatch.setattr(hints, "INLINE_MOVES", -1)  # every search is "long"
    response = client.post(url, json={"moves": "gE bS"})
    body = assert_problem(response, 503, "service-unavailable")
    assert int(response.headers["Retry-After"]) > 0, body
