"""The JSON nesting limit (MAX_JSON_DEPTH) and short echoes of bad input, on the
single endpoints (the bulk jobs apply both per line: tests/workers/test_bad_lines)."""

from __future__ import annotations

import json

import pytest
from flask.testing import FlaskClient

from service.inputs.policy import MAX_JSON_DEPTH, too_deep
from tests.helpers.api import assert_problem

ECHO_LIMIT = 2_000


def nested(depth: int) -> str:
    """Return `depth` nested empty arrays."""
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("depth", [MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 900, 100_000])
def test_a_body_nested_past_the_limit_is_malformed(
    client: FlaskClient, depth: int
) -> None:
    body = '{"puzzle_id": "p1", "solution": ' + nested(depth - 1) + "}"
    response = client.post("/v1/checks", data=body, content_type="application/json")
    if depth <= MAX_JSON_DEPTH:
        assert_problem(response, 422, "validation-error")  # read, then judged
    else:
        problem = assert_problem(response, 400, "malformed-json")
        assert f"more than {MAX_JSON_DEPTH} levels" in problem["detail"]


def test_depth_counts_arrays_and_objects() -> None:
    assert not too_deep(json.loads(nested(MAX_JSON_DEPTH)))
    assert too_deep(json.loads(nested(MAX_JSON_DEPTH + 1)))
    value: object = 1
    for i in range(MAX_JSON_DEPTH + 1):
        value = {"a": value} if i % 2 else [value]
    assert too_deep(value) and not too_deep(value, MAX_JSON_DEPTH + 1)
    assert not too_deep("[[[[") and not too_deep(None)


@pytest.mark.parametrize(
    "solution",
    [
        "x" * 500_000,
        "rN " + "x" * 500_000,
        [["x" * 500_000, "N"]],
        [["red", "x" * 500_000]],
    ],
)
def test_an_error_echoes_only_a_prefix_of_the_input(
    client: FlaskClient, solution: object
) -> None:
    puzzle = {
        "board": {"width": 4, "height": 4},
        "robots": {"red": [0, 0]},
        "target": {"color": "red", "cell": [1, 1]},
    }
    response = client.post("/v1/checks", json={"puzzle": puzzle, "solution": solution})
    assert_problem(response, 422, "validation-error")
    assert len(response.data) < ECHO_LIMIT, response.data[:300]


def test_an_unknown_field_s_name_is_echoed_short(client: FlaskClient) -> None:
    response = client.post("/v1/clients", json={"name": "x", "y" * 500_000: 1})
    assert_problem(response, 422, "validation-error")
    assert len(response.data) < ECHO_LIMIT, response.data[:300]
