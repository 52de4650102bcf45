"""The event stream through the app: backlog, reconnects, live events, the end."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.infra.clock import FakeClock
from tests.helpers.sse import Frame, frames
from tests.matches.helpers import Table


@pytest.fixture
def app_config() -> dict[str, Any]:
    """Short heartbeats and polls, so waiting streams answer quickly."""
    return {"STREAM_HEARTBEAT_SECONDS": 0.2, "STREAM_POLL_SECONDS": 0.2}


def open_stream(client: FlaskClient, table: Table, **headers: str) -> Iterator[Frame]:
    """Open the table's stream; return its frames (read lazily)."""
    response = client.get(f"{table.url}/events/stream", headers=headers, buffered=False)
    assert response.status_code == 200, response.data
    assert response.mimetype == "text/event-stream"
    return frames(response.response)


def take_events(stream: Iterator[Frame], count: int, limit: int = 200) -> list[Frame]:
    """Read frames until `count` events arrived (heartbeats skipped)."""
    got: list[Frame] = []
    for _ in range(limit):
        frame = next(stream)
        if frame.event is not None:
            got.append(frame)
            if len(got) == count:
                return got
    raise AssertionError(f"only {len(got)} of {count} events in {limit} frames")


def as_listed(frame: Frame) -> dict[str, Any]:
    """Return an event frame's data, which must agree with its id and type."""
    data: dict[str, Any] = frame.json
    assert frame.id == str(data["seq"]) and frame.event == data["type"]
    return data


def play_a_round(table: Table, clock: FakeClock, number: int) -> None:
    """Start a round and bid (events: several; the sand timer runs)."""
    table.start_round()
    assert table.bid(number, 0, 20).status_code == 201
    clock.advance(seconds=10)


def test_reconnect_with_last_event_id_gets_exactly_the_missed_events(
    client: FlaskClient, open_table: Any, clock: FakeClock
) -> None:
    table = open_table()
    play_a_round(table, clock, 1)
    seen = table.events()
    stream = open_stream(client, table)
    first = next(stream)
    assert first.retry is not None and first.retry > 0
    assert [as_listed(f) for f in take_events(stream, len(seen))] == seen
    # the client drops; meanwhile the game goes on
    del stream
    table.bid(1, 1, 19)
    table.post("/finish", None)
    missed = table.events(after=seen[-1]["seq"])
    assert len(missed) >= 2
    resumed = open_stream(client, table, **{"Last-Event-ID": str(seen[-1]["seq"])})
    got = [as_listed(f) for f in take_events(resumed, len(missed))]
    assert got == missed
    assert got[-1]["type"] == "game_finished"
    assert list(resumed) == []  # the stream ended after game_finished


def test_query_last_event_id_resumes_like_the_header(
    client: FlaskClient, open_table: Any, clock: FakeClock
) -> None:
    table = open_table()
    play_a_round(table, clock, 1)
    events = table.events()
    response = client.get(f"{table.url}/events/stream?last_event_id=2", buffered=False)
    got = take_events(frames(response.response), len(events) - 2)
    assert [as_listed(f) for f in got] == events[2:]


def test_live_events_arrive_while_streaming(
    client: FlaskClient, open_table: Any, clock: FakeClock
) -> None:
    table = open_table()
    stream = open_stream(client, table)
    backlog = take_events(stream, len(table.events()))
    table.start_round()
    table.bid(1, 0, 12)
    live = table.events(after=int(backlog[-1].id or 0))
    assert [as_listed(f) for f in take_events(stream, len(live))] == live
    assert {e["type"] for e in live} >= {"round_started", "bid"}


def test_heartbeats_while_nothing_happens(client: FlaskClient, open_table: Any) -> None:
    table = open_table()
    stream = open_stream(client, table)
    take_events(stream, len(table.events()))
    assert next(stream).comment == "keep-alive"


def test_finished_game_stream_ends_and_a_client_past_the_end_gets_204(
    client: FlaskClient, open_table: Any
) -> None:
    table = open_table()
    table.post("/finish", None)
    events = table.events()
    stream = open_stream(client, table)
    assert [as_listed(f) for f in take_events(stream, len(events))] == events
    assert list(stream) == []
    last = str(events[-1]["seq"])
    done = client.get(f"{table.url}/events/stream", headers={"Last-Event-ID": last})
    assert done.status_code == 204


@pytest.mark.parametrize("value", ["x", "-1", "1.5", "١"])
def test_bad_last_event_id_is_a_422_problem(
    client: FlaskClient, open_table: Any, value: str
) -> None:
    table = open_table()
    response = client.get(
        f"{table.url}/events/stream", headers={"Last-Event-ID": value}
    )
    assert response.status_code == 422
    assert "Last-Event-ID" in response.json["errors"]


def test_unknown_game_is_404(client: FlaskClient) -> None:
    response = client.get("/v1/games/nope/events/stream")
    assert response.status_code == 404


def test_with_a_stream_server_the_api_redirects_there(
    app: Flask, client: FlaskClient, open_table: Any
) -> None:
    table = open_table()
    app.config["STREAM_URL"] = "http://streams.example:8001/"
    response = client.get(f"{table.url}/events/stream", headers={"Last-Event-ID": "3"})
    assert response.status_code == 307
    assert response.headers["Location"] == (
        f"http://streams.example:8001{table.url}/events/stream?last_event_id=3"
    )
    assert response.headers["Access-Control-Allow-Origin"] == "*"


def test_browsers_may_send_last_event_id_across_origins(
    client: FlaskClient, open_table: Any
) -> None:
    table = open_table()
    response = client.options(
        f"{table.url}/events/stream",
        headers={
            "Origin": "http://page.example",
            "Access-Control-Request-Method": "GET",
            "Access-Control-Request-Headers": "last-event-id",
        },
    )
    allowed = response.headers["Access-Control-Allow-Headers"].lower()
    assert "last-event-id" in allowed.replace(" ", "").split(",")


def test_the_timer_job_is_due_no_earlier_than_the_deadline(
    app: Flask, redis: Any
) -> None:
    from datetime import UTC, datetime, timedelta

    from rq.registry import ScheduledJobRegistry

    from service.infra.queues import INTERACTIVE, get_queue
    from service.matches.commits import schedule_tick

    deadline = datetime.now(UTC) + timedelta(seconds=30, microseconds=881_000)
    with app.app_context():
        schedule_tick(redis, "g1", deadline)
        registry = ScheduledJobRegistry(queue=get_queue(INTERACTIVE, redis))
        (job_id,) = registry.get_job_ids()
        score = redis.zscore(registry.key, job_id)
    # RQ keeps whole seconds: a truncated deadline would run the job too early
    assert score >= deadline.timestamp()
    assert score - deadline.timestamp() < 1
