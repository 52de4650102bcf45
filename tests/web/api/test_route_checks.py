"""POST /v1/puzzles/{id}/route-checks: a Micro Robots route judged by the core,
beside the proven optimum; no key, nothing stored."""

from __future__ import annotations

import random

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.micro import micro_board_from_sections, micro_moves
from service.game.micro.puzzle import MicroPuzzle, micro_solve
from service.infra.extensions import db
from service.library import store
from service.library.filters import Band, PuzzleFilter
from service.library.micro import MicroEntry, generate_micro
from service.library.models import LibraryPuzzle
from service.solving import secrecy
from tests.helpers.api import puzzle_spec

pytestmark = pytest.mark.redis

CODE = "A0B1C2D3"


def stored_micro(app: Flask, low: int = 3, high: int = 6) -> MicroPuzzle:
    """Store one micro library puzzle of the band on CODE and return it."""
    kept: list[MicroEntry] = []
    found = PuzzleFilter(Band(low, high), micro=CODE)
    generate_micro(found, 1, 10, random.Random(5), lambda e, _: not kept.append(e))
    with app.app_context():
        store.add_entries(kept)
    return kept[0].puzzle


def check(client: FlaskClient, puzzle_id: str, path: object) -> object:
    """Post a route check without a key."""
    return client.post(f"/v1/puzzles/{puzzle_id}/route-checks", json={"path": path})


def test_an_optimal_route_is_solved_beside_the_optimum(
    app: Flask, client: FlaskClient
) -> None:
    puzzle = stored_micro(app)
    optimum, route = micro_solve(puzzle)
    response = check(client, puzzle.puzzle_id, [list(c) for c in route])
    assert response.status_code == 200, response.json
    body = response.json
    assert body["puzzle_id"] == puzzle.puzzle_id
    assert body["solved"] and body["reached_target"] and body["error"] is None
    assert body["moves"] == optimum == body["optimal_moves"]
    assert body["optimal_path"] == [list(c) for c in route]
    assert body["steps"][0]["from"] == list(puzzle.start)
    assert body["steps"][-1]["to"] == list(puzzle.target)
    assert "claim" not in body


def test_a_legal_route_that_stops_short_is_not_solved_but_shows_the_optimum(
    app: Flask, client: FlaskClient
) -> None:
    puzzle = stored_micro(app)
    board = micro_board_from_sections(CODE)
    step = next(c for c in micro_moves(board, puzzle.start) if c != puzzle.target)
    response = check(client, puzzle.puzzle_id, [list(step)])
    assert response.status_code == 200, response.json
    body = response.json
    assert not body["solved"] and not body["reached_target"]
    assert body["moves"] == 1 and body["error"] is None
    assert body["optimal_moves"] == micro_solve(puzzle)[0]


@pytest.mark.parametrize(
    ("path", "reason"),
    [([], "empty_path"), ([[6, 0]], "bad_cell"), ("same", "no_movement")],
)
def test_an_illegal_route_names_its_first_bad_step(
    app: Flask, client: FlaskClient, path: object, reason: str
) -> None:
    puzzle = stored_micro(app)
    if path == "same":
        path = [list(puzzle.start)]
    response = check(client, puzzle.puzzle_id, path)
    assert response.status_code == 200, response.json
    assert not response.json["solved"]
    assert response.json["error"]["reason"] == reason
    assert response.json["error"]["step"] == 0


def test_a_route_that_leaves_the_line_is_refused_at_that_step(
    app: Flask, client: FlaskClient
) -> None:
    puzzle = stored_micro(app)
    x, y = puzzle.start
    diagonal = [(x + 1) % 6, (y + 1) % 6]
    response = check(client, puzzle.puzzle_id, [diagonal])
    assert response.status_code == 200, response.json
    assert response.json["error"]["reason"] == "not_in_line"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"path": "A0B1"},
        {"path": [[1]]},
        {"path": [[1, 2, 3]]},
        {"path": [["a", 1]]},
        {"path": [[0, 1]], "extra": 1},
        {"path": [[0, 1]] * 1001},
    ],
)
def test_a_malformed_body_is_a_422_naming_the_field(
    app: Flask, client: FlaskClient, body: dict[str, object]
) -> None:
    puzzle = stored_micro(app)
    response = client.post(f"/v1/puzzles/{puzzle.puzzle_id}/route-checks", json=body)
    assert response.status_code == 422, response.json
    assert response.mimetype == "application/problem+json"
    assert response.json["errors"], response.json


def test_an_unknown_puzzle_is_a_404(client: FlaskClient, redis: object) -> None:
    response = check(client, "pnosuchpuzzle0000", [[0, 0]])
    assert response.status_code == 404, response.json
    assert response.mimetype == "application/problem+json"


def test_a_classic_puzzle_is_a_422_on_puzzle_id_pointing_at_its_checks(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    created = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
    assert created.status_code == 201, created.json
    puzzle_id = created.json["id"]
    response = check(client, puzzle_id, [[0, 0]])
    assert response.status_code == 422, response.json
    assert "puzzle_id" in response.json["errors"]
    assert f"/v1/puzzles/{puzzle_id}/checks" in response.json["detail"]


@pytest.fixture
def hide_everything(app: Flask) -> None:
    """Hide every puzzle's answer in the test's app (as a live round or today's
    daily would)."""

    def rule(_puzzle_id: str) -> bool:
        return True

    secrecy.register(app, rule)


def test_a_hidden_answer_is_not_shown_but_the_route_is_still_judged(
    app: Flask, client: FlaskClient, hide_everything: None
) -> None:
    puzzle = stored_micro(app)
    _, route = micro_solve(puzzle)
    response = check(client, puzzle.puzzle_id, [list(c) for c in route])
    assert response.status_code == 200, response.json
    assert response.json["solved"]
    assert response.json["optimal_moves"] is None
    assert response.json["optimal_path"] is None


def test_the_optimum_shown_is_the_librarys_stored_one(
    app: Flask, client: FlaskClient
) -> None:
    puzzle = stored_micro(app, 5, 6)
    response = check(client, puzzle.puzzle_id, [[0, 0]])
    with app.app_context():
        row = db.session.scalars(sa.select(LibraryPuzzle)).one()
    assert response.json["optimal_moves"] == row.optimal_moves
    assert response.json["optimal_path"] == row.solution
