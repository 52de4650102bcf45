"""Repeat reads answered from a copy before the framework (`service.web.edgecache`):
the same answer as the app's, the app still answers whatever a copy may not, and an
answer's copy dies with its secrecy verdicts."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask, request_started
from flask.testing import FlaskClient

from service.infra import metrics
from service.infra.clock import FakeClock
from service.solving import secrecy
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import jobs

VOLATILE = {"date", "x-request-id"}
"""Headers that differ between any two answers."""


@pytest.fixture
def app_entries(app: Flask) -> Iterator[list[str]]:
    """Record the path of every request that entered the Flask app."""
    entered: list[str] = []

    def note(sender: Flask, **_: Any) -> None:
        from flask import request

        entered.append(request.path)

    request_started.connect(note, app)
    yield entered
    request_started.disconnect(note, app)


@pytest.fixture
def solved(jobs_app: Flask, client: FlaskClient, auth: dict[str, str]) -> str:
    """Return the id of a stored puzzle whose optimum is proven, with no secrecy
    announcement still on its way to the app (it would end a copy early)."""
    puzzle_id = create_puzzle(client, auth, small_spec([1, 0]))
    jobs.solve_puzzle(puzzle_id)
    with jobs_app.app_context():  # the next read subscribes afresh
        secrecy.drop_subscription()
    return puzzle_id


def stable(response: Any) -> tuple[int, bytes, list[tuple[str, str]]]:
    """Return what two answers to the same request must share."""
    headers = [(k, v) for k, v in response.headers if k.lower() not in VOLATILE]
    return response.status_code, response.get_data(), sorted(headers)


@pytest.mark.parametrize("suffix", ["", "/solution", "/hint", "/image.svg"])
def test_a_repeated_read_is_the_apps_answer_without_the_app(
    client: FlaskClient, solved: str, app_entries: list[str], suffix: str
) -> None:
    url = f"/v1/puzzles/{solved}{suffix}"
    first, second, third = (client.get(url) for _ in range(3))
    assert first.status_code == 200
    assert stable(second) == stable(first) == stable(third)
    assert app_entries == [url]  # the second and third never entered the app
    assert {"date", "x-request-id"} <= {k.lower() for k in second.headers.keys()}
    assert second.headers["X-Request-ID"] != third.headers["X-Request-ID"]


@pytest.mark.parametrize(
    ("query", "headers", "method"),
    [
        ("?solution=rN", {}, "GET"),
        ("", {"If-None-Match": '"x"'}, "GET"),
        ("", {"Authorization": "Bearer nonsense"}, "GET"),
        ("", {}, "HEAD"),
    ],
    ids=["query", "validator", "credential", "head"],
)
def test_what_a_copy_may_not_answer_goes_to_the_app(
    client: FlaskClient,
    solved: str,
    app_entries: list[str],
    query: str,
    headers: dict[str, str],
    method: str,
) -> None:
    url = f"/v1/puzzles/{solved}"
    client.get(url)
    client.open(url + query, method=method, headers=headers)
    assert app_entries == [url, url]


def test_an_unknown_parameter_is_refused_after_a_copy_was_made(
    client: FlaskClient, solved: str
) -> None:
    url = f"/v1/puzzles/{solved}/solution"
    client.get(url)
    client.get(url)
    response = client.get(url + "?after=3")
    body = assert_problem(response, 422, "validation-error")
    assert "after" in body["detail"]


def answered(route: str) -> float:
    """Return how many GETs of a route have been counted with status 200."""
    labels = {"method": "GET", "route": route, "status": "200"}
    (family,) = list(metrics.REQUESTS.collect())
    return float(
        sum(
            s.value
            for s in family.samples
            if s.name.endswith("_total") and s.labels == labels
        )
    )


def test_a_copy_is_counted_and_logged_under_its_route(
    client: FlaskClient, solved: str, caplog: pytest.LogCaptureFixture
) -> None:
    url, route = f"/v1/puzzles/{solved}", "/v1/puzzles/<puzzle_id>"
    client.get(url)
    before = answered(route)
    with caplog.at_level(logging.INFO, logger="ricochet.access"):
        client.get(url)
    (line,) = [r for r in caplog.records if r.name == "ricochet.access"]
    assert line.route == route and line.status == 200  # type: ignore[attr-defined]
    assert answered(route) == before + 1


def test_an_announced_secrecy_change_ends_an_answers_copy(
    app: Flask, client: FlaskClient, solved: str, app_entries: list[str]
) -> None:
    url = f"/v1/puzzles/{solved}/solution"
    client.get(url)
    client.get(url)
    assert app_entries == [url]
    with app.app_context():
        secrecy.bump_epoch()  # what a live round's or a daily's commit announces
    client.get(url)
    assert app_entries == [url, url]


def test_an_answer_hidden_after_it_was_copied_is_refused(
    app: Flask, client: FlaskClient, solved: str
) -> None:
    url = f"/v1/puzzles/{solved}/solution"
    assert client.get(url).status_code == client.get(url).status_code == 200

    def this_one(puzzle_id: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
        return puzzle_id == solved

    secrecy.register_condition(app, this_one)
    assert_problem(client.get(url), 403, "answer-hidden")
    assert_problem(client.get(f"/v1/puzzles/{solved}/hint"), 403, "answer-hidden")


def test_a_plain_check_hides_a_copied_answer(
    client: FlaskClient, solved: str, hide: Any
) -> None:
    url = f"/v1/puzzles/{solved}/hint"
    client.get(url)
    client.get(url)
    hide(solved)
    assert_problem(client.get(url), 403, "answer-hidden")


def test_an_answers_copy_ends_with_its_utc_day(
    client: FlaskClient, solved: str, clock: FakeClock, app_entries: list[str]
) -> None:
    url = f"/v1/puzzles/{solved}/solution"
    client.get(url)
    client.get(url)
    clock.advance(timedelta(days=1).total_seconds())
    client.get(url)
    assert app_entries == [url, url]  # a daily's answer is hidden or shown by day


@pytest.mark.parametrize("app_config", [{"EDGE_CACHE_SIZE": 1}])
def test_copies_are_bounded(
    client: FlaskClient, auth: dict[str, str], jobs_app: Flask, app_entries: list[str]
) -> None:
    first = f"/v1/puzzles/{create_puzzle(client, auth, small_spec([1, 0]))}"
    second = f"/v1/puzzles/{create_puzzle(client, auth, small_spec([2, 0]))}"
    for url in (first, second, first):
        client.get(url)
    assert app_entries.count(first) == 2  # the second's copy pushed the first out
