"""Schemas shared by every resource: problems, pagination, cells."""

from __future__ import annotations

from typing import Any, ClassVar

import marshmallow as ma
from marshmallow import fields, validate, validates_schema

from .policy import INT_RANGE, RequestSchema


class StrictSchema(RequestSchema):
    """Reject unknown fields, so a typo is a 422 rather than silently ignored.

    Its fields follow the input policy (service.schemas.policy).

    A subclass naming fields in ONE_OF requires exactly one of them, and a field
    named in ONLY_WITH is allowed only beside the ONE_OF field it maps to; the
    OpenAPI document shows the schema as a `oneOf` of one schema per alternative
    (service.api.document_exclusive_fields).
    """

    ONE_OF: ClassVar[tuple[str, ...]] = ()
    ONLY_WITH: ClassVar[dict[str, str]] = {}

    class Meta:
        unknown = ma.RAISE

    def gives_one_of(self, data: dict[str, Any]) -> bool:
        """Tell whether the data gives exactly one of the ONE_OF fields."""
        return sum(name in data for name in self.ONE_OF) == 1

    @validates_schema
    def exactly_one(self, data: dict[str, Any], **_: Any) -> None:
        """Require exactly one of the ONE_OF fields, when the schema names some;
        then refuse an ONLY_WITH field given beside another one."""
        if not self.ONE_OF:
            return
        if not self.gives_one_of(data):
            names = ", ".join(self.ONE_OF)
            raise ma.ValidationError(f"give exactly one of {names}", "_schema")
        for name, source in self.ONLY_WITH.items():
            if name in data and source not in data:
                raise ma.ValidationError(f"{name} goes with {source}", name)


class JsonBoolean(fields.Boolean):
    """A boolean that accepts only JSON true and false: marshmallow's own also takes
    1, "yes" and, since 0 == False in Python, 0."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if type(value) is not bool:
            raise self.make_error("invalid")
        return value


class ProblemSchema(ma.Schema):
    """An RFC 9457 problem: the one shape of every error response."""

    type = fields.String(
        required=True,
        metadata={
            "description": "Stable URI reference naming the kind of error: "
            "`/problems/<kind>` (relative to the API's origin, RFC 9457), a page "
            "saying what it means and how to fix the request.",
            "example": "/problems/validation-error",
        },
    )
    title = fields.String(required=True, metadata={"description": "Short summary."})
    status = fields.Integer(required=True, metadata={"description": "HTTP status."})
    detail = fields.String(metadata={"description": "What went wrong this time."})
    instance = fields.String(metadata={"description": "The request path."})
    errors = fields.Dict(
        keys=fields.String(),
        values=fields.List(fields.String()),
        metadata={"description": "Field (dotted path) -> messages, on validation."},
    )


class PageQuerySchema(StrictSchema):
    """`?page=&per_page=` of a paginated list."""

    page = fields.Integer(load_default=1, validate=validate.Range(min=1))
    per_page = fields.Integer(
        load_default=100, validate=validate.Range(min=1, max=1000)
    )


class PageMetaSchema(ma.Schema):
    """Where a page sits in its list."""

    page = fields.Integer(required=True)
    per_page = fields.Integer(required=True)
    total = fields.Integer(required=True)
    pages = fields.Integer(required=True)


def cell_field(**kwargs: object) -> fields.List[Any]:
    """Return a field for a cell `[x, y]` (the core checks it lies on the board)."""
    return fields.List(
        fields.Integer(validate=INT_RANGE),  # said in the `Robots` object as well
        validate=validate.Length(equal=2),
        metadata={"example": [3, 12]},
        **kwargs,  # type: ignore[arg-type]
    )


ROBOTS_MARK = "x-robots"
"""Metadata marking a colour -> cell map, documented as the `Robots` object."""


def as_robots(field: fields.Dict) -> fields.Dict:
    """Mark a map robot colour -> cell `[x, y]` (it loads as before): the OpenAPI
    document points it at the `Robots` object (service.api.document_robot_maps)."""
    field.metadata = {**field.metadata, ROBOTS_MARK: True}
    return field


def robots_map(**kwargs: Any) -> fields.Dict:
    """Return a map robot colour -> `[x, y]` (any integers), marked `as_robots`."""
    return as_robots(
        fields.Dict(
            keys=fields.String(), values=fields.List(fields.Integer()), **kwargs
        )
    )


def describe(schema: type[ma.Schema], **descriptions: str) -> None:
    """Describe fields declared without a description, for the OpenAPI document.

    Every response field is described (tests/api/test_typed_contract.py); a field
    given here must exist and must not already say something else.
    """
    for name, text in descriptions.items():
        metadata = dict(schema._declared_fields[name].metadata)
        assert "description" not in metadata, f"{schema.__name__}.{name}"
        schema._declared_fields[name].metadata = {**metadata, "description": text}


class RobotsSchema(ma.Schema):
    """Robots by colour, each on a cell `[x, y]` (only the robots in play)."""

    red = cell_field()
    green = cell_field()
    blue = cell_field()
    yellow = cell_field()
    black = cell_field()


describe(
    RobotsSchema,
    red="The red robot's cell.",
    green="The green robot's cell.",
    blue="The blue robot's cell.",
    yellow="The yellow robot's cell.",
    black="The black robot's cell (black-robot variant).",
)
