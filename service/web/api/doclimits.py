"""Limits the request validators apply that apispec leaves out of the document.

apispec turns Length, Range, OneOf and Regexp into schema keywords, but drops a
Range's exclusive ends (`Range(min=0, min_inclusive=False)` came out as a plain
`minimum: 0`) and knows nothing of the input policy's date range (stated as a
`pattern` of the years, and in the description). These attribute
functions add both as each field is converted; tests/web/api/test_schema_limits.py
walks every request schema's validators against the finished document.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from service.inputs.policy import DATE_MAX, DATE_MIN, DATE_PATTERN, Day
from service.web.schemas.described import described

DATE_RANGE = f"From {DATE_MIN} to {DATE_MAX}."


def exclusive_bounds(
    converter: Any, field: fields.Field[Any], **_: Any
) -> dict[str, Any]:
    """Mark a Range's excluded ends (OpenAPI 3.0: boolean `exclusiveMinimum`)."""
    out: dict[str, Any] = {}
    for v in field.validators:
        if isinstance(v, validate.Range):
            if v.min is not None and not v.min_inclusive:
                out["exclusiveMinimum"] = True
            if v.max is not None and not v.max_inclusive:
                out["exclusiveMaximum"] = True
    return out


def date_range(
    converter: Any, field: fields.Field[Any], ret: dict[str, Any], **_: Any
) -> dict[str, Any]:
    """Say the dates a request may name: a pattern of the years, and in words."""
    if not isinstance(field, Day):
        return {}
    text = ret.get("description", "")
    return {"description": f"{text} {DATE_RANGE}".strip(), "pattern": DATE_PATTERN}


def document_limits(converter: Any) -> None:
    """Add the descriptions given by `describe` and the attribute functions above
    to apispec's field converter (apispec binds each to it). `described` runs
    where a declared description would be read (`metadata2properties`), so the
    nested, list and nullable steps after it treat the field as if it had been
    declared with it; the others run after apispec's own, so they see the
    description."""
    converter.add_attribute_function(described)
    functions = converter.attribute_functions
    functions.insert(functions.index(converter.metadata2properties), functions.pop())
    converter.add_attribute_function(exclusive_bounds)
    converter.add_attribute_function(date_range)
