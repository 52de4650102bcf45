"""openapi.yaml types every response, all the way down.

The walk starts at every response body of every operation and follows `$ref`,
`items`, `properties`, `additionalProperties` and the union keywords. It fails on
an object without `properties` (or a typed map's `additionalProperties`), on a
value with no type at all, and on a property without a description, except the
documented free-form values listed in FREE_FORM.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

OPENAPI = Path(__file__).resolve().parents[3] / "openapi.yaml"

FREE_FORM = {
    "GET /v1/feed.json": "a JSON Feed 1.1 document: its own specification",
}
"""Values that are free-form on purpose, and why (docs/contract.md says so too)."""

UNIONS = ("oneOf", "anyOf", "allOf")
NULL = {"nullable": True, "type": "object"}
"""How apispec writes the null branch of a nullable nested schema (OpenAPI 3.0);
service.web.api.document_nullable_nested rewrites it as `nullable` on the union."""


def spec() -> dict[str, Any]:
    """Return the committed document."""
    return dict(yaml.safe_load(OPENAPI.read_text()))


def response_schemas(document: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """Yield `(where, schema)` for every JSON response body of every operation."""
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            for response in operation["responses"].values():
                response = resolve(document, response)
                for media, content in response.get("content", {}).items():
                    if "json" in media and "schema" in content:
                        yield f"{method.upper()} {path}", content["schema"]


def resolve(document: dict[str, Any], node: Any) -> Any:
    """Follow `$ref`s inside the document."""
    while isinstance(node, dict) and "$ref" in node:
        node = follow(document, node["$ref"])
    return node


def node_ref(text: str) -> list[str]:
    """Return the parts of a local reference."""
    return text.removeprefix("#/").split("/")


def untyped(document: dict[str, Any]) -> list[str]:
    """Return every untyped place reachable from a response body."""
    found: list[str] = []
    seen: set[str] = set()

    def walk(where: str, node: Any) -> None:
        if where in FREE_FORM or not isinstance(node, dict):
            return
        if "$ref" in node:
            name = node["$ref"].rsplit("/", 1)[-1]
            if name not in seen:
                seen.add(name)
                walk(name, follow(document, node["$ref"]))
            return
        unions = [key for key in UNIONS if key in node]
        for key in unions:
            for i, member in enumerate(node[key]):
                walk(f"{where}.{key}[{i}]", member)
        kind = node.get("type")
        if kind is None and not unions:
            found.append(f"{where}: no type")
        if kind == "array":
            walk(f"{where}[]", node.get("items"))
        if kind == "object" or "properties" in node:
            extra = node.get("additionalProperties")
            if "properties" not in node and not isinstance(extra, dict):
                found.append(f"{where}: an object without properties")
            if isinstance(extra, dict):
                if not extra:
                    found.append(f"{where}: a map of untyped values")
                walk(f"{where}{{}}", extra)
            for name, prop in node.get("properties", {}).items():
                if "description" not in prop and "$ref" not in prop:
                    found.append(f"{where}.{name}: no description")
                walk(f"{where}.{name}", prop)

    for where, schema in response_schemas(document):
        walk(where, schema)
    return found


def follow(document: dict[str, Any], ref: str) -> Any:
    """Return the schema a local `$ref` names."""
    node: Any = document
    for part in node_ref(ref):
        node = node[part]
    return node


def test_every_response_object_is_typed_and_described() -> None:
    assert untyped(spec()) == []


def test_the_walk_finds_an_untyped_object() -> None:
    document = spec()
    document["components"]["schemas"]["Game"]["properties"]["table"] = {
        "type": "object",
        "description": "prose only",
    }
    assert "Table: an object without properties" not in untyped(document)
    assert "Game.table: an object without properties" in untyped(document)


def test_events_are_a_discriminated_union() -> None:
    schemas = spec()["components"]["schemas"]
    event = schemas["Event"]
    mapping = event["discriminator"]["mapping"]
    assert event["discriminator"]["propertyName"] == "type"
    assert sorted(m["$ref"] for m in event["oneOf"]) == sorted(mapping.values())
    for kind, ref in mapping.items():
        member = schemas[ref.rsplit("/", 1)[-1]]
        assert member["properties"]["type"]["enum"] == [kind]
        assert set(member["required"]) == {"seq", "type", "at", "data"}
    items = schemas["EventPage"]["properties"]["items"]["items"]
    assert items == {"$ref": "#/components/schemas/Event"}


def nodes(node: Any) -> Iterator[Any]:
    """Yield every dict inside a document, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from nodes(value)


def test_a_nullable_nested_object_is_its_schema_or_null() -> None:
    document = spec()
    assert NULL not in list(nodes(document)), "an empty object stands for null"
    claim = document["components"]["schemas"]["Round"]["properties"]["claim"]
    assert claim["anyOf"] == [{"$ref": "#/components/schemas/Claim"}]
    assert claim["nullable"] is True


def test_apispec_still_writes_null_as_an_empty_object() -> None:
    """When this fails, apispec changed how it writes a nullable nested field:
    service.web.api.document_nullable_nested may have nothing left to do."""
    from apispec import APISpec
    from apispec.ext.marshmallow import MarshmallowPlugin
    from marshmallow import Schema, fields

    class Inner(Schema):
        x = fields.Integer()

    class Outer(Schema):
        inner = fields.Nested(Inner, allow_none=True)

    plugin = MarshmallowPlugin()
    made = APISpec("t", "1", "3.0.3", plugins=[plugin])
    made.components.schema("Outer", schema=Outer)
    inner = made.to_dict()["components"]["schemas"]["Outer"]["properties"]["inner"]
    assert NULL in inner["anyOf"]


def test_every_body_that_is_not_one_json_document_is_binary() -> None:
    for path, item in spec()["paths"].items():
        for operation in item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            bodies = [*operation["responses"].values(), operation.get("requestBody")]
            for body in bodies:
                for media, content in (body or {}).get("content", {}).items():
                    if media == "application/json" or media.endswith("+json"):
                        continue
                    assert content["schema"].get("format") == "binary", (path, media)
