"""Micro Robots puzzles in the library: requests, bad filters, stocking, storage."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.micro import (
    check_micro_path,
    enumerate_sections_codes,
    micro_board_from_sections,
    micro_shortest,
)
from service.game.micro.puzzle import MICRO_MAX_MOVES
from service.infra.extensions import db
from service.library.filters import Band, longest_micro
from service.library.models import LibraryPuzzle
from service.solving.models import Solve
from workers import stocking

pytestmark = pytest.mark.redis

CODE = "A0B1C2D3"


def ask(client: FlaskClient, auth: dict[str, str], **body: Any) -> Any:
    """Post a puzzle request; return the response."""
    return client.post("/v1/puzzle-requests", json=body, headers=auth)


def assert_proven_micro(app: Flask, item: dict[str, Any]) -> None:
    """Replay the stored route: it reaches the target in exactly the optimum, and
    a fresh breadth-first search finds no shorter one; it has no classic `puzzle`."""
    assert "puzzle" not in item, item
    spec = item["micro"]
    board = micro_board_from_sections(spec["sections"])
    with app.app_context():
        row = db.session.get(LibraryPuzzle, item["puzzle_id"])
        assert row is not None
        route = row.solution
    verdict = check_micro_path(
        board, spec["start"], spec["target"], route, claim=item["optimal_moves"]
    )
    assert verdict.solved, verdict
    fresh, _ = micro_shortest(board, tuple(spec["start"]), tuple(spec["target"]))
    assert fresh == item["optimal_moves"]


def test_a_micro_request_is_generated_then_served_from_the_library(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    run_worker: Callable[[], None],
) -> None:
    first = ask(client, auth, moves={"min": 4, "max": 6}, micro="any", count=3)
    assert first.status_code == 202, first.json
    assert first.json["filter"]["micro"] == "any"
    run_worker()
    done = client.get(first.headers["Location"], headers=auth).json
    assert done["status"] == "done" and done["complete"], done
    for item in done["items"]:
        assert item["family"] == "micro" and item["edition"] == "micro"
        assert 4 <= item["optimal_moves"] <= 6
        assert item["features"]["optimal_solutions"] >= 1
        assert item["layout"] == item["micro"]["sections"]
        assert_proven_micro(app, item)
    again = ask(client, auth, moves={"min": 4, "max": 6}, micro="any", count=3)
    assert again.status_code == 201, again.json
    assert {i["family"] for i in again.json["items"]} == {"micro"}
    classic = ask(client, auth, moves={"min": 1, "max": 8}, count=1, max_seconds=5)
    assert "micro" not in {i["family"] for i in classic.json["items"]}


def test_a_sections_code_serves_puzzles_of_that_board(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    run_worker: Callable[[], None],
) -> None:
    response = ask(client, auth, moves={"min": 1, "max": 12}, micro=CODE.lower())
    assert response.status_code == 202, response.json
    run_worker()
    items = client.get(response.headers["Location"], headers=auth).json["items"]
    assert len(items) == 10
    assert {item["layout"] for item in items} == {CODE}
    for item in items:
        assert_proven_micro(app, item)


def short_board() -> tuple[str, int]:
    """Return a sections code whose longest optimum is below the family's."""
    for code in enumerate_sections_codes()[::97]:
        if longest_micro(code) < MICRO_MAX_MOVES:
            return code, longest_micro(code)
    raise AssertionError("every board sampled reaches the longest optimum")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"moves": {"min": MICRO_MAX_MOVES + 1}, "micro": "any"}, "moves.min"),
        ({"moves": {"min": 40}, "micro": "any"}, "moves"),
        ({"moves": {"min": 3}, "micro": "Z9"}, "micro"),
        ({"moves": {"min": 3}, "micro": "A0A1C2D3"}, "micro"),
        ({"moves": {"min": 3}, "micro": "any", "black_robot": True}, "black_robot"),
        ({"moves": {"min": 3}, "micro": "any", "layout": "1A2B3A4B"}, "layout"),
        ({"moves": {"min": 3}, "micro": "any", "edition": "1999"}, "edition"),
        ({"moves": {"min": 3}, "micro": "any", "theme": "helper"}, "theme"),
    ],
)
def test_bad_micro_filters_are_422_naming_the_field_and_store_nothing(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    body: dict[str, Any],
    field: str,
    redis: Any,
) -> None:
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert any(key.startswith(field) for key in response.json["errors"]), response.json
    assert redis.keys("ricochet:puzzlereq:*") == []


def test_a_band_beyond_a_boards_longest_optimum_is_refused_at_once(
    client: FlaskClient, auth: dict[str, str], redis: Any
) -> None:
    code, longest = short_board()
    body = {"moves": {"min": longest + 1}, "micro": code}
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    assert response.status_code == 422, response.json
    assert str(longest) in response.json["errors"]["moves.min"][0]
    assert redis.keys("ricochet:puzzlereq:*") == []


def test_workers_stock_the_micro_bands_and_the_classic_views_refuse_them(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    bands = stocking.family_bands("micro")
    assert [(b.min, b.max) for b in bands] == [(1, 8), (9, MICRO_MAX_MOVES)]
    with app.app_context():
        assert stocking.stock_band("micro", Band(9, MICRO_MAX_MOVES), 2) == 2
        rows = db.session.scalars(sa.select(LibraryPuzzle)).all()
        solves = db.session.scalars(sa.select(Solve)).all()
    assert len(rows) == 2 and not solves  # proven by search: no solver, no solve
    assert all(r.family == "micro" and r.optimal_moves >= 9 for r in rows)
    puzzle_id = rows[0].puzzle_id
    shown = client.get(f"/v1/puzzles/{puzzle_id}")
    assert shown.status_code == 422 and "puzzle_id" in shown.json["errors"]
    check = client.post(
        f"/v1/puzzles/{puzzle_id}/checks", json={"solution": "rN"}, headers=auth
    )
    assert check.status_code == 422, check.json
    image = client.get(f"/v1/puzzles/{puzzle_id}/image.svg")
    assert image.status_code == 200 and image.mimetype == "image/svg+xml"
    solution = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert solution.status_code == 422 and "puzzle_id" in solution.json["errors"]
