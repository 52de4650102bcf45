"""Records: a search on a layout keeps its best proven puzzle as the record."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.library import records, shipped, store
from tests.library.helpers import assert_proven

SHIPPED = shipped.shipped_records()

pytestmark = pytest.mark.redis


def test_a_search_keeps_its_best_as_the_layouts_record(
    client: FlaskClient, auth: dict[str, str], run_worker: Callable[[], None]
) -> None:
    body = {"layout": "1a2b3a4b", "family": "classic", "seconds": 3, "seed": 7}
    response = client.post("/v1/records/searches", json=body, headers=auth)
    assert response.status_code == 202, response.json
    assert response.json["layout"] == "1A2B3A4B"
    run_worker()
    search = client.get(response.headers["Location"], headers=auth).json
    assert search["status"] == "done" and search["record"] is True
    assert search["evaluations"] > 0
    records = client.get("/v1/records").json["items"]
    assert len(records) == 1
    record = records[0]
    assert record["puzzle_id"] == search["puzzle_id"]
    assert record["optimal_moves"] == search["best_moves"] >= 1
    assert record["method"]["seed"] == 7
    shown = client.get(record["links"]["puzzle"]).json
    answer = client.get(f"/v1/puzzles/{record['puzzle_id']}/solution").json
    assert answer["status"] == "done"
    assert_proven(shown, record["optimal_moves"], answer["solution"])


def test_a_shorter_find_does_not_replace_the_record(
    client: FlaskClient, auth: dict[str, str], run_worker: Callable[[], None]
) -> None:
    body = {"layout": "1A2B3A4B", "seconds": 4, "seed": 1}
    client.post("/v1/records/searches", json=body, headers=auth)
    run_worker()
    best = client.get("/v1/records").json["items"][0]
    short = {"layout": "1A2B3A4B", "seconds": 1, "seed": 2}
    again = client.post("/v1/records/searches", json=short, headers=auth)
    run_worker()
    search = client.get(again.headers["Location"], headers=auth).json
    after = client.get("/v1/records").json["items"][0]
    if search["best_moves"] <= best["optimal_moves"]:
        assert search["record"] is False and after == best
    else:  # the short search happened to beat it: then it is the record
        assert after["puzzle_id"] == search["puzzle_id"]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"layout": "1A2B3A9Z"}, "layout"),
        ({"layout": "1A2B3A4B", "family": "nonsense"}, "family"),
        ({"layout": "1A2B3A4B", "seconds": 0}, "seconds"),
        ({"layout": "1A2B3A4B", "seconds": 4000}, "seconds"),
        ({}, "layout"),
    ],
)
def test_bad_searches_are_422(
    client: FlaskClient, auth: dict[str, str], body: dict[str, object], field: str
) -> None:
    response = client.post("/v1/records/searches", json=body, headers=auth)
    assert response.status_code == 422
    assert field in response.json["errors"]


def test_unknown_family_filter_is_422(client: FlaskClient) -> None:
    assert client.get("/v1/records?family=nonsense").status_code == 422


def test_two_workers_keeping_a_layouts_first_record_at_once_both_succeed(
    app: Flask,
) -> None:
    with app.app_context():
        ids = store.add_entries(shipped.shipped_entry(r) for r in SHIPPED[:2])
    barrier = threading.Barrier(2)
    outcomes: list[bool | BaseException] = []

    def keep(puzzle_id: str, moves: int, layout: str) -> None:
        with app.app_context():
            barrier.wait()
            try:
                got = records.keep_record(
                    "classic", False, layout, puzzle_id, moves, {}
                )
                outcomes.append(got)
            except Exception as exc:  # noqa: BLE001 - the test reports it
                outcomes.append(exc)

    for n in range(8):  # eight layouts, each first kept by two threads at once
        threads = [
            threading.Thread(target=keep, args=(puzzle_id, 10 + i, f"L{n}"))
            for i, puzzle_id in enumerate(ids)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert not [o for o in outcomes if isinstance(o, BaseException)], outcomes
    with app.app_context():
        kept = records.list_records()
    assert len(kept) == 8 and {r.optimal_moves for r in kept} == {11}
