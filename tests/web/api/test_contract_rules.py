"""One answer per mistake, targets that exist, versions, caching, sources."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from service.web.extensions import api
from tests.helpers.api import ROBOTS, assert_problem, puzzle_spec

CHECKOUT = Path(__file__).resolve().parents[3]


def create(client: FlaskClient, auth: dict[str, str], spec: dict[str, Any]) -> Any:
    """POST a puzzle."""
    return client.post("/v1/puzzles", json=spec, headers=auth)


def test_a_target_must_be_a_printed_target_of_its_colour(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    wrong_colour = puzzle_spec(target={"color": "green", "cell": [4, 1]})
    problem = assert_problem(
        create(client, auth, wrong_colour), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["target.color"]
    assert "red circle" in problem["detail"]
    nowhere = puzzle_spec(target={"color": "red", "cell": [5, 5]})
    problem = assert_problem(create(client, auth, nowhere), 422, "validation-error")
    assert list(problem["errors"]) == ["target.cell"]
    check = {"puzzle": nowhere, "solution": "rN"}
    problem = assert_problem(
        client.post("/v1/checks", json=check), 422, "validation-error"
    )
    assert list(problem["errors"]) == ["puzzle.target.cell"]
    vortex = puzzle_spec(target={"color": "any", "cell": [7, 10]})
    assert create(client, auth, vortex).status_code == 201


def test_custom_board_targets_may_omit_their_symbol(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    board = {
        "width": 6,
        "height": 6,
        "targets": [
            {"color": "red", "cell": [1, 1]},
            {"color": "red", "symbol": "circle", "cell": [2, 2]},
            {"color": "red", "cell": [3, 3]},
            {"color": "any", "cell": [4, 4]},
        ],
    }
    response = client.post("/v1/boards", json={"board": board}, headers=auth)
    assert response.status_code == 201, response.json
    symbols = [t["symbol"] for t in response.json["board"]["targets"]]
    # the first symbol the colour does not use elsewhere; vortex for `any`
    assert symbols == ["triangle", "circle", "square", "vortex"]
    spec = {
        "board": board,
        "robots": {"red": [0, 5]},
        "target": {"color": "red", "cell": [3, 3]},
    }
    assert create(client, auth, spec).status_code == 201


def test_an_illegal_first_move_counts_no_move(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    spec = puzzle_spec(robots={**ROBOTS, "red": [0, 0]})
    puzzle_id = create(client, auth, spec).json["id"]
    verdict = client.post(f"/v1/puzzles/{puzzle_id}/checks", json={"solution": "rN"})
    assert verdict.status_code == 200
    body = verdict.json
    assert body["error"]["step"] == 0 and body["error"]["reason"] == "no_movement"
    assert body["moves"] == 0 and body["steps"] == []
    batch = client.post(
        "/v1/checks/batch",
        json={"items": [{"puzzle_id": puzzle_id, "solution": "rN rE"}]},
    ).json
    assert batch["results"][0]["moves"] == 0
    assert (batch["checked"], batch["solved"], batch["invalid"]) == (1, 0, 0)


def test_one_version_and_a_relative_server(app: Flask, client: FlaskClient) -> None:
    spec = api.spec.to_dict()
    version = metadata.version("ricochet")
    assert spec["info"]["version"] == version
    assert client.get("/v1/health").json["version"] == version
    assert [server["url"] for server in spec["servers"]] == ["/"]
    served = client.get("/v1/openapi.json", base_url="http://example.test:9999").json
    assert served["servers"][0]["url"] == "/"


def test_solution_and_hint_polls_answer_304(
    client: FlaskClient, auth: dict[str, str]
) -> None:
    puzzle_id = create(client, auth, puzzle_spec()).json["id"]
    solution = f"/v1/puzzles/{puzzle_id}/solution"
    tags = {}
    for path in (solution, f"/v1/puzzles/{puzzle_id}/hint"):
        first = client.get(path)
        assert first.status_code == 200 and first.headers["ETag"]
        tags[path] = first.headers["ETag"]
        again = client.get(path, headers={"If-None-Match": tags[path]})
        assert again.status_code == 304 and again.data == b"", path
    assert tags[solution] != tags[f"/v1/puzzles/{puzzle_id}/hint"]


def test_rulesets_cite_rule_books_not_missing_files(client: FlaskClient) -> None:
    for ruleset in client.get("/v1/rulesets").json["items"]:
        for name in re.findall(r"[\w.-]+\.(?:md|pdf|txt)", ruleset["source"]):
            assert list(CHECKOUT.rglob(name)), (ruleset["name"], name)
        assert "rule book" in ruleset["source"], ruleset
