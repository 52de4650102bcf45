"""The OpenAPI document says every limit the request validators apply.

Walks each request schema's fields (and the fields inside lists, tuples and
dicts), reads their marshmallow validators (Length, Range, OneOf, Equal, Regexp)
and the input policy's date range, and checks that the generated document carries
the same limit (minItems/maxItems, minLength/maxLength, minimum/maximum with their
exclusive flags, enum, pattern) where the schema is published: as a component, or
as an operation's query and path parameters. A validator of another kind fails the
test until it is documented (KNOWN_VALIDATORS says how each known one is).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask
from marshmallow import fields, validate

from service.infra.config import Config
from service.inputs.policy import (
    DATE_MAX,
    DATE_MIN,
    RequestSchema,
    check_json,
    inner_fields,
)
from service.web.extensions import api
from service.web.schemas.boards import (
    MICRO_SIZES,
    MicroBoardSchema,
    MicroSpecSchema,
    check_micro_cells,
)
from service.web.schemas.solvejobs import SolveJobQuerySchema, SolveJobSpecSchema
from service.web.schemas.solves import CheckJobSpecSchema

KNOWN_VALIDATORS: dict[Any, str] = {
    check_json: "the free-form JSON policy: docs/api.md and each field's text",
    check_micro_cells: "a oneOf of 36 cells or 6 rows (test_schema_bounds.py)",
}
"""Validators that no schema keyword can state, and where they are documented."""


def request_schemas() -> list[type[RequestSchema]]:
    """Return every concrete request schema class (the abstract bases left out)."""
    found: list[type[RequestSchema]] = []
    todo: list[type[RequestSchema]] = [RequestSchema]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls().fields:
            found.append(cls)
    return sorted(found, key=lambda c: c.__name__)


def expected(field: fields.Field[Any]) -> dict[str, Any]:
    """Return the schema keywords a field's validators call for."""
    out: dict[str, Any] = {}
    is_array = isinstance(field, fields.List | fields.Tuple)
    for v in field.validators:
        if isinstance(v, validate.Length):
            low, high = (
                ("minItems", "maxItems") if is_array else ("minLength", "maxLength")
            )
            if isinstance(field, fields.Mapping):
                low, high = "minProperties", "maxProperties"
            lo, hi = (v.equal, v.equal) if v.equal is not None else (v.min, v.max)
            tighten(out, low, lo, max)
            tighten(out, high, hi, min)
        elif isinstance(v, validate.Range):
            tighten(out, "minimum", v.min, max)
            tighten(out, "maximum", v.max, min)
            if v.min is not None and not v.min_inclusive:
                out["exclusiveMinimum"] = True
            if v.max is not None and not v.max_inclusive:
                out["exclusiveMaximum"] = True
        elif isinstance(v, validate.OneOf):
            out["enum"] = sorted(map(str, v.choices))
        elif isinstance(v, validate.Equal):
            out["enum"] = [str(v.comparable)]
        elif isinstance(v, validate.Regexp):
            out["pattern"] = v.regex.pattern
        else:
            assert v in KNOWN_VALIDATORS, f"undocumented validator {v!r} on {field}"
    return out


def tighten(out: dict[str, Any], key: str, value: Any, pick: Any) -> None:
    """Record a bound, keeping the tightest of several validators'."""
    if value is not None:
        out[key] = value if key not in out else pick(out[key], value)


def said(prop: dict[str, Any], keyword: str) -> Any:
    """Return what a schema property says for a keyword (enum as sorted text)."""
    value = prop.get(keyword)
    if keyword == "enum" and value is not None:
        return sorted(str(c) for c in value if c is not None)
    return value


def field_checks(
    spec: dict[str, Any], name: str, field: fields.Field[Any], prop: dict[str, Any]
) -> Iterator[tuple[str, Any, Any]]:
    """Yield (where, wanted, said) for a field and the fields inside it."""
    prop = resolve(spec, prop)
    for keyword, value in expected(field).items():
        yield f"{name}.{keyword}", value, said(prop, keyword)
    if isinstance(field, fields.Date):
        text = prop.get("description", "")
        yield (
            f"{name}.description",
            True,
            str(DATE_MIN) in text and str(DATE_MAX) in text,
        )
    prop = resolve(spec, prop)
    for inner in inner_fields(field):
        if isinstance(field, fields.List):
            items = resolve(spec, prop.get("items", {}))
            yield from field_checks(spec, f"{name}[]", inner, items)
        elif isinstance(field, fields.Mapping) and inner is field.value_field:
            # a map with free keys, or one written as an object (Robots)
            values = prop.get("properties", {}).values()
            for value in [prop.get("additionalProperties", {}), *values]:
                if value:
                    yield from field_checks(spec, f"{name}{{}}", inner, value)


