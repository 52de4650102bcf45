"""GET/POST /v1/puzzles/{id}/solution and GET .../hint."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
import redis as redis_lib
import sqlalchemy as sa
from flask import Flask
from flask.testing import FlaskClient

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.puzzles.puzzles import parsed_puzzle
from service.solving import secrecy
from tests.helpers.api import assert_problem
from tests.helpers.puzzles import create_puzzle, small_spec
from workers import jobs

pytestmark = pytest.mark.redis


@pytest.fixture
def puzzle_id(client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis) -> str:
    """Return a stored small puzzle."""
    return create_puzzle(client, auth, small_spec([3, 0]))


def test_creating_a_puzzle_queues_its_solve(
    client: FlaskClient, puzzle_id: str, redis: redis_lib.Redis
) -> None:
    response = client.get(f"/v1/puzzles/{puzzle_id}/solution")
    assert response.status_code == 200
    assert response.json["status"] == "queued" and response.json["solution"] is None
    assert any(puzzle_id in key.decode() for key in redis.keys("rq:job:*"))
    hint = client.get(f"/v1/puzzles/{puzzle_id}/hint")
    assert hint.status_code == 200 and hint.json == {
        "puzzle_id": puzzle_id,
        "status": "queued",
        "hint": None,
    }


def test_unknown_puzzle_is_404(
    client: FlaskClient, auth: dict[str, str], redis: redis_lib.Redis
) -> None:
    for path in ("solution", "hint"):
        assert_problem(client.get(f"/v1/puzzles/pnope/{path}"), 404, "not-found")
    response = client.post("/v1/puzzles/paaaaaaaaaaaaaaaa/solution", headers=auth)
    assert_problem(response, 404, "not-found")


def test_request_needs_a_key(client: FlaskClient, puzzle_id: str) -> None:
    assert_problem(
        client.post(f"/v1/puzzles/{puzzle_id}/solution"), 401, "unauthorized"
    )


def test_request_then_solved(
    jobs_app: Flask, client: FlaskClient, auth: dict[str, str], puzzle_id: str
) -> None:
    response = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert response.status_code == 202
    assert response.headers["Location"] == f"/v1/puzzles/{puzzle_id}/solution"
    assert response.json["status"] == "queued"
    assert client.get(f"/v1/puzzles/{puzzle_id}/hint").json["hint"] is None
    jobs.solve_puzzle(puzzle_id)
    body = client.get(f"/v1/puzzles/{puzzle_id}/solution").json
    assert body["status"] == "done" and body["proven"] is True
    assert body["result"] == "optimal" and body["progress"] is None
    with jobs_app.app_context():
        verdict = check_solution(
            parsed_puzzle(puzzle_id), parse_solution(body["solution"])
        )
    assert verdict.solved and verdict.moves == body["optimal_moves"] == body["moves"]
    hint = client.get(f"/v1/puzzles/{puzzle_id}/hint").json
    assert hint["status"] == "done"
    assert [hint["hint"]["robot"], hint["hint"]["direction"]] == body["solution"][0]
    again = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert again.status_code == 202 and again.json == body  # known: nothing enqueued


def test_hidden_answer_is_403(
    jobs_app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    puzzle_id: str,
    hide: Callable[[str], None],
) -> None:
    client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    jobs.solve_puzzle(puzzle_id)
    hide(puzzle_id)
    assert_problem(
        client.get(f"/v1/puzzles/{puzzle_id}/solution"), 403, "answer-hidden"
    )
    assert_problem(client.get(f"/v1/puzzles/{puzzle_id}/hint"), 403, "answer-hidden")
    response = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert_problem(response, 403, "answer-hidden")
    other = create_puzzle(client, auth, small_spec([0, 0], color="green"))
    assert client.get(f"/v1/puzzles/{other}/solution").status_code == 200


def broken_check(_: str) -> bool:
    """A secrecy check whose database is gone."""
    raise RuntimeError("database gone")


def broken_condition(_: sa.BindParameter[str]) -> sa.ColumnElement[bool]:
    """A secrecy condition naming a column that does not exist."""
    return sa.text("no_such_column = 1")  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("add", "rule"),
    [
        (secrecy.register, broken_check),
        (secrecy.register_condition, broken_condition),
    ],
    ids=["check", "condition"],
)
def test_a_failing_secrecy_rule_hides(
    app: Flask, client: FlaskClient, puzzle_id: str, add: Any, rule: Any
) -> None:
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 200
    add(app, rule)
    assert_problem(
        client.get(f"/v1/puzzles/{puzzle_id}/solution"), 403, "answer-hidden"
    )


def test_redis_down_is_503(
    app: Flask,
    client: FlaskClient,
    auth: dict[str, str],
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    puzzle_id = create_puzzle(client, auth, small_spec([3, 0]))
    app.extensions["redis"]["client"] = redis_lib.Redis.from_url(
        f"unix://{tmp_path_factory.mktemp('gone')}/redis.sock"
    )
    response = client.post(f"/v1/puzzles/{puzzle_id}/solution", headers=auth)
    assert response.status_code == 503 and response.headers["Retry-After"]
    assert client.get(f"/v1/puzzles/{puzzle_id}/solution").status_code == 503
    check = client.post(f"/v1/puzzles/{puzzle_id}/checks", json={"solution": "rE rN"})
    assert check.status_code == 200  # checks do not need Redis
