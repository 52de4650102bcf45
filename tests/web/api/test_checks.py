"""Solution checks: stored, inline and batch; the verdict is the core's."""

from __future__ import annotations

import gzip
import json
from importlib import resources
from typing import Any

import pytest
import sqlalchemy as sa
from flask.testing import FlaskClient
from sqlalchemy import orm as so

from service.game.check import check_solution
from service.game.notation import parse_solution
from service.game.puzzle import parse_puzzle
from service.puzzles.models import Puzzle
from tests.helpers.api import assert_problem, puzzle_spec


def bench_rows(n: int) -> list[dict[str, Any]]:
    """Return n reference positions (board, robots, target, optimal solution)."""
    path = resources.files("service.game") / "data" / "bench_positions.jsonl.gz"
    with path.open("rb") as raw, gzip.open(raw, "rt") as lines:
        return [json.loads(line) for _, line in zip(range(n), lines, strict=False)]


def spec_of(row: dict[str, Any]) -> dict[str, Any]:
    return {k: row[k] for k in ("board", "robots", "target")}


@pytest.fixture
def solved(client: FlaskClient, auth: dict[str, str]) -> tuple[str, dict, list]:
    """Store a reference position; return its id, spec and an optimal solution."""
    row = bench_rows(1)[0]
    response = client.post("/v1/puzzles", json=spec_of(row), headers=auth)
    assert response.status_code == 201
    return response.json["id"], spec_of(row), row["solution_ricochet_rule"]


def expected(spec: dict, solution: Any) -> dict[str, Any]:
    puzzle = parse_puzzle(spec)
    verdict = check_solution(puzzle, parse_solution(solution))
    return {"puzzle_id": puzzle.puzzle_id, **json.loads(json.dumps(verdict.to_json()))}


def test_stored_check_returns_the_core_verdict(
    client: FlaskClient, solved: tuple
) -> None:
    puzzle_id, spec, solution = solved
    response = client.post(
        f"/v1/puzzles/{puzzle_id}/checks", json={"solution": solution}
    )
    assert response.status_code == 200
    assert response.json == expected(spec, solution)
    assert response.json["solved"] is True
    assert len(response.json["steps"]) == len(solution)


@pytest.mark.parametrize("form", ["pairs", "objects", "compact"])
def test_every_solution_form_gives_the_same_verdict(
    client: FlaskClient, solved: tuple, form: str
) -> None:
    puzzle_id, _, solution = solved
    letters = {"red": "r", "green": "g", "blue": "b", "yellow": "y"}
    value = {
        "pairs": solution,
        "objects": [{"robot": r, "direction": d} for r, d in solution],
        "compact": " ".join(letters[r] + d for r, d in solution),
    }[form]
    response = client.post(f"/v1/puzzles/{puzzle_id}/checks", json={"solution": value})
    assert response.status_code == 200 and response.json["solved"] is True


def test_illegal_and_unsolved_verdicts_are_200(
    client: FlaskClient, solved: tuple
) -> None:
    puzzle_id, spec, solution = solved
    short = client.post(
        f"/v1/puzzles/{puzzle_id}/checks", json={"solution": solution[:-1]}
    )
    assert short.status_code == 200 and short.json["solved"] is False
    # malformed moves are a 422 in every notation (one answer per mistake)
    for bad in (
        [["purple", "N"]],
        [["red", "east"]],
        [{"robot": "red", "direction": "up"}],
        "rQ",
    ):
        response = client.post(
            f"/v1/puzzles/{puzzle_id}/checks", json={"solution": bad}
        )
        assert response.status_code == 422, bad
        assert list(response.json["errors"]) == ["solution[0]"], response.json


def test_checks_store_nothing_and_need_no_key(
    client: FlaskClient, solved: tuple, db: so.Session
) -> None:
    _, spec, solution = solved
    response = client.post("/v1/checks", json={"puzzle": spec, "solution": solution})
    assert response.status_code == 200
    assert response.json == expected(spec, solution)
    assert (
        db.scalar(sa.select(sa.func.count()).select_from(Puzzle)) == 1
    )  # the fixture's


def test_check_by_puzzle_id_in_the_body(client: FlaskClient, solved: tuple) -> None:
    puzzle_id, spec, solution = solved
    response = client.post(
        "/v1/checks", json={"puzzle_id": puzzle_id, "solution": solution}
    )
    assert response.status_code == 200 and response.json == expected(spec, solution)


def test_a_bad_key_is_refused_even_where_none_is_needed(
    client: FlaskClient, solved: tuple
) -> None:
    puzzle_id, _, solution = solved
    response = client.post(
        f"/v1/puzzles/{puzzle_id}/checks",
        json={"solution": solution},
        headers={"Authorization": "Bearer rk_nope_nope"},
    )
    assert_problem(response, 401, "unauthorized")


@pytest.mark.parametrize(
    "body,field",
    [
        ({}, "solution"),
        ({"solution": 5}, "solution"),
        ({"solution": "rN xQ"}, "solution[1]"),
        ({"solution": [["red"]]}, "solution[0]"),
        ({"solution": "rN", "extra": 1}, "extra"),
    ],
)
def test_bad_stored_checks_are_422(
    client: FlaskClient, solved: tuple, body: dict, field: str
) -> None:
    response = client.post(f"/v1/puzzles/{solved[0]}/checks", json=body)
    assert field in assert_problem(response, 422, "validation-error")["errors"]


