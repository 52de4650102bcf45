"""`describe` documents fields without touching the schema: the OpenAPI document
reads them as if they had been declared with their descriptions."""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import fields

from service.web.api.doclimits import document_limits
from service.web.schemas.described import describe


class PartSchema(ma.Schema):
    name = fields.String()


class DescribedSchema(ma.Schema):
    plain = fields.String()
    part = fields.Nested(PartSchema, allow_none=True)


class DeclaredSchema(ma.Schema):
    plain = fields.String(metadata={"description": "A plain string."})
    part = fields.Nested(
        PartSchema, allow_none=True, metadata={"description": "Its part."}
    )


class ChildSchema(DescribedSchema):
    extra = fields.Integer(metadata={"description": "One more."})


describe(DescribedSchema, plain="A plain string.", part="Its part.")


def document(*schemas: type[ma.Schema]) -> dict[str, Any]:
    """Return the components of a 3.0.3 document holding the schemas."""
    plugin = MarshmallowPlugin()
    spec = APISpec("t", "1", "3.0.3", plugins=[plugin])
    document_limits(plugin.converter)
    for schema in schemas:
        spec.components.schema(schema.__name__, schema=schema)
    components: dict[str, Any] = spec.to_dict()["components"]["schemas"]
    return components


def test_a_described_field_reads_as_one_declared_with_its_description() -> None:
    found = document(PartSchema, DescribedSchema, DeclaredSchema, ChildSchema)
    described = found["DescribedSchema"]["properties"]
    assert described == found["DeclaredSchema"]["properties"]
    assert described["plain"]["description"] == "A plain string."
    assert found["ChildSchema"]["properties"]["part"] == described["part"]


def test_the_schema_itself_is_left_as_declared() -> None:
    for field in DescribedSchema().fields.values():
        assert "description" not in field.metadata
