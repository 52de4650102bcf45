"""The committed openapi.yaml is exactly what the code generates (`make openapi`)."""

from __future__ import annotations

from pathlib import Path

import yaml
from flask import Flask
from flask.testing import FlaskClient

from service.extensions import api

OPENAPI = Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_openapi_matches_the_code(app: Flask) -> None:
    committed = yaml.safe_load(OPENAPI.read_text())
    generated = api.spec.to_dict()
    assert committed == generated, "openapi.yaml is stale: run `make openapi`"


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


def test_exactly_one_of_rules_are_in_the_contract(
    app: Flask, client: FlaskClient, auth: dict[str, str]
) -> None:
    schemas = api.spec.to_dict()["components"]["schemas"]
    one_of = schemas["PuzzleSpec"]["oneOf"]
    assert one_of == [{"required": ["board"]}, {"required": ["board_id"]}]
    # what the contract forbids, the API refuses
    both = {
        "board": "1A3C2B4D",
        "board_id": "b0",
        "robots": {"red": [0, 0]},
        "target": {"color": "red", "cell": [3, 3]},
    }
    assert client.post("/v1/puzzles", json=both, headers=auth).status_code == 422
    for name in ("BoardCreate", "MicroSpec", "Check", "BatchItem"):
        assert len(schemas[name]["oneOf"]) >= 2
