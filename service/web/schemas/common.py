"""Schemas shared by every resource: problems, robots and cells."""

from __future__ import annotations

from string import Formatter
from typing import Any

import marshmallow as ma
from marshmallow import fields
from marshmallow.utils import get_value

from service.puzzles.spec import as_robots, cell_field
from service.web.schemas.described import describe

__all__ = ["describe"]  # the schemas' modules import it from here


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


class Link(fields.String):
    """A URL made from the dumped object's attributes: `Link("/v1/boards/{id}")`
    (the object is a model, a dataclass or a mapping)."""

    _CHECK_ATTRIBUTE = False

    def __init__(self, template: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.template = template
        self.names = [name for _, name, _, _ in Formatter().parse(template) if name]

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str:
        """Return the template filled in with the object's attributes."""
        return self.template.format(**{n: get_value(obj, n) for n in self.names})


class Links(fields.Nested):
    """The dumped object's related URLs: a schema of `Link`s, read from the object
    itself (not from an attribute of it)."""

    _CHECK_ATTRIBUTE = False

    def _serialize(self, nested_obj: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """Dump the object itself with the links schema."""
        return super()._serialize(obj, attr, obj, **kwargs)  # type: ignore[no-untyped-call]


class _AbsentWhenNone(fields.Field):  # type: ignore[type-arg]
    """A field some of a resource's kinds or states lack: the object's None is
    left out of the JSON, not written as null."""

    def get_value(
        self, obj: Any, attr: str, accessor: Any = None, default: Any = ma.missing
    ) -> Any:
        """Return the attribute, or missing (so not dumped) where it is None."""
        value = super().get_value(obj, attr, accessor=accessor, default=default)
        return ma.missing if value is None else value


class NestedOrAbsent(_AbsentWhenNone, fields.Nested):
    """A nested object left out where None (a library item has `puzzle` or `micro`)."""


class StringOrAbsent(_AbsentWhenNone, fields.String):
    """A string left out where None (a feed's `next_url` on its last page)."""


def robots_map(**kwargs: Any) -> fields.Dict:
    """Return a map robot colour -> `[x, y]` (any integers), marked `as_robots`."""
    return as_robots(
        fields.Dict(
            keys=fields.String(), values=fields.List(fields.Integer()), **kwargs
        )
    )


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
