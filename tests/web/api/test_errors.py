"""One error shape for every failure: RFC 9457 problem+json."""

from __future__ import annotations

from typing import Any

import pytest
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient
from flask_smorest import abort
from sqlalchemy import orm as so

from service.accounts.models import Client
from service.game.errors import InvalidBoard
from service.infra.extensions import db as db_ext
from service.puzzles.models import Board, Puzzle
from service.web.errors import problem
from tests.helpers.api import assert_problem, puzzle_spec


def count(db: so.Session, model: type) -> int:
    return db.scalar(sa.select(sa.func.count()).select_from(model)) or 0


def test_unknown_route_is_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v1/nothing-here"), 404, "not-found")
    assert_problem(client.get("/nothing-here"), 404, "not-found")


def test_wrong_method_is_405_with_allow(client: FlaskClient) -> None:
    response = client.patch("/v1/boards/b1", json={})
    assert_problem(response, 405, "method-not-allowed")
    assert "GET" in response.headers["Allow"]


def test_body_over_the_limit_is_413(client: FlaskClient, auth: dict[str, str]) -> None:
    body = b'{"layout": "' + b"x" * (2 * 1024 * 1024) + b'"}'
    response = client.post(
        "/v1/boards", data=body, content_type="application/json", headers=auth
    )
    assert_problem(response, 413, "payload-too-large")


@pytest.mark.parametrize(
    "content_type", ["text/plain", "application/x-www-form-urlencoded"]
)
def test_non_json_body_is_415(
    client: FlaskClient, auth: dict[str, str], content_type: str, db: so.Session
) -> None:
    response = client.post(
        "/v1/boards",
        data='{"layout": "1A3C2B4D"}',
        content_type=content_type,
        headers=auth,
    )
    body = assert_problem(response, 415, "unsupported-media-type")
    assert "application/json" in body["detail"]
    assert count(db, Board) == 0


def test_vendor_json_media_type_is_accepted(client: FlaskClient) -> None:
    response = client.post(
        "/v1/clients", data='{"name": "x"}', content_type="application/vnd.x+json"
    )
    assert response.status_code == 201


@pytest.mark.parametrize("data", [b"{", b'{"layout": }', b"\xff\xfe\x00", b"[1,"])
def test_malformed_json_is_400(
    client: FlaskClient, auth: dict[str, str], data: bytes
) -> None:
    response = client.post(
        "/v1/boards", data=data, content_type="application/json", headers=auth
    )
    assert_problem(response, 400, "malformed-json")


def test_deeply_nested_json_is_400(client: FlaskClient) -> None:
    data = "[" * 100_000 + "]" * 100_000
    response = client.post("/v1/checks", data=data, content_type="application/json")
    assert_problem(response, 400, "malformed-json")


def test_list_positions_are_written_as_indices(client: FlaskClient) -> None:
    board = {"width": 4, "height": 4, "walls": [[0, 0, "N"], ["x", 0, "N"]]}
    puzzle = {
        "board": board,
        "robots": {"red": [0, 0]},
        "target": {"color": "red", "cell": [1, 1]},
    }
    response = client.post("/v1/checks", json={"puzzle": puzzle, "solution": "rS"})
    body = assert_problem(response, 422, "validation-error")
    assert list(body["errors"]) == ["puzzle.board.walls[1][0]"]


@pytest.mark.parametrize(
    "path",
    ["/v1/boards", "/v1/puzzles", "/v1/games", "/v1/games/g123/rounds"],
)
def test_a_missing_key_is_401_before_the_body_is_read(
    client: FlaskClient, path: str
) -> None:
    bad = {"board": "", "robots": "none", "unknown": 1}
    body = assert_problem(client.post(path, json=bad), 401, "unauthorized")
    assert "errors" not in body
    wrong = {"Authorization": "Bearer rk_not-a-key"}
    if not path.endswith("/rounds"):  # a game decides which tokens it knows
        assert_problem(client.post(path, json=bad, headers=wrong), 401, "unauthorized")


def test_booleans_in_bodies_are_json_booleans(client: FlaskClient) -> None:
    item = {"puzzle": puzzle_spec(), "solution": "rN"}
    for steps in (0, 1, "true"):
        batch = {"items": [item], "steps": steps}
        body = assert_problem(
            client.post("/v1/checks/batch", json=batch), 422, "validation-error"
        )
        assert list(body["errors"]) == ["steps"]
    ok = client.post("/v1/checks/batch", json={"items": [item], "steps": False})
    assert ok.status_code == 200


