"""HTTP behaviour: caching of immutable resources, CORS, health."""

from __future__ import annotations

from typing import Any

import pytest
import redis as redis_lib
from flask.testing import FlaskClient

from service.web.app import create_app
from tests.helpers.api import assert_problem, puzzle_spec


@pytest.fixture
def puzzle(client: FlaskClient, auth: dict[str, str]) -> dict[str, Any]:
    response = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
    assert response.status_code == 201
    return response.json


def urls(puzzle: dict[str, Any]) -> list[str]:
    return [
        puzzle["links"]["self"],
        puzzle["links"]["image"],
        puzzle["links"]["image"] + "?solution=rS",
        puzzle["links"]["board"],
        puzzle["links"]["board"] + "/image.svg",
        "/v1/layouts/1A3C2B4D",
    ]


def test_immutable_resources_have_etags_and_304(
    client: FlaskClient, puzzle: dict[str, Any]
) -> None:
    for url in urls(puzzle):
        first = client.get(url)
        assert first.status_code == 200, url
        etag = first.headers["ETag"]
        assert etag.startswith('"') and not etag.startswith("W/")
        cache = first.headers["Cache-Control"]
        assert (
            "public" in cache and "immutable" in cache and "max-age=31536000" in cache
        )
        assert client.get(url).headers["ETag"] == etag
        again = client.get(url, headers={"If-None-Match": etag})
        assert again.status_code == 304 and again.data == b""
        other = client.get(url, headers={"If-None-Match": '"other"'})
        assert other.status_code == 200


def test_lists_revalidate_daily(client: FlaskClient) -> None:
    for url in ("/v1/layouts", "/v1/rulesets"):
        response = client.get(url)
        assert response.headers["Cache-Control"] == "public, max-age=86400"
        etag = response.headers["ETag"]
        assert client.get(url, headers={"If-None-Match": etag}).status_code == 304


def test_errors_are_not_cached(client: FlaskClient) -> None:
    response = client.get("/v1/puzzles/pnothing")
    assert "ETag" not in response.headers and "Cache-Control" not in response.headers


def test_cors_on_public_gets_and_preflight(
    client: FlaskClient, puzzle: dict[str, Any]
) -> None:
    for url in urls(puzzle) + ["/v1/health", "/v1/openapi.json"]:
        assert client.get(url).headers["Access-Control-Allow-Origin"] == "*", url
    preflight = client.options(
        "/v1/checks",
        headers={
            "Origin": "https://example.org",
            "Access-Control-Request-Method": "POST",
        },
    )
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "Authorization" in preflight.headers["Access-Control-Allow-Headers"]


@pytest.mark.redis
def test_health_reports_database_and_redis(
    client: FlaskClient, redis: redis_lib.Redis
) -> None:
    response = client.get("/v1/health")
    assert response.status_code == 200
    body = response.json
    assert body["database"] == "ok" and body["redis"] == "ok" and body["status"] == "ok"
    assert body["version"]


class TestHealthWithoutRedis:
    @pytest.fixture
    def app_config(self) -> dict[str, Any]:
        return {"REDIS_URL": "redis://127.0.0.1:1/0"}  # nothing listens on port 1

    def test_redis_down_is_reported_not_fatal(self, client: FlaskClient) -> None:
        response = client.get("/v1/health")
        assert response.status_code == 200
        assert response.json["redis"] == "unavailable"
        assert response.json["status"] == "degraded"


def test_database_down_is_503(redis_url: str) -> None:
    app = create_app(
        {
            "TESTING": True,
            "REDIS_URL": redis_url,
            "DATABASE_URL": "postgresql://postgres@127.0.0.1:1/none",
        }
    )
    response = app.test_client().get("/v1/health")
    assert_problem(response, 503, "service-unavailable")


def test_openapi_document_is_served(client: FlaskClient) -> None:
    response = client.get("/v1/openapi.json")
    assert response.status_code == 200
    assert response.json["info"]["title"] == "Ricochet"
    assert "/v1/checks/batch" in response.json["paths"]
