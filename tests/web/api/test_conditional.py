"""Conditional GETs take one path (service.web.conditional, werkzeug's
make_conditional): the same ETag function, the same 304 headers everywhere, and
If-Modified-Since wherever a Last-Modified is sent."""

from __future__ import annotations

import pytest
from flask import Flask, Response, request
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.web.conditional import (
    body_etag,
    has_validators,
    make_conditional,
    unconditional,
)
from tests.helpers.api import puzzle_spec

KEPT_ON_304 = ("ETag", "Cache-Control", "Date")
"""What RFC 9110 (15.4.5) says a 304 repeats from the 200 it stands for."""


@pytest.fixture
def cacheable_urls(client: FlaskClient, auth: dict[str, str]) -> list[str]:
    """Return the content-addressed and list resources (no Last-Modified)."""
    puzzle = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    links = puzzle["links"]
    return [
        links["self"],
        links["image"],
        links["board"],
        links["board"] + "/image.svg",
        "/v1/layouts",
        "/v1/layouts/1A3C2B4D",
        "/v1/rulesets",
    ]


def assert_same_validators(first: TestResponse, again: TestResponse) -> None:
    """Check that a 304 repeats the validators and caching headers of its 200."""
    assert again.status_code == 304 and again.data == b""
    for name in KEPT_ON_304:
        assert again.headers.get(name) is not None, name
    assert again.headers["ETag"] == first.headers["ETag"]
    assert again.headers["Cache-Control"] == first.headers["Cache-Control"]


def test_cacheable_resources_answer_304_through_the_one_path(
    client: FlaskClient, cacheable_urls: list[str]
) -> None:
    for url in cacheable_urls:
        first = client.get(url)
        assert first.status_code == 200, url
        assert first.headers["ETag"] == f'"{body_etag(first.data)}"', url
        again = client.get(url, headers={"If-None-Match": first.headers["ETag"]})
        assert_same_validators(first, again)
        head = client.head(url, headers={"If-None-Match": first.headers["ETag"]})
        assert head.status_code == 304, url
        assert "Last-Modified" not in first.headers  # so If-Modified-Since is moot
        stale = client.get(url, headers={"If-Modified-Since": first.headers["Date"]})
        assert stale.status_code == 200, url


@pytest.mark.parametrize(("max_age", "immutable"), [(600, False), (-5, True)])
def test_cache_control_is_written_as_werkzeug_writes_it(
    max_age: int, immutable: bool
) -> None:
    app = Flask(__name__)
    with app.test_request_context("/"):
        ours = make_conditional(Response(b"x"), max_age=max_age, immutable=immutable)
    theirs = Response(b"x")
    theirs.cache_control.public = True
    theirs.cache_control.max_age = max(0, max_age)
    theirs.cache_control.immutable = immutable
    assert ours.headers["Cache-Control"] == theirs.headers["Cache-Control"]


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"ETag": '"abc"'},
        {"ETag": '"abc"', "Last-Modified": "Wed, 21 Oct 2015 07:28:00 GMT"},
    ],
)
@pytest.mark.parametrize("method", ["GET", "HEAD", "POST"])
def test_a_request_without_validators_skips_werkzeug_to_the_same_effect(
    app: Flask, headers: dict[str, str], method: str
) -> None:
    """The shortcut for requests that send no validator does to the response what
    werkzeug's make_conditional does (this fails when werkzeug changes it)."""
    with app.test_request_context("/x", method=method, headers={"Range": "bytes=0-1"}):
        ours, theirs = (Response(b"{}", headers=headers) for _ in range(2))
        unconditional(ours, request)
        theirs.make_conditional(request)
        for response in (ours, theirs):  # the clock may tick between the two
            if "Date" in response.headers:
                response.headers["Date"] = "now"
        assert ours.status_code == theirs.status_code
        assert sorted(ours.headers.items()) == sorted(theirs.headers.items())


def test_only_requests_without_validators_take_the_shortcut(app: Flask) -> None:
    for name in (
        "If-None-Match",
        "If-Modified-Since",
        "If-Match",
        "If-Unmodified-Since",
    ):
        with app.test_request_context("/x", headers={name: '"abc"'}):
            assert has_validators(request)
    with app.test_request_context("/x", headers={"Range": "bytes=0-1"}):
        assert not has_validators(request)