def test_unknown_puzzle(client: FlaskClient) -> None:
    response = client.post("/v1/puzzles/pnothing/checks", json={"solution": "rN"})
    assert_problem(response, 404, "not-found")
    body = assert_problem(
        client.post("/v1/checks", json={"puzzle_id": "pnothing", "solution": "rN"}),
        422,
        "validation-error",
    )
    assert "puzzle_id" in body["errors"]


@pytest.mark.parametrize(
    "body,field",
    [
        ({"solution": "rN"}, "body"),
        ({"puzzle": puzzle_spec(), "puzzle_id": "p", "solution": "rN"}, "body"),
        (
            {"puzzle": puzzle_spec(robots={"red": [99, 0]}), "solution": "rN"},
            "puzzle.robots",
        ),
        ({"puzzle": puzzle_spec(board="bad"), "solution": "rN"}, "puzzle.board"),
    ],
)
def test_bad_inline_checks_are_422(client: FlaskClient, body: dict, field: str) -> None:
    errors = assert_problem(
        client.post("/v1/checks", json=body), 422, "validation-error"
    )["errors"]
    assert any(key.startswith(field) for key in errors), errors


def test_batch_mixes_verdicts_and_item_errors_in_order(
    client: FlaskClient, solved: tuple
) -> None:
    puzzle_id, spec, solution = solved
    items = [
        {"puzzle_id": puzzle_id, "solution": solution, "ref": "ok"},
        {"puzzle_id": "pnothing", "solution": "rN", "ref": 7},
        {"puzzle": spec, "solution": solution[:-1]},
        "not an object",
        {"puzzle_id": puzzle_id, "solution": "zz", "ref": "bad-solution"},
        {"puzzle": puzzle_spec(robots={"red": [7, 7]}), "solution": "rN"},
        {"puzzle_id": puzzle_id, "solution": "rN", "colour": 1, "ref": ["x"]},
        {"puzzle_id": puzzle_id, "solution": [["purple", "N"]]},
    ]
    response = client.post("/v1/checks/batch", json={"items": items})
    assert response.status_code == 200
    body = response.json
    results = body["results"]
    assert [r["index"] for r in results] == list(range(len(items)))
    assert (body["checked"], body["solved"], body["invalid"]) == (2, 1, 6)
    ok = expected(spec, solution)
    del ok["steps"]
    assert results[0] == {"index": 0, "ref": "ok", **ok}
    assert results[2]["solved"] is False and results[2]["ref"] is None
    errors = {i: results[i]["error"] for i in (1, 3, 4, 5, 6, 7)}
    for i, error in errors.items():
        assert "solved" not in results[i]
        assert error["type"].endswith("/validation-error") and error["status"] == 422
    assert results[1]["ref"] == 7 and "puzzle_id" in errors[1]["errors"]
    assert "solution[0]" in errors[4]["errors"]
    assert "puzzle.robots.red" in errors[5]["errors"]
    assert set(errors[6]["errors"]) == {"colour", "ref"} and results[6]["ref"] is None


def test_batch_with_steps_matches_single_checks(
    client: FlaskClient, auth: dict
) -> None:
    rows = bench_rows(5)
    items = []
    for i, row in enumerate(rows):
        for solution in (
            row["solution"],
            row["solution_ricochet_rule"],
            row["solution"][:2],
        ):
            items.append({"puzzle": spec_of(row), "solution": solution, "ref": i})
    fast = client.post("/v1/checks/batch", json={"items": items}).json["results"]
    traced = client.post("/v1/checks/batch", json={"items": items, "steps": True}).json
    for item, quick, full in zip(items, fast, traced["results"], strict=True):
        want = expected(item["puzzle"], item["solution"])
        assert full == {"index": full["index"], "ref": item["ref"], **want}
        del want["steps"]
        assert quick == {"index": quick["index"], "ref": item["ref"], **want}


@pytest.mark.parametrize(
    "body,field",
    [
        ({"items": []}, "items"),
        ({}, "items"),
        ({"items": {"a": 1}}, "items"),
        ({"items": [{"puzzle_id": "p", "solution": "rN"}] * 1001}, "items"),
        ({"items": [{"puzzle_id": "p", "solution": "rN"}], "steps": "yes"}, "steps"),
    ],
)
def test_bad_batches_are_422(client: FlaskClient, body: dict, field: str) -> None:
    errors = assert_problem(
        client.post("/v1/checks/batch", json=body), 422, "validation-error"
    )["errors"]
    assert field in errors


def test_full_batch_of_1000(client: FlaskClient, solved: tuple) -> None:
    puzzle_id, _, solution = solved
    items = [
        {"puzzle_id": puzzle_id, "solution": solution, "ref": i} for i in range(1000)
    ]
    response = client.post("/v1/checks/batch", json={"items": items})
    assert response.status_code == 200
    results = response.json["results"]
    assert len(results) == 1000 and all(r["solved"] for r in results)
    assert [r["ref"] for r in results] == list(range(1000))
