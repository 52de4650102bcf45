"""Every shipped longest placement and deep sample joins the library, deepest first
and a bounded slice at a time, so the deep bands of the shipped layout are served
from stock."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.analyses import library
from service.analyses import shipped as analysed_shipped
from service.analyses.results import shipped_analyses
from service.game.check import check_solution
from service.infra.extensions import db
from service.library.models import LibraryPuzzle

pytestmark = [
    pytest.mark.redis,
    pytest.mark.skipif(not shipped_analyses(), reason="no analysis is shipped"),
]
LAYOUT = "1A4B3B2B"
QUICK_FEATURES = 0.02
"""A features search's budget here: every shipped puzzle stored in seconds (the
count of optimal solutions may then be inexact; the stored optimum is not)."""


def stored() -> list[LibraryPuzzle]:
    """Return the library's puzzles from the shipped analyses."""
    query = sa.select(LibraryPuzzle).where(LibraryPuzzle.source == library.SOURCE)
    return list(db.session.scalars(query))


def expected() -> dict[str, int]:
    """Return every shipped placement with a solution: puzzle id -> optimum."""
    return {
        c.puzzle.puzzle_id: c.optimum for c in analysed_shipped.shipped_candidates()
    }


def test_a_slice_stops_on_time_and_adds_the_records_then_the_deepest(
    app: Flask,
) -> None:
    order = list(analysed_shipped.shipped_candidates())
    with app.app_context():
        first = analysed_shipped.load(seconds=0.5)
        more = analysed_shipped.load(seconds=0.5)
        rows = {r.puzzle_id: r.optimal_moves for r in stored()}
    assert first >= 1 and more >= 1  # each slice moves the load on
    assert first + more == len(rows) < len(order)  # a slice, not the whole load
    assert rows == {c.puzzle.puzzle_id: c.optimum for c in order[: len(rows)]}
    targets = sum(len(t) for t in shipped_analyses().values())
    firsts = [c.optimum for c in order[:targets]]
    assert all(c.first for c in order[:targets]) and firsts == sorted(firsts)[::-1]
    rest = [c.optimum for c in order[targets:]]
    assert rest == sorted(rest, reverse=True) and rest[0] == 25


@pytest.mark.slow
def test_every_shipped_solution_joins_the_library_and_the_deep_bands_are_stocked(
    app: Flask,
    client: FlaskClient,
    analyst: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(library, "FEATURE_SECONDS", QUICK_FEATURES)
    want = expected()
    assert len(want) > 900 and max(want.values()) == 25
    with app.app_context():
        slices = [analysed_shipped.load(seconds=20.0)]
        while slices[-1]:
            slices.append(analysed_shipped.load(seconds=20.0))
        rows = stored()
    assert len(slices) > 2  # bounded slices, not one long run
    assert {r.puzzle_id: r.optimal_moves for r in rows} == want
    puzzles = {
        c.puzzle.puzzle_id: c.puzzle for c in analysed_shipped.shipped_candidates()
    }
    for row in rows[:: max(1, len(rows) // 50)]:  # stored as replayed: the optimum
        moves = [(str(m[0]), str(m[1])) for m in row.solution]
        verdict = check_solution(puzzles[row.puzzle_id], moves)
        assert verdict.solved and verdict.moves == row.optimal_moves
    for low, count in ((17, 20), (20, 10)):
        asked = deep_request(low, count)
        response = client.post("/v1/puzzle-requests", json=asked, headers=analyst)
        assert response.status_code == 201, response.json  # done at once
        assert response.json["status"] == "done"
        assert response.json["candidates"] == 0  # from stock: nothing generated
        items = response.json["items"]
        assert len(items) == count
        assert all(low <= i["optimal_moves"] <= 25 for i in items)


def deep_request(low: int, count: int) -> dict[str, Any]:
    """Return a classic puzzle request on the shipped layout for low..25 moves."""
    return {
        "layout": LAYOUT,
        "count": count,
        "ricochet_rule": False,
        "black_robot": False,
        "moves": {"min": low, "max": 25},
    }
