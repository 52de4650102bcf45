"""Boards: every source, content addressing, idempotency, pictures."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.game.layouts import board_for_code, layout_from_seed
from service.game.micro import micro_board_from_sections
from service.game.puzzle import board_id
from service.puzzles.models import Board
from tests.helpers.api import LAYOUT, assert_problem

SMALL = {
    "width": 3,
    "height": 2,
    "walls": [[0, 0, "E"], [1, 1, "W"]],
    "blocked": [[2, 1]],
    "targets": [{"color": "red", "symbol": "circle", "cell": [2, 0]}],
}


def post(client: FlaskClient, auth: dict[str, str], body: dict) -> dict:
    response = client.post("/v1/boards", json=body, headers=auth)
    assert response.status_code in (200, 201), response.json
    return response.json


def test_layout_board_is_stored_once(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    first = client.post("/v1/boards", json={"layout": LAYOUT.lower()}, headers=auth)
    assert first.status_code == 201
    body = first.json
    assert body["id"] == board_id(board_for_code(LAYOUT))
    assert body["kind"] == "classic" and body["layout"] == LAYOUT
    assert body["board"] == board_for_code(LAYOUT).to_json()
    assert first.headers["Location"] == f"/v1/boards/{body['id']}"
    again = client.post("/v1/boards", json={"layout": LAYOUT}, headers=auth)
    assert again.status_code == 200
    assert again.json == body
    assert db.scalar(sa.select(sa.func.count()).select_from(Board)) == 1


def test_equal_custom_board_gets_the_same_id(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    layout_board = post(client, auth, {"layout": LAYOUT})
    custom = client.post(
        "/v1/boards", json={"board": layout_board["board"]}, headers=auth
    )
    assert custom.status_code == 200
    assert custom.json["id"] == layout_board["id"]


def test_custom_board_is_canonicalised(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    body = post(client, auth, {"board": SMALL})
    assert body["kind"] == "classic" and body["layout"] is None
    assert body["board"]["walls"] == [[0, 0, "E"], [0, 1, "E"]]
    same = {**SMALL, "walls": [[1, 0, "W"], [0, 1, "E"], [0, 0, "E"]]}
    assert post(client, auth, {"board": same})["id"] == body["id"]


@pytest.mark.parametrize("seed,faces", [(42, None), ("tournament", "AB")])
def test_seed_boards_are_deterministic(
    client: FlaskClient, auth: dict[str, str], seed: object, faces: str | None
) -> None:
    spec = {"seed": seed, **({"faces": faces} if faces else {})}
    body = post(client, auth, spec)
    layout = layout_from_seed(seed, faces or "ABCD")  # type: ignore[arg-type]
    assert body["layout"] == layout.code
    assert body["id"] == board_id(board_for_code(layout.code))
    if faces == "AB":
        assert body["board"]["diagonals"] == []


def test_micro_boards(client: FlaskClient, auth: dict[str, str]) -> None:
    sections = post(client, auth, {"micro": {"sections": "a0b1c2d3"}})
    expected = micro_board_from_sections("A0B1C2D3")
    assert sections["kind"] == "micro" and sections["layout"] == "A0B1C2D3"
    assert sections["id"].startswith("m")
    assert sections["board"] == expected.to_json()
    cells = post(client, auth, {"micro": {"cells": expected.to_rows()}})
    assert cells["id"] == sections["id"]
    seeded = post(client, auth, {"micro": {"seed": 7, "mode": "random"}})
    assert (
        seeded["id"]
        == post(client, auth, {"micro": {"seed": 7, "mode": "random"}})["id"]
    )
    assert seeded["id"] != sections["id"]


@pytest.mark.parametrize(
    "body,field",
    [
        ({}, "body"),
        ({"layout": LAYOUT, "seed": 1}, "body"),
        ({"layout": "1A1B2C3D"}, "layout"),
        ({"layout": 5}, "layout"),
        ({"seed": 1.5}, "seed"),
        ({"seed": 1, "faces": "XY"}, "faces"),
        ({"faces": "AB", "layout": LAYOUT}, "faces"),
        ({"board": {**SMALL, "width": 0}}, "board.width"),
        ({"board": {**SMALL, "height": "2"}}, "board.height"),
        ({"board": {**SMALL, "walls": [[9, 9, "N"]]}}, "board.walls[0]"),
        ({"board": {**SMALL, "colour": 1}}, "board.colour"),
        ({"micro": {"seed": 1, "sections": "A0B1C2D3"}}, "micro"),
        ({"micro": {"sections": "A0A1C2D3"}}, "micro.sections"),
        ({"micro": {"cells": [["red", 1]] * 36}}, "micro.cells[1]"),
        ({"micro": {"seed": 1, "mode": "spiral"}}, "micro.mode"),
    ],
)
def test_bad_board_requests_are_422(
    client: FlaskClient, auth: dict[str, str], db: so.Session, body: dict, field: str
) -> None:
    response = client.post("/v1/boards", json=body, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert field in problem["errors"], problem["errors"]
    assert db.scalar(sa.select(sa.func.count()).select_from(Board)) == 0


def test_creating_needs_a_key(client: FlaskClient) -> None:
    assert_problem(
        client.post("/v1/boards", json={"layout": LAYOUT}), 401, "unauthorized"
    )


def test_get_board_and_its_picture(client: FlaskClient, auth: dict[str, str]) -> None:
    created = post(client, auth, {"layout": LAYOUT})
    shown = client.get(f"/v1/boards/{created['id']}")
    assert shown.status_code == 200
    assert shown.json == created
    svg = client.get(created["links"]["image"])
    assert svg.status_code == 200
    assert svg.mimetype == "image/svg+xml"
    root = ET.fromstring(svg.data)
    assert root.tag.endswith("svg") and root.get("viewBox")


def test_micro_picture(client: FlaskClient, auth: dict[str, str]) -> None:
    created = post(client, auth, {"micro": {"sections": "A0B1C2D3"}})
    svg = client.get(created["links"]["image"])
    assert svg.status_code == 200 and svg.mimetype == "image/svg+xml"
    ET.fromstring(svg.data)


def test_unknown_board_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v1/boards/bnothing"), 404, "not-found")
    assert_problem(client.get("/v1/boards/bnothing/image.svg"), 404, "not-found")


def test_created_by_records_the_client(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    created = post(client, auth, {"layout": LAYOUT})
    me = client.get("/v1/clients/me", headers=auth).json
    assert db.get(Board, created["id"]).created_by == me["id"]


def test_concurrent_insert_of_the_same_board_is_not_an_error(
    app, db: so.Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another request stores the board between our lookup and our insert."""
    from service.puzzles.boards import store_board

    board = board_for_code(LAYOUT)
    db.add(Board(id=board_id(board), kind="classic", data=board.to_json()))
    db.commit()
    real_get = so.Session.get
    calls = []

    def get_missing_once(self: so.Session, *args: object, **kwargs: object) -> object:
        calls.append(args)
        return None if len(calls) == 1 else real_get(self, *args, **kwargs)

    monkeypatch.setattr(so.Session, "get", get_missing_once)
    with app.app_context():
        row, created = store_board(board, LAYOUT, None)
    assert created is False and row.id == board_id(board)
    assert db.scalar(sa.select(sa.func.count()).select_from(Board)) == 1
