"""A body integer is a JSON integer (and a number a JSON number): a digit string is
refused, naming the field.

Query strings are text by nature, so their integer parameters still read digits.
"""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.matches.models import Game
from service.puzzles.models import Puzzle
from tests.helpers.api import assert_problem, puzzle_spec


def rows(db: so.Session, model: type) -> int:
    """Return a table's row count."""
    return db.scalar(sa.select(sa.func.count()).select_from(model)) or 0


def test_a_digit_string_cell_is_422(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    spec = puzzle_spec(target={"color": "red", "cell": ["4", 1]})
    problem = assert_problem(
        client.post("/v1/checks", json={"puzzle": spec, "solution": "rN"}),
        422,
        "validation-error",
    )
    assert list(problem["errors"]) == ["puzzle.target.cell[0]"]
    spec = puzzle_spec(robots={**puzzle_spec()["robots"], "red": [0, "1"]})
    response = client.post("/v1/puzzles", json=spec, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["robots.red.value[1]"]
    assert rows(db, Puzzle) == 0


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"moves": {"min": 1, "max": 3}, "count": "3"}, "count"),
        ({"moves": {"min": "5", "max": 9}}, "moves.min"),
        ({"moves": {"min": 1, "max": 3}, "max_seconds": "1"}, "max_seconds"),
    ],
)
def test_digit_strings_in_a_library_request_are_422(
    client: FlaskClient, auth: dict[str, str], body: dict[str, Any], field: str
) -> None:
    response = client.post("/v1/puzzle-requests", json=body, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == [field]


def test_digit_string_seconds_are_422(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    body = {"players": ["ann"], "rules": {"verify_seconds": "1"}}
    response = client.post("/v1/games", json=body, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["rules.verify_seconds"]
    assert rows(db, Game) == 0


def test_a_digit_string_bid_is_422(client: FlaskClient, auth: dict[str, str]) -> None:
    game = client.post("/v1/games", json={"players": ["ann"], "seed": 1}, headers=auth)
    assert game.status_code == 201, game.json
    token = {"Authorization": f"Bearer {game.json['players'][0]['token']}"}
    rounds = f"/v1/games/{game.json['id']}/rounds"
    assert client.post(rounds, headers=token).status_code == 201
    response = client.post(f"{rounds}/1/bids", json={"moves": "5"}, headers=token)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["moves"]
    assert client.get(f"{rounds}/1").json["bids"] == []


def test_query_integers_still_read_digits(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    response = client.get("/v1/layouts?limit=3", headers=auth)
    assert response.status_code == 200, response.json
    assert len(response.json["items"]) == 3
    response = client.get("/v1/layouts?limit=x", headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert list(problem["errors"]) == ["query.limit"]
