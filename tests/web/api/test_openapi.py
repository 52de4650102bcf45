"""The committed openapi.yaml is exactly what the code generates (`make openapi`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient

from service.web.extensions import api, pages
from tests.helpers.api import LAYOUT, puzzle_spec

OPENAPI = Path(__file__).resolve().parents[3] / "openapi.yaml"
PAGES_OPENAPI = Path(__file__).resolve().parents[3] / "docs" / "pages.openapi.yaml"
SPEC = yaml.safe_load(OPENAPI.read_text())


def test_committed_openapi_matches_the_code(app: Flask) -> None:
    committed = yaml.safe_load(OPENAPI.read_text())
    generated = api.spec.to_dict()
    assert committed == generated, "openapi.yaml is stale: run `make openapi`"


def test_committed_pages_document_matches_the_code(app: Flask) -> None:
    committed = yaml.safe_load(PAGES_OPENAPI.read_text())
    assert committed == pages.spec.to_dict(), "docs/pages.openapi.yaml is stale"


def test_the_contract_holds_the_api_and_the_pages_document_the_pages(
    app: Flask,
) -> None:
    """An app developer's document (and so both clients) holds only the API; every
    route of the app is in exactly one of the two documents."""
    api_paths = set(api.spec.to_dict()["paths"])
    page_paths = set(pages.spec.to_dict()["paths"])
    assert all(p.startswith(("/v1/", "/problems")) for p in api_paths), api_paths
    assert not any(p.startswith("/v1/") for p in page_paths), page_paths
    assert {"/daily", "/train", "/puzzles", "/records", "/play"} <= page_paths
    assert not api_paths & page_paths


def test_contract_basics(app: Flask) -> None:
    spec = api.spec.to_dict()
    assert spec["info"]["title"] == "Ricochet" and spec["servers"]
    assert spec["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    core = {
        "/v1/health",
        "/v1/clients",
        "/v1/layouts",
        "/v1/rulesets",
        "/v1/boards",
        "/v1/puzzles",
        "/v1/checks",
        "/v1/checks/batch",
        "/v1/puzzles/{puzzle_id}",
    }
    assert core <= set(spec["paths"])
    problem = spec["components"]["responses"]["DEFAULT_ERROR"]["content"]
    assert list(problem) == ["application/problem+json"]
    post_board = spec["paths"]["/v1/boards"]["post"]
    assert post_board["security"] == [{"bearer": []}]
    assert "401" in post_board["responses"]
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "delete"):
                assert operation.get("summary"), (method, path)


def test_every_reference_resolves(app: Flask) -> None:
    spec = api.spec.to_dict()

    def refs(node: object) -> list[str]:
        if isinstance(node, dict):
            found = [node["$ref"]] if isinstance(node.get("$ref"), str) else []
            return found + [r for value in node.values() for r in refs(value)]
        if isinstance(node, list):
            return [r for value in node for r in refs(value)]
        return []

    def resolve(ref: str) -> object:
        node: object = spec
        for part in ref.removeprefix("#/").split("/"):
            assert isinstance(node, dict) and part in node, f"dangling {ref}"
            node = node[part]
        return node

    found = refs(spec)
    assert "#/components/responses/PAYLOAD_TOO_LARGE" in found
    for ref in found:
        resolve(ref)


EXCLUSIVE = {
    "PuzzleSpec": ("board", "board_id"),
    "AnalysisSpec": ("board", "board_id"),
    "Check": ("puzzle", "puzzle_id"),
    "BatchItem": ("puzzle", "puzzle_id"),
    "SolveJobItem": ("puzzle", "puzzle_id"),
    "BoardCreate": ("layout", "seed", "board", "micro"),
    "MicroSpec": ("seed", "sections", "cells"),
}
"""Schemas taking exactly one of some fields, and those fields."""


def test_exactly_one_of_is_a_union_of_one_schema_per_alternative(app: Flask) -> None:
    schemas = api.spec.to_dict()["components"]["schemas"]
    refs = api.ma_plugin.converter.refs.items()
    assert {name for key, name in refs if getattr(key[0], "ONE_OF", ())} == set(
        EXCLUSIVE
    )
    for name, fields in EXCLUSIVE.items():
        assert set(schemas[name]) == {"description", "oneOf"}, name
        members = [ref["$ref"].rsplit("/", 1)[-1] for ref in schemas[name]["oneOf"]]
        assert len(members) == len(fields), name
        for field, member in zip(fields, members, strict=True):
            alternative = schemas[member]
            assert alternative["additionalProperties"] is False, member
            assert field in alternative["required"], member
            others = set(fields) - {field}
            assert not others & set(alternative["properties"]), member


def body_schema(path: str) -> dict[str, Any]:
    """Return the JSON body schema of a POST, with the components to resolve it."""
    content = SPEC["paths"][path]["post"]["requestBody"]["content"]
    return {**content["application/json"]["schema"], "components": SPEC["components"]}


STORED = "stored-puzzle-id"
"""Stands for the id of a puzzle the test stores first."""
AGREEMENT = [
    ("/v1/puzzles", puzzle_spec(), True),
    ("/v1/puzzles", puzzle_spec(board_id="b0"), False),
    ("/v1/puzzles", {k: v for k, v in puzzle_spec().items() if k != "board"}, False),
    ("/v1/checks", {"puzzle_id": STORED, "solution": "rN"}, True),
    ("/v1/checks", {"puzzle": puzzle_spec(), "solution": [["red", "E"]]}, True),
    (
        "/v1/checks",
        {"puzzle": puzzle_spec(), "puzzle_id": "p0", "solution": "rN"},
        False,
    ),
    ("/v1/checks", {"solution": "rN"}, False),
    ("/v1/boards", {"layout": LAYOUT}, True),
    ("/v1/boards", {"seed": 3, "faces": "AB"}, True),
    ("/v1/boards", {"layout": LAYOUT, "faces": "AB"}, False),
    ("/v1/boards", {"layout": LAYOUT, "seed": 3}, False),
    ("/v1/boards", {}, False),
    ("/v1/boards", {"micro": {"seed": 5, "mode": "random"}}, True),
    ("/v1/boards", {"micro": {"sections": "A0B1C2D3"}}, True),
    ("/v1/boards", {"micro": {"sections": "A0B1C2D3", "mode": "random"}}, False),
    ("/v1/boards", {"micro": {"seed": 5, "sections": "A0B1C2D3"}}, False),
]
"""Request bodies, and whether the contract allows them."""


@pytest.mark.parametrize(("path", "body", "allowed"), AGREEMENT)
def test_the_contract_and_the_validator_agree_on_exclusive_fields(
    client: FlaskClient,
    auth: dict[str, str],
    path: str,
    body: dict[str, Any],
    allowed: bool,
) -> None:
    assert jsonschema_rs.validator_for(body_schema(path)).is_valid(body) is allowed
    if body.get("puzzle_id") == STORED:
        stored = client.post("/v1/puzzles", json=puzzle_spec(), headers=auth)
        body = {**body, "puzzle_id": stored.json["id"]}
    response = client.post(path, json=body, headers=auth)
    assert (response.status_code != 422) is allowed, response.json
    assert response.status_code < 500
