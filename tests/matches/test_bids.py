"""Bids against the sand timer: edges, lowering, the no-bid timer, concurrency."""

from __future__ import annotations

import threading
from datetime import timedelta
from typing import Any

import pytest
from flask import Flask

from service.infra.clock import FakeClock
from tests.matches.helpers import Table, problem_type

ENDS = "2026-01-01T12:01:00+00:00"


def test_first_bid_starts_the_timer(open_table: Any, clock: FakeClock) -> None:
    table = open_table()
    rnd = table.start_round()
    assert rnd["status"] == "waiting" and rnd["timer_ends_at"] is None
    clock.advance(seconds=10)
    body = table.bid(1, 1, 12).json
    assert body["timer_ends_at"] == "2026-01-01T12:01:10+00:00"
    assert body["server_time"] == body["at"] == "2026-01-01T12:00:10+00:00"
    assert body["seq"] == 1 and body["player"] == 1
    rnd = table.round(1)
    assert rnd["status"] == "running" and rnd["timer_started_at"] == body["at"]


def test_bid_at_the_last_instant_counts_and_at_the_end_is_refused(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table()
    table.start_round()
    table.bid(1, 0, 9)
    clock.set(clock.current + timedelta(seconds=60, microseconds=-1))
    assert table.bid(1, 1, 8).status_code == 201
    clock.advance(seconds=0.000001)  # exactly the end: the timer has run out
    response = table.bid(1, 1, 7)
    assert response.status_code == 409 and problem_type(response) == "timer-over"
    clock.advance(seconds=30)
    assert problem_type(table.bid(1, 0, 3)) == "timer-over"
    rnd = table.round(1)
    assert [(b["player"], b["moves"]) for b in rnd["bids"]] == [(0, 9), (1, 8)]
    assert [e["player"] for e in rnd["verification"]["order"]] == [1, 0]


def test_bids_may_be_lowered_never_raised(open_table: Any, clock: FakeClock) -> None:
    table = open_table(["ann", "bob", "cy"])
    table.start_round()
    assert table.bid(1, 0, 9).status_code == 201
    raised = table.bid(1, 0, 10)
    assert raised.status_code == 409 and problem_type(raised) == "bid-not-lower"
    assert problem_type(table.bid(1, 0, 9)) == "bid-not-lower"
    assert table.bid(1, 0, 7).status_code == 201
    assert table.bid(1, 1, 12).status_code == 201  # others may bid higher
    assert table.bid(1, 2, 7).status_code == 201  # ... or equal
    rnd = table.round(1)
    assert [b["seq"] for b in rnd["bids"]] == [1, 2, 3, 4]
    assert [b["moves"] for b in rnd["bids"]] == [9, 7, 12, 7]
    clock.advance(seconds=60)
    order = table.round(1)["verification"]["order"]
    assert order == [
        {"player": 0, "bid": 7},
        {"player": 2, "bid": 7},
        {"player": 1, "bid": 12},
    ]


def test_bid_validation(open_table: Any) -> None:
    table = open_table()
    table.start_round()
    for moves in (0, -3, "5", 1000, None):
        assert table.bid(1, 0, moves).status_code == 422
    assert table.bid(2, 0, 5).status_code == 404


def test_no_bid_timer_after_the_wait_returns_the_chip(
    open_table: Any, clock: FakeClock
) -> None:
    table = open_table()
    rnd = table.start_round()
    assert rnd["timer_allowed_at"] == "2026-01-01T12:05:00+00:00"
    early = table.post("/rounds/1/timer", 1)
    assert early.status_code == 409 and problem_type(early) == "too-early"
    clock.advance(seconds=299)
    assert problem_type(table.post("/rounds/1/timer", 1)) == "too-early"
    clock.advance(seconds=1)
    started = table.post("/rounds/1/timer", 1)
    assert started.status_code == 200 and started.json["status"] == "running"
    assert problem_type(table.post("/rounds/1/timer", 0)) == "wrong-phase"
    clock.advance(seconds=60)
    game = table.state()
    assert game["current_round"]["outcome"] == "no_bid"
    assert game["table"]["face_down_chips"] == 17
    kinds = [e["type"] for e in table.events()]
    assert kinds[-4:] == [
        "timer_started",
        "timer_expired",
        "chip_returned",
        "round_over",
    ]
    assert table.start_round()["number"] == 2


def test_a_bid_under_the_no_bid_timer_counts(open_table: Any, clock: FakeClock) -> None:
    table = open_table()
    table.start_round()
    clock.advance(minutes=5)
    table.post("/rounds/1/timer", None)  # the admin may turn it too
    clock.advance(seconds=59)
    body = table.bid(1, 0, 8).json
    assert body["timer_ends_at"] == "2026-01-01T12:06:00+00:00"  # not restarted
    clock.advance(seconds=1)
    assert table.round(1)["status"] == "verifying"


def test_concurrent_bids_are_all_kept_in_one_total_order(
    app: Flask, open_table: Any
) -> None:
    """>= 50 threads bid at once (PostgreSQL row lock; SQLite serialises writers)."""
    if not app.config["DATABASE_URL"].startswith("postgresql"):
        pytest.skip("concurrent bids are tested against PostgreSQL (TEST_DATABASE_URL)")
    players = 60
    table: Table = open_table([f"p{i}" for i in range(players)])
    table.start_round()
    barrier = threading.Barrier(players)
    statuses: list[int] = []

    def bid(seat: int) -> None:
        client = app.test_client()
        barrier.wait()
        response = client.post(
            f"{table.url}/rounds/1/bids",
            headers=table.seat(seat),
            json={"moves": 10 + seat},
        )
        statuses.append(response.status_code)

    threads = [threading.Thread(target=bid, args=(seat,)) for seat in range(players)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert statuses == [201] * players
    bids = table.round(1)["bids"]
    assert [b["seq"] for b in bids] == list(range(1, players + 1))
    assert sorted(b["player"] for b in bids) == list(range(players))
    events = table.events()
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    bid_events = [e["data"] for e in events if e["type"] == "bid"]
    assert [(e["seq"], e["player"]) for e in bid_events] == [
        (b["seq"], b["player"]) for b in bids
    ]
    assert [e["type"] for e in events].count("timer_started") == 1
