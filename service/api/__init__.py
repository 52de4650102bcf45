"""HTTP API: one flask-smorest blueprint per resource, all under /v1.

To add a resource, write `service/api/<name>.py` with a `blp` and add its name to
BLUEPRINTS (the order is the order of the OpenAPI tags).
"""

from __future__ import annotations

import importlib
from typing import Any

import flask_smorest

from service.api.smorest_compat import spec_operations
from service.schemas.boards import MicroBoardSchema
from service.schemas.events import EVENT_SCHEMAS

BLUEPRINTS = (
    "health",
    "clients",
    "layouts",
    "rulesets",
    "boards",
    "puzzles",
    "checks",
    "solutions",
    "checkjobs",
    "games",
    "rounds",
    "daily",
    "feed",
    "page",
)


def register_blueprints(api: flask_smorest.Api) -> None:
    """Register every listed blueprint on the Api."""
    for name in BLUEPRINTS:
        api.register_blueprint(importlib.import_module(f"service.api.{name}").blp)
    document_conditional_gets(api.spec)
    document_exclusive_fields(api)
    document_events(api)


def document_conditional_gets(spec: Any) -> None:
    """List `If-None-Match` on every operation that can answer 304.

    Done once over the finished spec: a per-view `doc(parameters=...)` would replace
    the parameters that `@blp.arguments` documents instead of adding to them.
    """
    ref = {"$ref": "#/components/parameters/IF_NONE_MATCH"}
    for operations in spec_operations(spec).values():
        for operation in operations.values():
            if not isinstance(operation, dict) or "304" not in operation["responses"]:
                continue
            parameters = operation.setdefault("parameters", [])
            if ref not in parameters:
                parameters.append(dict(ref))


def document_exclusive_fields(api: Any) -> None:
    """Write each schema's "exactly one of" fields (its ONE_OF) into the spec as
    `oneOf` of `required`, so that clients and fuzzers know what the validator
    enforces."""
    schemas = api.spec.components.schemas
    for key, name in api.ma_plugin.converter.refs.items():
        fields = getattr(key[0], "ONE_OF", None)
        if fields and name in schemas:
            schemas[name]["oneOf"] = [{"required": [field]} for field in fields]


def document_events(api: Any) -> None:
    """Write the event log's union into the spec: one `<Type>Event` schema per
    event type, and `Event` as their `oneOf` with a `discriminator` on `type`
    (marshmallow has no union field, so the page's items are pointed at it here)."""
    if "MicroBoard" not in api.spec.components.schemas:  # a member of Board.board
        api.spec.components.schema("MicroBoard", schema=MicroBoardSchema)
    refs = {}
    for kind, schema in EVENT_SCHEMAS.items():
        name = schema.__name__.removesuffix("Schema")
        if name not in api.spec.components.schemas:
            api.spec.components.schema(name, schema=schema)
        refs[kind] = f"#/components/schemas/{name}"
    api.spec.components.schema(
        "Event",
        {
            "description": "One entry of a game's log; `type` says which.",
            "oneOf": [{"$ref": ref} for ref in refs.values()],
            "discriminator": {"propertyName": "type", "mapping": refs},
        },
    )
    page = api.spec.components.schemas["EventPage"]["properties"]["items"]
    page["items"] = {"$ref": "#/components/schemas/Event"}
