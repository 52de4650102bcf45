"""Redis down when an analysis is asked for: the request is kept, said to be
unavailable, and its targets are enqueued once Redis is back."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask import Flask
from flask.testing import FlaskClient

from service.infra.queues import ANALYSIS, get_queue
from tests.analyses.helpers import analysis_spec
from tests.helpers.processes import RedisServer
from workers import analysis

pytestmark = pytest.mark.redis


@pytest.fixture
def app_config(redis_server: RedisServer) -> dict[str, Any]:  # noqa: F811
    """Run the app on a private Redis the test may stop."""
    return {"REDIS_URL": redis_server.url}


def test_a_request_made_while_redis_is_down_is_enqueued_once_it_is_back(
    jobs_app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    redis_server: RedisServer,  # noqa: F811
) -> None:
    redis_server.stop()
    response = client.post("/v1/analyses", json=analysis_spec(), headers=analyst)
    assert response.status_code == 202, response.json
    assert {t["status"] for t in response.json["targets"]} == {"unavailable"}
    redis_server.start()  # back, and empty
    assert analysis.requeue_lost() == {"requeued": 2}
    assert analysis.requeue_lost() == {"requeued": 0}  # once
    conn = redis_lib.Redis.from_url(redis_server.url)
    assert get_queue(ANALYSIS, conn).count == 2
    body = client.get(response.headers["Location"], headers=analyst).json
    assert {t["status"] for t in body["targets"]} == {"queued"}
