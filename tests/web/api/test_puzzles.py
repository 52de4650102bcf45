"""Puzzles: idempotent creation by the core's id, fetch, pictures."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.game.layouts import board_for_code
from service.game.puzzle import board_id, parse_puzzle
from service.puzzles.models import Board, Puzzle
from tests.helpers.api import LAYOUT, ROBOTS, assert_problem, puzzle_spec


def count(db: so.Session, model: type) -> int:
    return db.scalar(sa.select(sa.func.count()).select_from(model)) or 0


def test_create_is_idempotent_by_puzzle_id(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    spec = puzzle_spec()
    first = client.post("/v1/puzzles", json=spec, headers=auth)
    assert first.status_code == 201
    expected = parse_puzzle(spec)
    body = first.json
    assert body["id"] == expected.puzzle_id
    assert body["board_id"] == board_id(expected.board)
    assert body["robots"] == ROBOTS
    assert body["target"] == {"color": "red", "cell": [4, 1]}
    assert body["rules"] == {"ricochet_rule": True}
    assert first.headers["Location"] == f"/v1/puzzles/{body['id']}"
    again = client.post("/v1/puzzles", json=spec, headers=auth)
    assert again.status_code == 200
    assert again.json == body
    assert count(db, Puzzle) == 1 and count(db, Board) == 1
    assert db.get(Board, body["board_id"]).layout == LAYOUT


def test_same_puzzle_in_any_form_has_one_id(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    by_code = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    inline = puzzle_spec(board=board_for_code(LAYOUT).to_json())
    reordered = {k: inline[k] for k in ("target", "robots", "board")}
    reordered["robots"] = dict(reversed(list(ROBOTS.items())))
    by_board = client.post("/v1/puzzles", json=reordered, headers=auth)
    assert by_board.status_code == 200 and by_board.json["id"] == by_code["id"]
    spec = puzzle_spec(board_id=by_code["board_id"])
    del spec["board"]
    by_id = client.post("/v1/puzzles", json=spec, headers=auth)
    assert by_id.status_code == 200 and by_id.json["id"] == by_code["id"]


def test_rules_change_the_id(client: FlaskClient, auth: dict[str, str]) -> None:
    on = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    off = client.post(
        "/v1/puzzles", json=puzzle_spec(rules={"ricochet_rule": False}), headers=auth
    )
    assert off.status_code == 201
    assert off.json["id"] != on["id"] and off.json["rules"] == {"ricochet_rule": False}
    assert off.json["board_id"] == on["board_id"]


@pytest.mark.parametrize(
    "changes,field",
    [
        ({"robots": {"red": [7, 7]}}, "robots.red"),
        ({"robots": {"red": [0, 0], "green": [0, 0]}}, "robots."),
        ({"robots": {"purple": [1, 1]}}, "robots"),
        ({"robots": {"red": [1]}}, "robots"),
        (
            {"target": {"color": "green", "cell": [1, 1]}, "robots": {"red": [0, 0]}},
            "target.color",
        ),
        ({"target": {"color": "red", "cell": [20, 1]}}, "target.cell"),
        ({"target": {"color": "red"}}, "target.cell"),
        ({"board": "1A1A1A1A"}, "board"),
        ({"board": {"width": 1}}, "board.height"),
        ({"rules": {"ricochet_rule": "yes"}}, "rules.ricochet_rule"),
        ({"rules": {"bid": 3}}, "rules.bid"),
        ({"board_id": "bx"}, "body"),
    ],
)
def test_bad_puzzles_are_422(
    client: FlaskClient, auth: dict[str, str], db: so.Session, changes: dict, field: str
) -> None:
    response = client.post("/v1/puzzles", json=puzzle_spec(**changes), headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert any(key.startswith(field) for key in problem["errors"]), problem["errors"]
    assert count(db, Puzzle) == 0 and count(db, Board) == 0


def test_unknown_or_micro_board_id_is_422(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    spec = puzzle_spec(board_id="bunknown")
    del spec["board"]
    problem = assert_problem(
        client.post("/v1/puzzles", json=spec, headers=auth), 422, "validation-error"
    )
    assert "board_id" in problem["errors"]
    micro = client.post("/v1/boards", json={"micro": {"seed": 1}}, headers=auth).json
    spec["board_id"] = micro["id"]
    problem = assert_problem(
        client.post("/v1/puzzles", json=spec, headers=auth), 422, "validation-error"
    )
    assert problem["errors"] == {"board_id": ["must be a classic board"]}


def test_creating_needs_a_key(client: FlaskClient) -> None:
    assert_problem(client.post("/v1/puzzles", json=puzzle_spec()), 401, "unauthorized")


def test_get_puzzle(client: FlaskClient, auth: dict[str, str]) -> None:
    created = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    shown = client.get(f"/v1/puzzles/{created['id']}")
    assert shown.status_code == 200
    assert shown.json == created
    assert shown.json["board"] == board_for_code(LAYOUT).to_json()
    assert created["links"]["board"] == f"/v1/boards/{created['board_id']}"
    assert client.get(created["links"]["board"]).status_code == 200
    assert_problem(client.get("/v1/puzzles/pnothing"), 404, "not-found")


def test_picture_with_and_without_solution(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    created = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json
    plain = client.get(created["links"]["image"])
    drawn = client.get(created["links"]["image"] + "?solution=rS%20rE")
    assert plain.status_code == drawn.status_code == 200
    assert plain.mimetype == drawn.mimetype == "image/svg+xml"
    ET.fromstring(plain.data)
    ET.fromstring(drawn.data)
    assert plain.data != drawn.data
    assert plain.headers["ETag"] != drawn.headers["ETag"]
    bad = client.get(created["links"]["image"] + "?solution=red-north")
    assert "solution[0]" in assert_problem(bad, 422, "validation-error")["errors"]
    assert_problem(client.get("/v1/puzzles/pnothing/image.svg"), 404, "not-found")
