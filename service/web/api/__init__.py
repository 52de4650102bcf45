"""HTTP API: one flask-smorest blueprint per resource, all under /v1.

To add a resource, write `service/web/api/<name>.py` with a `blp` and add its name to
BLUEPRINTS (the order is the order of the OpenAPI tags); a page's blueprint lives in
`service/web/pages/`, is listed by its module's full name, and is documented in the
pages' own document (`service.web.extensions.pages`), not in the API's.
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any

import flask_smorest

from service.puzzles.spec import ROBOTS_MARK
from service.web.api.doclimits import document_limits
from service.web.api.smorest_compat import spec_operations
from service.web.schemas.boards import MicroBoardSchema
from service.web.schemas.common import RobotsSchema
from service.web.schemas.events import EVENT_SCHEMAS
from service.web.schemas.puzzles import MoveSchema

REFERENCED = {
    "MicroBoard": MicroBoardSchema,
    "Move": MoveSchema,
    "Robots": RobotsSchema,
}
"""Schemas named only by a `$ref` in field metadata."""
PAGES = "service.web.pages"
"""The package of the pages for people (their blueprints are listed below too)."""
NULL_OBJECT = {"type": "object", "nullable": True}
"""apispec's null branch of a nullable nested field (OpenAPI 3.0)."""

BLUEPRINTS = (
    "health",
    "clients",
    "layouts",
    "rulesets",
    "boards",
    "puzzles",
    "checks",
    "solutions",
    "solution_lists",
    "checkjobs",
    "solvejobs",
    "puzzle_requests",
    "records",
    "analyses",
    "trainer",
    "games",
    "rounds",
    "streams",
    "daily",
    "feed",
    f"{PAGES}.daily",
    f"{PAGES}.daily_routes",
    f"{PAGES}.play",
    f"{PAGES}.library",
    f"{PAGES}.train",
    "problems",
)
"""The API's resources (modules of this package) and the pages (modules of PAGES),
in the order their routes are registered."""


def register_blueprints(api: flask_smorest.Api, pages: flask_smorest.Api) -> None:
    """Register every listed blueprint: the API's on `api`, the pages' on `pages`."""
    for documented in (api, pages):
        document_limits(documented.ma_plugin.converter)
    for name in BLUEPRINTS:
        if name.startswith(f"{PAGES}."):
            pages.register_blueprint(importlib.import_module(name).blp)
        else:
            api.register_blueprint(
                importlib.import_module(f"service.web.api.{name}").blp
            )
    document_events(api)
    for documented in (api, pages):
        document_conditional_gets(documented.spec)
        document_referenced_schemas(documented)
        document_exclusive_fields(documented)
        document_robot_maps(documented.spec)
        document_nullable_nested(documented.spec)
        document_raw_bodies(documented.spec)


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


def document_referenced_schemas(api: Any) -> None:
    """Add the schemas that hand-written field metadata points at by `$ref`
    (a move of a solution, a member of Board.board), which no Nested field adds."""
    for name, schema in REFERENCED.items():
        if name not in api.spec.components.schemas:
            api.spec.components.schema(name, schema=schema)


def document_exclusive_fields(api: Any) -> None:
    """Write each schema naming ONE_OF fields as a `oneOf` of one schema per
    alternative (`<Name>By<Field>`), so that clients, generators and fuzzers see
    what the validator enforces (StrictSchema.exactly_one)."""
    schemas = api.spec.components.schemas
    for key, name in list(api.ma_plugin.converter.refs.items()):
        schema, whole = key[0], schemas.get(name, {})
        if not getattr(schema, "ONE_OF", ()) or "properties" not in whole:
            continue
        refs = []
        for field in schema.ONE_OF:
            alternative = f"{name}By{field.title().replace('_', '')}"
            api.spec.components.schema(
                alternative, exclusive_alternative(whole, field, schema)
            )
            refs.append({"$ref": f"#/components/schemas/{alternative}"})
        summary = (inspect.getdoc(schema) or "").split("\n\n")[0]
        schemas[name] = {"description": summary, "oneOf": refs}


def exclusive_alternative(
    whole: dict[str, Any], field: str, schema: Any
) -> dict[str, Any]:
    """Return the spec of one alternative of an exclusive schema: `field` required,
    the other ONE_OF fields (and the ONLY_WITH fields of those) left out."""
    left_out = set(schema.ONE_OF) - {field}
    left_out |= {name for name, source in schema.ONLY_WITH.items() if source != field}
    properties = {n: p for n, p in whole["properties"].items() if n not in left_out}
    return {
        **whole,
        "description": f"With `{field}`.",
        "properties": properties,
        "required": [*whole.get("required", []), field],
    }


def document_robot_maps(spec: Any) -> None:
    """Point every colour -> cell map (marked by `as_robots`) at the `Robots`
    object: a client gets named, typed colours rather than a string-keyed map."""
    kept = ("description", "example", "nullable", "readOnly")
    for schema in spec.components.schemas.values():
        for name, prop in schema.get("properties", {}).items():
            if prop.get(ROBOTS_MARK):
                schema["properties"][name] = {
                    "allOf": [{"$ref": "#/components/schemas/Robots"}],
                    **{key: prop[key] for key in kept if key in prop},
                }


def document_nullable_nested(spec: Any) -> None:
    """Write a nullable nested schema as `anyOf: [$ref]` with `nullable`: apispec's
    own null branch (an empty object) is a model of nothing to a client generator."""
    for schema in spec.components.schemas.values():
        for prop in schema.get("properties", {}).values():
            if NULL_OBJECT in prop.get("anyOf", []):
                prop["anyOf"] = [m for m in prop["anyOf"] if m != NULL_OBJECT]
                prop["nullable"] = True


def document_raw_bodies(spec: Any) -> None:
    """Mark every non-JSON body, request or response (pictures, feeds, pages, JSON
    Lines, the event stream), as `format: binary`: bytes, not a JSON string."""
    for operations in spec_operations(spec).values():
        for operation in operations.values():
            if not isinstance(operation, dict):
                continue
            bodies = [
                *operation["responses"].values(),
                operation.get("requestBody", {}),
            ]
            for body in bodies:
                for media, content in body.get("content", {}).items():
                    schema = content.get("schema", {})
                    if not is_json(media) and schema.get("type") == "string":
                        schema["format"] = "binary"


def is_json(media: str) -> bool:
    """Tell whether a media type is one JSON document (not JSON Lines)."""
    return media == "application/json" or media.endswith("+json")


def document_events(api: Any) -> None:
    """Write the event log's union into the spec: one `<Type>Event` schema per
    event type, and `Event` as their `oneOf` with a `discriminator` on `type`
    (marshmallow has no union field, so the page's items are pointed at it here)."""
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
