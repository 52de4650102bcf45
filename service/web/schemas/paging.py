"""The paging schemas every list shares: `?cursor=&limit=` and `{"items", "next"}`.

How pages are made and linked: `service.web.api.paging`.
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields, validate

from service.inputs.policy import StrictSchema

NEXT_DESCRIPTION = (
    "URL of the following page (same query, new `cursor`), also sent as "
    '`Link: <url>; rel="next"`; null on the last page.'
)
CURSOR_DESCRIPTION = "Where the page starts: the `cursor` of a previous page's `next`."


def cursor_field(
    pattern: str, description: str = CURSOR_DESCRIPTION
) -> fields.Field[Any]:
    """Return the `cursor` query field (its form depends on the list)."""
    return fields.String(
        validate=validate.Regexp(pattern, error="not a cursor of this list"),
        metadata={"description": description},
    )


def limit_field(default: int, maximum: int) -> fields.Field[Any]:
    """Return the `limit` query field: items per page."""
    return fields.Integer(
        load_default=default,
        validate=validate.Range(min=1, max=maximum),
        metadata={"description": f"Items per page (default {default})."},
    )


NUMBER_CURSOR = r"^[0-9]{1,9}$"
"""The cursor of a list kept in a numbered order (a position or a sequence number)."""


class CursorQuerySchema(StrictSchema):
    """`?cursor=&limit=` of a list whose cursor is a position in its order."""

    cursor = cursor_field(NUMBER_CURSOR)
    limit = limit_field(100, 1000)


def page_schema(name: str, item: Any, **extra: fields.Field[Any]) -> type[ma.Schema]:
    """Return the schema of a page: `items` (of a schema, or a field), `next`, and
    `extra` fields."""
    declared: dict[str, fields.Field[Any]] = {
        "items": fields.List(
            item if isinstance(item, fields.Field) else fields.Nested(item),
            required=True,
            metadata={"description": "This page's items, in the list's order."},
        ),
        "next": fields.String(
            required=True, allow_none=True, metadata={"description": NEXT_DESCRIPTION}
        ),
        **extra,
    }
    return ma.Schema.from_dict(declared, name=name)