def components(spec: dict[str, Any], cls: type) -> list[dict[str, Any]]:
    """Return the property maps a schema class is published as (a component, or
    the alternatives of an exclusive one)."""
    names = [n for key, n in api.ma_plugin.converter.refs.items() if key[0] is cls]
    found = []
    for name in names:
        whole = spec["components"]["schemas"][name]
        if "properties" in whole:
            found.append(whole["properties"])
        for ref in whole.get("oneOf", []):
            alt = spec["components"]["schemas"][ref["$ref"].rsplit("/", 1)[1]]
            found.append(alt["properties"])
    return found


def parameter_sets(app: Flask, spec: dict[str, Any], cls: type) -> list[dict[str, Any]]:
    """Return, per operation reading this schema from its query or path (as
    flask-smorest recorded it), the published parameters' schemas by name."""
    found = []
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        view = app.view_functions[rule.endpoint]
        for method, operation in spec["paths"].get(path, {}).items():
            if not isinstance(operation, dict):
                continue
            handler = getattr(getattr(view, "view_class", None), method, view)
            arguments = getattr(handler, "_apidoc", {}).get("arguments", {})
            for argument in arguments.get("parameters", []):
                schema = argument["schema"]
                schema = schema if isinstance(schema, type) else type(schema)
                if schema is cls and argument.get("in") in ("query", "path"):
                    found.append(published(operation, argument["in"]))
    return found


def published(operation: dict[str, Any], where: str) -> dict[str, Any]:
    """Return an operation's parameters in one location: name -> schema."""
    return {
        p["name"]: {**p["schema"], **p}
        for p in operation.get("parameters", [])
        if p.get("in") == where
    }


def resolve(spec: dict[str, Any], prop: dict[str, Any]) -> dict[str, Any]:
    """Follow a property's `$ref` (or its single `allOf` member) to its schema."""
    if len(prop.get("allOf", [])) == 1:
        prop = {**prop["allOf"][0], **{k: v for k, v in prop.items() if k != "allOf"}}
    ref = prop.get("$ref")
    if ref is None:
        return prop
    return spec["components"]["schemas"][ref.rsplit("/", 1)[1]]


def test_the_walk_finds_where_schemas_are_published(app: Flask) -> None:
    spec = api.spec.to_dict()
    published = {
        cls.__name__
        for cls in request_schemas()
        if components(spec, cls) or parameter_sets(app, spec, cls)
    }
    assert {
        "CheckJobSpecSchema",  # a body (a component)
        "MicroSpecSchema",  # an exclusive one (oneOf alternatives)
        "SolveJobQuerySchema",  # query parameters
        "FeedQuerySchema",
    } <= published
    assert len(published) > 30


@pytest.mark.parametrize("cls", request_schemas(), ids=lambda c: c.__name__)
def test_the_document_says_each_validator_s_limit(app: Flask, cls: type) -> None:
    spec = api.spec.to_dict()
    wrong = []
    for properties in components(spec, cls) + parameter_sets(app, spec, cls):
        for name, field in cls().fields.items():
            key = field.data_key or name
            if key not in properties:
                continue  # left out of this alternative of an exclusive schema
            checks = field_checks(spec, key, field, properties[key])
            for where, want, got in checks:
                if want != got:
                    wrong.append(f"{cls.__name__}.{where}: validator {want}, doc {got}")
    assert wrong == []


def bounds(cls: type, name: str) -> tuple[Any, Any]:
    """Return the (min, max) of a field's Length or Range validator."""
    (v,) = [v for v in cls().fields[name].validators if hasattr(v, "min") and v.max]
    return v.min, v.max


def test_the_limits_checked_outside_marshmallow_are_the_schemas() -> None:
    """Bulk uploads are read without marshmallow (100,000 items): their schemas
    carry the same limits as validators, so the document states them."""
    assert bounds(CheckJobSpecSchema, "items") == (1, Config.CHECK_JOB_MAX_ITEMS)
    assert bounds(SolveJobSpecSchema, "items") == (1, Config.SOLVE_JOB_MAX_ITEMS)
    assert bounds(SolveJobSpecSchema, "max_seconds")[1] == Config.SOLVE_MAX_SECONDS
    assert bounds(SolveJobQuerySchema, "max_seconds")[1] == Config.SOLVE_MAX_SECONDS
    assert MICRO_SIZES == (6, 36)  # six rows or 36 cells
    assert check_micro_cells in MicroSpecSchema().fields["cells"].validators
    (exact,) = MicroBoardSchema().fields["cells"].validators
    assert isinstance(exact, validate.Length) and exact.equal == 36
