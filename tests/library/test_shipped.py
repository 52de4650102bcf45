"""The shipped records: each replays to its optimum, is re-proven, and loads once."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.solver import Limits, solve
from service.library import shipped

RECORDS = shipped.shipped_records()


@pytest.mark.parametrize(
    "record", RECORDS, ids=lambda r: f"{r['layout']}-{r['family']}"
)
def test_each_shipped_record_replays_to_its_optimum(record: dict[str, Any]) -> None:
    entry = shipped.shipped_entry(record)  # raises when the solution does not replay
    assert entry.optimal_moves == record["optimal_moves"]
    assert entry.features.optimal_moves == record["optimal_moves"]


@pytest.mark.slow
def test_the_shortest_shipped_record_is_proven_again() -> None:
    record = min(RECORDS, key=lambda r: r["optimal_moves"])
    entry = shipped.shipped_entry(record)
    again = solve(entry.puzzle, limits=Limits(max_depth=entry.optimal_moves))
    assert again.proven and again.optimal_moves == entry.optimal_moves


@pytest.mark.redis
def test_loading_twice_adds_each_record_once(app: Flask, client: FlaskClient) -> None:
    with app.app_context():
        assert shipped.load() == len({(r["family"], r["layout"]) for r in RECORDS})
        assert shipped.load() == 0
    listed = client.get("/v1/records").json["items"]
    assert sorted(r["optimal_moves"] for r in listed) == sorted(
        r["optimal_moves"] for r in RECORDS
    )
    assert all(r["method"]["shipped"] for r in listed)
