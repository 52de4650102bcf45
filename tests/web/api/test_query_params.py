"""A query parameter an API endpoint does not document is a 422 naming it (an old
client's `events?after=` must not quietly get the first page); `_` (the usual
cache-buster) is ignored everywhere, and the pages outside /v1 take any parameter
(shared links carry `utm_source`, `fbclid`...)."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.web.api.queryparams import CACHE_BUSTER, allowed_parameters
from service.web.extensions import api
from tests.helpers.api import assert_problem


@pytest.mark.parametrize(
    ("method", "url", "unknown"),
    [
        ("GET", "/v1/games/g0123456789abcdef/events?after=3", "after"),
        ("GET", "/v1/games/g0123456789abcdef/events?cursor=0&after=3", "after"),
        ("GET", "/v1/layouts?limit=2&edtion=1999", "edtion"),
        ("GET", "/v1/puzzles/pnothere?verbose=1", "verbose"),
        ("GET", "/v1/health?x=", "x"),
        ("POST", "/v1/checks?steps=1", "steps"),
        ("GET", "/v1/games/g0123456789abcdef/events/stream?after=1", "after"),
    ],
)
def test_an_unknown_query_parameter_is_a_422_naming_it(
    client: FlaskClient, method: str, url: str, unknown: str
) -> None:
    response = client.open(url, method=method, json={} if method == "POST" else None)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == [f"query.{unknown}"]
    assert unknown in problem["detail"]


def test_the_message_lists_what_the_endpoint_takes(client: FlaskClient) -> None:
    response = client.get("/v1/games/g0123456789abcdef/events?after=3")
    (message,) = assert_problem(response, 422, "validation-error")["errors"][
        "query.after"
    ]
    assert "cursor" in message and "limit" in message


@pytest.mark.parametrize(
    "url",
    [
        "/v1/layouts?limit=2",
        f"/v1/layouts?limit=2&{CACHE_BUSTER}=1700000000",
        f"/v1/health?{CACHE_BUSTER}=1",
        "/?utm_source=x&fbclid=y",
        "/play?utm_source=x",
        "/docs?x=1",
    ],
)
def test_documented_parameters_the_cache_buster_and_pages_pass(
    client: FlaskClient, url: str
) -> None:
    assert client.get(url).status_code == 200


OPEN = {"feed.JsonFeed", "feed.AtomFeed"}
"""API endpoints that take any query parameter (feed readers add their own)."""


def test_every_api_operation_is_checked_against_its_document(app: Flask) -> None:
    allowed = allowed_parameters(app)
    spec = api.spec.to_dict()
    seen = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint in OPEN:
            continue
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        for method, operation in spec["paths"].get(path, {}).items():
            if not isinstance(operation, dict) or not path.startswith("/v1/"):
                continue
            names = {
                p["name"]
                for p in operation.get("parameters", [])
                if p.get("in") == "query"
            }
            assert allowed[(rule.endpoint, method.upper())] == names
            seen.add((rule.endpoint, method.upper()))
    assert {k for k in allowed if k[1] != "HEAD"} == seen
    assert not {endpoint for endpoint, _ in allowed} & OPEN


def test_the_feeds_take_any_parameter_but_check_their_own(
    client: FlaskClient,
) -> None:
    assert client.get("/v1/feed.atom?utm_source=reader&limit=0").status_code == 422
