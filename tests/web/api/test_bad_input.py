"""Bad input, reproduced: each a 4xx problem, never a 5xx.

NUL bytes, unpaired surrogates, integers beyond the database, numbers of more than
4,300 digits, dates at the ends of the calendar and floats for integers, in bodies,
query strings and paths; and the format faults (chunked bodies, 204, teardown).
Every test runs on SQLite and PostgreSQL (the `app` fixture).
"""

from __future__ import annotations

import io
from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.accounts.models import Client
from service.matches.models import Game
from service.puzzles.models import Board, Puzzle
from tests.helpers.api import assert_problem, puzzle_spec

NUL = "a\x00b"
SURROGATES = ["\ud800", "x\udfff"]
BAD_TEXT = [NUL, *SURROGATES]
HUGE = "9" * 5000  # beyond Python's 4,300-digit int parsing limit


def count(db: so.Session, model: type) -> int:
    """Return a table's row count."""
    return db.scalar(sa.select(sa.func.count()).select_from(model)) or 0


def raw_post(
    client: FlaskClient, path: str, text: str, headers: dict[str, str] | None = None
) -> Any:
    """POST a JSON text as it is (no re-encoding)."""
    return client.post(
        path, data=text, content_type="application/json", headers=headers or {}
    )


@pytest.fixture
def game(client: FlaskClient, auth: dict[str, str]) -> dict[str, Any]:
    """Return a classic game (its creation answer, with the player tokens)."""
    body = {"players": ["ann", "bob"], "seed": 1}
    response = client.post("/v1/games", json=body, headers=auth)
    assert response.status_code == 201, response.json
    data: dict[str, Any] = response.json
    return data


# --- 1 and 2: NUL and unpaired surrogates ------------------------------------------


@pytest.mark.parametrize("bad", BAD_TEXT)
def test_bad_text_in_client_fields(
    client: FlaskClient, db: so.Session, bad: str
) -> None:
    for body, field in [
        ({"name": bad}, "name"),
        ({"name": "x", "contact": bad}, "contact"),
    ]:
        problem = assert_problem(
            client.post("/v1/clients", json=body), 422, "validation-error"
        )
        assert list(problem["errors"]) == [field]
    assert count(db, Client) == 0