def test_schema_errors_are_422_with_field_errors(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    response = client.post(
        "/v1/puzzles", json={"robots": "x", "extra": 1}, headers=auth
    )
    body = assert_problem(response, 422, "validation-error")
    assert set(body["errors"]) >= {"robots", "extra", "target"}
    assert all(isinstance(m, list) and m for m in body["errors"].values())


def test_query_errors_name_the_query_field(client: FlaskClient) -> None:
    body = assert_problem(client.get("/v1/layouts?limit=0"), 422, "validation-error")
    assert "query.limit" in body["errors"]


def test_core_errors_are_422_naming_the_field(
    client: FlaskClient, auth: dict[str, str], db: so.Session
) -> None:
    spec = puzzle_spec(target={"color": "red", "cell": [16, 0]})
    body = assert_problem(
        client.post("/v1/puzzles", json=spec, headers=auth), 422, "validation-error"
    )
    assert list(body["errors"]) == ["target.cell"]
    # a request that fails writes nothing: not even the board
    assert count(db, Board) == 0 and count(db, Puzzle) == 0


@pytest.fixture
def app_with_test_routes(app: Flask) -> Flask:
    """Add routes that fail in the ways the handlers must cover."""

    def duplicate() -> Any:
        for _ in range(2):
            db_ext.session.add(Client(id="c1", name="a", key_prefix="p", key_hash="h"))
            db_ext.session.flush()
            db_ext.session.expunge_all()
        return "unreachable"

    def crash() -> Any:
        raise RuntimeError("secret internals")

    def raise_problem() -> Any:
        raise problem(409, "custom-thing", "it happened", headers={"X-Why": "ended"})

    def raise_game_error() -> Any:
        raise InvalidBoard("too small", "board.width")

    def http_error(code: int) -> Any:
        abort(code, message=f"custom {code}")

    for rule, view in [
        ("/t/dup", duplicate),
        ("/t/crash", crash),
        ("/t/problem", raise_problem),
        ("/t/game", raise_game_error),
    ]:
        app.add_url_rule(rule, view.__name__, view)
    app.add_url_rule("/t/http/<int:code>", "http_error", http_error)
    return app


def test_integrity_error_is_409(app_with_test_routes: Flask, db: so.Session) -> None:
    response = app_with_test_routes.test_client().get("/t/dup")
    body = assert_problem(response, 409, "conflict")
    assert "UNIQUE" not in body["detail"] and "unique" not in body["detail"]
    assert count(db, Client) == 0


def test_unexpected_error_is_500_without_details(app_with_test_routes: Flask) -> None:
    app_with_test_routes.config["PROPAGATE_EXCEPTIONS"] = False
    body = assert_problem(
        app_with_test_routes.test_client().get("/t/crash"), 500, "internal-error"
    )
    assert "secret" not in body["detail"]


def test_debug_shows_the_500_detail(app_with_test_routes: Flask) -> None:
    app_with_test_routes.debug = True
    body = assert_problem(
        app_with_test_routes.test_client().get("/t/crash"), 500, "internal-error"
    )
    assert "secret internals" in body["detail"]


def test_raised_problem_keeps_kind_and_headers(app_with_test_routes: Flask) -> None:
    response = app_with_test_routes.test_client().get("/t/problem")
    body = assert_problem(response, 409, "custom-thing")
    assert body["title"] == "Custom thing"
    assert response.headers["X-Why"] == "ended"


@pytest.mark.parametrize(
    "code,kind",
    [
        (400, "bad-request"),
        (406, "not-acceptable"),
        (409, "conflict"),
        (410, "gone"),
        (503, "service-unavailable"),
    ],
)
def test_http_errors_map_to_kinds(
    app_with_test_routes: Flask, code: int, kind: str
) -> None:
    response = app_with_test_routes.test_client().get(f"/t/http/{code}")
    assert assert_problem(response, code, kind)["detail"] == f"custom {code}"


def test_game_error_outside_schemas_is_422(app_with_test_routes: Flask) -> None:
    response = app_with_test_routes.test_client().get("/t/game")
    body = assert_problem(response, 422, "validation-error")
    assert body["errors"] == {"board.width": ["too small"]}


@pytest.mark.redis
@pytest.mark.usefixtures("redis")
class TestRateLimits:
    """Writes are limited per key (or IP); reads are not. Counters live in Redis."""

    @pytest.fixture
    def app_config(self) -> dict[str, Any]:
        return {
            "RATELIMIT_STORAGE_URI": None,  # derived from REDIS_URL
            "RATELIMIT_ENABLED": True,
            "RATELIMIT_WRITES": "3 per minute",
            "RATELIMIT_REGISTER": "2 per minute",
        }

    def test_registration_is_limited_per_ip(self, client: FlaskClient) -> None:
        for _ in range(2):
            assert client.post("/v1/clients", json={"name": "x"}).status_code == 201
        response = client.post("/v1/clients", json={"name": "x"})
        assert_problem(response, 429, "rate-limited")
        assert int(response.headers["Retry-After"]) > 0

    def test_writes_are_limited_per_key_and_reads_are_not(
        self, client: FlaskClient, auth: dict[str, str]
    ) -> None:
        responses = [
            client.post("/v1/boards", json={"layout": "1A3C2B4D"}, headers=auth)
            for _ in range(4)
        ]
        assert [r.status_code for r in responses] == [201, 200, 200, 429]
        first = responses[0]
        assert first.headers["X-RateLimit-Limit"] == "3"
        assert "Retry-After" not in first.headers  # only on the 429
        assert "Retry-After" in responses[3].headers
        for _ in range(5):
            assert client.get("/v1/rulesets").status_code == 200
