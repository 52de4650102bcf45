"""The OpenAPI document states the bounds the server enforces: the dates a request
may name (fields, query and path parameters), and a Micro Robots board's cells;
a malformed path date is a 404, as every other path segment breaking the policy."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.game.micro import MICRO_COLORS
from service.web.extensions import api
from tests.helpers.api import assert_problem

INSIDE = ["1970-01-01", "2026-12-02", "9998-12-31"]
OUTSIDE = ["0412-02-16", "0001-01-01", "1969-12-31", "9999-01-01"]


@pytest.fixture
def spec(app: Flask) -> dict[str, Any]:
    """Return the app's OpenAPI document."""
    document: dict[str, Any] = api.spec.to_dict()
    return document


def date_schemas(node: Any, path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Yield (where, schema) for every `format: date` schema in a document part."""
    if isinstance(node, dict):
        if node.get("format") == "date":
            yield path, node
        for key, value in node.items():
            yield from date_schemas(value, f"{path}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from date_schemas(value, f"{path}[{index}]")


def request_parts(spec: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Yield what a request sends: parameters, bodies, and the request schemas."""
    for path, operations in spec["paths"].items():
        yield path, operations.get("parameters", [])
        for method, operation in operations.items():
            if isinstance(operation, dict):
                yield f"{method} {path}", operation.get("parameters", [])
                yield f"{method} {path} body", operation.get("requestBody", {})
    for name in request_schema_names(spec):
        yield name, spec["components"]["schemas"][name]


def request_schema_names(spec: dict[str, Any]) -> set[str]:
    """Return the names of the component schemas request bodies refer to."""
    bodies = [
        op.get("requestBody", {})
        for ops in spec["paths"].values()
        for op in ops.values()
        if isinstance(op, dict)
    ]
    return set(re.findall(r"#/components/schemas/(\w+)", str(bodies)))


def test_every_request_date_states_the_servers_range(spec: dict[str, Any]) -> None:
    found = [
        (where, schema)
        for part, node in request_parts(spec)
        for where, schema in date_schemas(node, part)
    ]
    assert any("daily/{day}" in where for where, _ in found)  # path dates too
    for where, schema in found:
        pattern = re.compile(schema.get("pattern", ""))
        assert "pattern" in schema, where
        assert all(pattern.search(day) for day in INSIDE), where
        assert not any(pattern.search(day) for day in OUTSIDE), where


def test_the_path_day_is_documented_as_a_date(spec: dict[str, Any]) -> None:
    parameters = spec["paths"]["/v1/daily/{day}"]["get"]["parameters"]
    parameters += spec["paths"]["/v1/daily/{day}"].get("parameters", [])
    day = next(p for p in parameters if p.get("name") == "day")
    assert day["in"] == "path" and day["schema"]["format"] == "date"


@pytest.mark.parametrize("day", ["0", "yesterday", "2026-1-1", "2026-02-30"])
def test_a_malformed_path_day_is_404(client: FlaskClient, day: str) -> None:
    for path in (f"/v1/daily/{day}", f"/v1/daily/{day}/easy"):
        assert_problem(client.get(path), 404, "not-found")
    response = client.post(f"/v1/daily/{day}/easy/attempts", json={})
    assert response.status_code == 404


def test_a_query_date_before_1970_is_422(client: FlaskClient) -> None:
    for day in OUTSIDE:
        problem = assert_problem(
            client.get(f"/daily?date={day}"), 422, "validation-error"
        )
        assert list(problem["errors"]) == ["query.date"]


def test_a_micro_board_states_36_cells_or_6_rows(spec: dict[str, Any]) -> None:
    cells = spec["components"]["schemas"]["MicroSpecByCells"]["properties"]["cells"]
    shapes = {(s["minItems"], s["maxItems"]) for s in cells["oneOf"]}
    assert shapes == {(36, 36), (6, 6)}
    cell = next(s for s in cells["oneOf"] if s["minItems"] == 36)["items"]
    assert (cell["minItems"], cell["maxItems"]) == (2, 2)
    colour, number = cell["items"]["oneOf"]
    assert colour["enum"] == list(MICRO_COLORS)
    assert (number["minimum"], number["maximum"]) == (1, 6)
    row = next(s for s in cells["oneOf"] if s["minItems"] == 6)["items"]
    assert re.fullmatch(row["pattern"], "R5 G6 R1 G2 W2 Y1")
    assert not re.fullmatch(row["pattern"], "R5 G6 R1 G2 W2")


@pytest.mark.parametrize("count", [7, 35])
def test_a_micro_board_of_another_size_is_422(
    client: FlaskClient, auth: dict[str, str], count: int
) -> None:
    cells = [["red", 1]] * count
    response = client.post("/v1/boards", json={"micro": {"cells": cells}}, headers=auth)
    problem = assert_problem(response, 422, "validation-error")
    assert any(key.startswith("micro.cells") for key in problem["errors"])