@pytest.mark.parametrize("bad", BAD_TEXT)
def test_bad_text_in_checks(client: FlaskClient, bad: str) -> None:
    body = {"puzzle_id": bad, "solution": "rN"}
    problem = assert_problem(
        client.post("/v1/checks", json=body), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["puzzle_id"]
    inline = {"puzzle": puzzle_spec(board_id=bad, board=None), "solution": "rN"}
    del inline["puzzle"]["board"]
    problem = assert_problem(
        client.post("/v1/checks", json=inline), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["puzzle.board_id"]


@pytest.mark.parametrize("bad", BAD_TEXT)
def test_a_bad_batch_item_fails_alone(
    client: FlaskClient, auth: dict[str, str], bad: str
) -> None:
    stored = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth).json["id"]
    items = [
        {"puzzle_id": bad, "solution": "rN"},
        {"puzzle_id": stored, "solution": "rN", "ref": bad},
        {"puzzle_id": stored, "solution": "rN", "ref": 2**70},
        {"puzzle_id": stored, "solution": "rN", "ref": "ok"},
    ]
    response = client.post("/v1/checks/batch", json={"items": items})
    assert response.status_code == 200, response.data
    results = response.json["results"]
    assert list(results[0]["error"]["errors"]) == ["puzzle_id"]
    assert results[0]["error"]["status"] == 422
    for result in results[1:3]:
        assert list(result["error"]["errors"]) == ["ref"]
    assert results[3]["ref"] == "ok" and "solved" in results[3]
    assert response.json["invalid"] == 3 and response.json["checked"] == 1


@pytest.mark.parametrize("bad", BAD_TEXT)
def test_bad_text_in_stored_things(
    client: FlaskClient, auth: dict[str, str], db: so.Session, bad: str
) -> None:
    spec = puzzle_spec(board_id=bad)
    del spec["board"]
    cases = [
        ("/v1/puzzles", spec, "board_id"),
        ("/v1/boards", {"layout": bad}, "layout"),
        ("/v1/boards", {"seed": bad}, "seed"),
        ("/v1/games", {"players": ["ann", bad]}, "players[1]"),
        ("/v1/games", {"players": ["ann"], "seed": bad}, "seed"),
        ("/v1/games", {"players": ["ann"], "rules": {bad: 1}}, "rules"),
    ]
    for path, body, field in cases:
        response = client.post(path, json=body, headers=auth)
        problem = assert_problem(response, 422, "validation-error")
        assert [f for f in problem["errors"] if f.startswith(field)], (path, problem)
    assert [count(db, m) for m in (Board, Puzzle, Game)] == [0, 0, 0]


@pytest.mark.parametrize(
    "path",
    [
        "/v1/boards/b%00",
        "/v1/boards/b%00/image.svg",
        "/v1/puzzles/p%00",
        "/v1/puzzles/p%00/solution",
        "/v1/games/g%00",
        "/v1/games/g%00/events",
        "/v1/games/g%00/rounds",
        "/v1/layouts/1A%00",
        "/v1/clients/c%00",
        "/v1/daily/streaks/a%00b",
        "/v1/daily/2026-01-01/easy/attempts/a%00b",
        "/v1/check-jobs/cj%00",
    ],
)
def test_nul_in_a_path_is_404(
    client: FlaskClient, auth: dict[str, str], path: str
) -> None:
    assert_problem(client.get(path, headers=auth), 404, "not-found")


def test_nul_in_a_path_of_a_write_is_404(
    client: FlaskClient, game: dict[str, Any]
) -> None:
    token = {"Authorization": f"Bearer {game['players'][0]['token']}"}
    for path in ["/v1/games/g%00/rounds", "/v1/puzzles/p%00/checks"]:
        response = client.post(path, json={"solution": "rN"}, headers=token)
        assert_problem(response, 404, "not-found")


def test_nul_in_a_query_string_is_422(client: FlaskClient) -> None:
    problem = assert_problem(
        client.get("/v1/layouts?edition=%00"), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["query.edition"]


# --- 3: integers beyond the database -------------------------------------------------


@pytest.mark.parametrize("value", ["2147483648", "-2147483649", HUGE])
def test_query_integers_beyond_the_database_are_422(
    client: FlaskClient, game: dict[str, Any], value: str
) -> None:
    path = f"/v1/games/{game['id']}/events?limit={value}"
    problem = assert_problem(client.get(path), 422, "validation-error")
    assert list(problem["errors"]) == ["query.limit"]
    problem = assert_problem(
        client.get(f"/v1/daily/streaks?limit={value}"), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["query.limit"]


@pytest.mark.parametrize("number", ["2147483648", "99999999999999999999", HUGE[:4400]])
def test_round_numbers_beyond_the_database_are_404(
    client: FlaskClient, game: dict[str, Any], number: str
) -> None:
    token = {"Authorization": f"Bearer {game['players'][0]['token']}"}
    rounds = f"/v1/games/{game['id']}/rounds"
    assert_problem(client.get(f"{rounds}/{number}"), 404, "not-found")
    for action, body in [("bids", {"moves": 5}), ("timer", None)]:
        response = client.post(f"{rounds}/{number}/{action}", json=body, headers=token)
        assert_problem(response, 404, "not-found")


# --- 4: numbers of more than 4,300 digits ---------------------------------------------


@pytest.mark.parametrize(
    "path,text",
    [
        ("/v1/clients", '{"name": "x", "extra": %s}'),
        ("/v1/checks", '{"puzzle_id": "p", "solution": "rN", "ref": %s}'),
        ("/v1/checks/batch", '{"items": [{"puzzle_id": "p", "ref": %s}]}'),
        ("/v1/games", '{"players": ["ann"], "seed": %s}'),
        ("/v1/boards", '{"seed": -%s}'),
        ("/v1/check-jobs", '{"items": [{"ref": %s}]}'),
    ],
)
def test_a_huge_json_integer_is_malformed_json(
    client: FlaskClient, auth: dict[str, str], db: so.Session, path: str, text: str
) -> None:
    response = raw_post(client, path, text % HUGE, auth)
    assert_problem(response, 400, "malformed-json")
    assert [count(db, m) for m in (Board, Game)] == [0, 0]


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize(
    "path,text",
    [
        ("/v1/clients", '{"name": "x", "extra": %s}'),
        ("/v1/checks", '{"puzzle_id": "p", "solution": "rN", "ref": %s}'),
        ("/v1/games", '{"players": ["ann"], "rules": {"verify_seconds": %s}}'),
        ("/v1/check-jobs", '{"items": [{"ref": %s}]}'),
    ],
)
def test_non_json_constants_are_malformed_json(
    client: FlaskClient, auth: dict[str, str], path: str, text: str, constant: str
) -> None:
    """Python's parser reads NaN and Infinity; JSON (RFC 8259) has neither."""
    response = raw_post(client, path, text % constant, auth)
    assert_problem(response, 400, "malformed-json")


# --- 5: dates at the ends of the calendar --------------------------------------------


@pytest.mark.parametrize("path", ["/v1/feed.json", "/v1/feed.atom"])
@pytest.mark.parametrize("day", ["0001-01-01", "1969-12-31", "9999-12-31"])
def test_extreme_dates_are_422(client: FlaskClient, path: str, day: str) -> None:
    problem = assert_problem(
        client.get(f"{path}?before={day}"), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["query.before"]


@pytest.mark.parametrize("day", ["0001-01-01", "9999-12-31"])
def test_extreme_dates_in_paths_are_404(
    client: FlaskClient, auth: dict[str, str], day: str
) -> None:
    for path in [
        f"/v1/daily/{day}",
        f"/v1/daily/{day}/easy",
        f"/v1/daily/{day}/easy/leaderboard",
        f"/v1/daily/{day}/easy/attempts/ann",
    ]:
        assert_problem(client.get(path, headers=auth), 404, "not-found")
    assert_problem(client.get(f"/daily?date={day}"), 422, "validation-error")


# --- 6: floats where integers are expected --------------------------------------------


@pytest.mark.parametrize("x", [1.5, 2.9, 2.0, True, 1e300])
def test_non_integer_cells_are_422(
    client: FlaskClient, auth: dict[str, str], db: so.Session, x: Any
) -> None:
    spec = puzzle_spec(target={"color": "red", "cell": [x, 0]})
    problem = assert_problem(
        client.post("/v1/checks", json={"puzzle": spec, "solution": "rN"}),
        422,
        "validation-error",
    )
    assert list(problem["errors"]) == ["puzzle.target.cell[0]"]
    spec = puzzle_spec(robots={"red": [0, x]})
    problem = assert_problem(
        client.post("/v1/puzzles", json=spec, headers=auth), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["robots.red.value[1]"]
    assert count(db, Puzzle) == 0


def test_non_integer_numbers_are_422(client: FlaskClient, game: dict[str, Any]) -> None:
    token = {"Authorization": f"Bearer {game['players'][0]['token']}"}
    rounds = f"/v1/games/{game['id']}/rounds"
    assert client.post(rounds, headers=token).status_code == 201
    for moves in (5.5, 5.0, True):
        response = client.post(f"{rounds}/1/bids", json={"moves": moves}, headers=token)
        problem = assert_problem(response, 422, "validation-error")
        assert list(problem["errors"]) == ["moves"]
    assert client.get(f"{rounds}/1").json["bids"] == []


# --- 7: format faults -----------------------------------------------------------------


def test_a_chunked_body_over_the_limit_is_413(
    client: FlaskClient, db: so.Session
) -> None:
    body = b'{"name": "' + b"x" * (3 * 1024 * 1024) + b'"}'
    response = client.post(
        "/v1/clients",
        input_stream=io.BytesIO(body),  # no Content-Length: a chunked upload
        content_type="application/json",
        headers={"Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input_terminated": True},
    )
    assert_problem(response, 413, "payload-too-large")
    assert count(db, Client) == 0


def test_a_204_has_no_content_type(client: FlaskClient, auth: dict[str, str]) -> None:
    response = client.delete("/v1/clients/me", headers=auth)
    assert response.status_code == 204
    assert "Content-Type" not in response.headers and response.data == b""


def test_a_failed_teardown_keeps_the_answer(app: Flask) -> None:
    def failing_teardown(exc: BaseException | None) -> None:
        raise RuntimeError("teardown failed")

    app.teardown_appcontext(failing_teardown)
    response = app.test_client().get("/v1/rulesets")
    assert response.status_code == 200 and response.json["items"]
