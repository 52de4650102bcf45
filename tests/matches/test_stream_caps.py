"""Open event streams are capped per address and per key (counted in Redis): past
the cap an immediate 429 problem with Retry-After; a closed stream gives its slot
back, and a lease a killed process left behind expires."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from service.infra.streams import slots
from service.matches.access import verified_identity
from tests.helpers.wait import wait_until

pytestmark = pytest.mark.redis
CAP = 3
HEARTBEAT = 0.2


@pytest.fixture
def app_config() -> dict[str, Any]:
    """A small cap, and short heartbeats (leases last three of them)."""
    return {
        "STREAM_MAX_PER_CLIENT": CAP,
        "STREAM_HEARTBEAT_SECONDS": HEARTBEAT,
        "STREAM_POLL_SECONDS": HEARTBEAT,
    }


def stream(client: FlaskClient, url: str, address: str, **headers: str) -> TestResponse:
    """Open a stream (not read) from a WSGI REMOTE_ADDR; return the response."""
    return client.get(
        f"{url}/events/stream",
        headers=headers,
        buffered=False,
        environ_base={"REMOTE_ADDR": address},
    )


def fill(app: Flask, owner: str, count: int = CAP) -> None:
    """Take `count` slots of an owner, as open streams elsewhere would."""
    with app.test_request_context():
        for _ in range(count):
            assert slots.take([owner]) is not None


def assert_refused(response: TestResponse) -> None:
    """Assert the cap's answer: 429 problem+json naming the limit, Retry-After."""
    assert response.status_code == 429, response.status_code
    assert response.mimetype == "application/problem+json"
    assert response.json["type"].endswith("/too-many-streams")
    assert "STREAM_MAX_PER_CLIENT" in response.json["detail"]
    assert int(response.headers["Retry-After"]) >= 1


def assert_served(response: TestResponse) -> None:
    """Assert a stream was served, then close it."""
    assert response.status_code == 200, response.status_code
    response.close()


def test_an_address_at_its_cap_is_refused_others_are_served(
    app: Flask, client: FlaskClient, open_table: Any
) -> None:
    table = open_table()
    fill(app, "ip:10.1.1.1", CAP - 1)
    assert_served(stream(client, table.url, "10.1.1.1"))  # the last slot
    fill(app, "ip:10.1.1.1", 1)
    assert_refused(stream(client, table.url, "10.1.1.1"))
    assert_served(stream(client, table.url, "10.2.2.2"))


def test_a_key_at_its_cap_is_refused_from_any_address(
    app: Flask, client: FlaskClient, open_table: Any, auth: dict[str, str]
) -> None:
    table = open_table()
    with app.test_request_context(headers=auth):
        identity = verified_identity()
    assert identity is not None
    fill(app, identity)
    assert_refused(stream(client, table.url, "10.3.0.1", **auth))
    assert_served(stream(client, table.url, "10.3.0.1"))  # without the key


def test_a_closed_stream_gives_its_slot_back(
    client: FlaskClient, open_table: Any, redis: Any
) -> None:
    table = open_table()
    response = stream(client, table.url, "10.6.6.6")
    assert response.status_code == 200
    next(iter(response.response))  # the `retry:` frame
    assert redis.zcard("stream-slots:ip:10.6.6.6") == 1
    response.close()  # the client went away
    assert redis.zcard("stream-slots:ip:10.6.6.6") == 0


def all_expired(redis: Any, key: str) -> bool:
    """Tell whether every lease of a slot key lies in the past (by Redis' scores;
    the key itself expires a second after its last lease)."""
    scores = [score for _, score in redis.zrange(key, 0, -1, withscores=True)]
    return all(score < time.time() for score in scores)


def test_a_lease_left_by_a_killed_process_expires(
    app: Flask, client: FlaskClient, open_table: Any, redis: Any
) -> None:
    table = open_table()
    fill(app, "ip:10.4.4.4")  # taken and never released
    assert_refused(stream(client, table.url, "10.4.4.4"))
    wait_until(lambda: all_expired(redis, "stream-slots:ip:10.4.4.4"), 5)
    assert_served(stream(client, table.url, "10.4.4.4"))


def test_a_stream_renews_its_lease_as_it_sends(app: Flask, redis: Any) -> None:
    with app.test_request_context():
        leases = slots.take(["ip:10.5.5.5"])
        assert leases is not None
        first = redis.zscore("stream-slots:ip:10.5.5.5", leases.member)
        # a renewal's expiry is counted from a later instant than the first one's
        wait_until(lambda: time.time() + leases.seconds > first, 1)
        frames = slots.held(iter([": keep-alive\n\n"]), leases)
        assert next(frames) == ": keep-alive\n\n"
        assert redis.zscore("stream-slots:ip:10.5.5.5", leases.member) > first
        assert list(frames) == []
        assert redis.zcard("stream-slots:ip:10.5.5.5") == 0
