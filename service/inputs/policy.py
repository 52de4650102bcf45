"""The input policy: which strings, integers and dates a request may carry.

Every request schema derives from `RequestSchema` (via StrictSchema), which applies
this policy to each of its fields, however deeply nested, so a new field is covered
without anyone remembering it:

- text: no NUL character and no unpaired surrogate (PostgreSQL and UTF-8 refuse
  both, so they could never be stored or echoed);
- integers: JSON integers only (`1.5`, `2.0`, `true` and `"3"` are refused, never
  truncated or parsed; a query string's digits are read), within a PostgreSQL
  `integer` (32 bits);
- dates: from DATE_MIN to DATE_MAX, so day arithmetic never overflows;
- free-form JSON (`Raw` fields, dicts without a value field): the text rule on
  every string and key, and integers within 64 bits.

A field that breaks the policy is a 422 naming it. Path parameters follow the same
rules in `service.web.api.converters` (a 404 there: such a resource cannot exist).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import date
from typing import Any, ClassVar

import marshmallow as ma
from marshmallow import fields, validate, validates_schema
from webargs.multidictproxy import MultiDictProxy

INT_MIN = -(2**31)
INT_MAX = 2**31 - 1
"""Integer fields fit a PostgreSQL `integer`, the narrowest integer column."""

JSON_INT_MIN = -(2**63)
JSON_INT_MAX = 2**63 - 1
"""Integers inside free-form JSON fit 64 bits (a `bigint`, and what orjson writes)."""

JSON_INTEGER = {"type": "integer", "minimum": JSON_INT_MIN, "maximum": JSON_INT_MAX}
"""The OpenAPI schema of an integer inside free-form JSON."""

DATE_MIN = date(1970, 1, 1)
DATE_MAX = date(9998, 12, 31)
"""Dates a request may name: a year of headroom below `date.max` for arithmetic."""
DATE_PATTERN = (
    r"^(19[7-9][0-9]|[2-8][0-9]{3}|9[0-8][0-9]{2}|99[0-8][0-9]|999[0-8])"
    r"-[0-9]{2}-[0-9]{2}$"
)
"""`YYYY-MM-DD` with a year from DATE_MIN's to DATE_MAX's: the range as the OpenAPI
document states it (JSON Schema has no minimum for a date string)."""

BAD_TEXT = re.compile("[\x00\ud800-\udfff]")
TEXT_ERROR = "must not contain NUL characters or unpaired surrogates"
SUSPECT_JSON = re.compile(rb"\\u(?:0000|[dD][89a-fA-F])")
"""In JSON text, NUL and surrogates can only be written as `\\u` escapes (raw
ones are invalid JSON or invalid UTF-8): a body without a match needs no walk."""


MAX_JSON_DEPTH = 100
"""Deepest nesting of arrays and objects in a JSON body or a job's line: far more
than any request's shape needs, far less than the parser's recursion limit."""
DEPTH_ERROR = f"nested more than {MAX_JSON_DEPTH} levels deep"


class TooDeep(ValueError):
    """JSON nested more than MAX_JSON_DEPTH levels deep."""


def parse_json(data: bytes | str) -> Any:
    """Parse a JSON body strictly: ValueError for anything that is not JSON.

    Beyond syntax errors and invalid UTF-8, that is a number of more than 4,300
    digits (Python's int limit), NaN or Infinity (which Python reads, but which
    RFC 8259 JSON does not have), and nesting deeper than MAX_JSON_DEPTH (TooDeep).
    """
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise TooDeep(DEPTH_ERROR) from None
    # Only a text with that many brackets can be that deep: most skip the walk.
    if text.count("[") + text.count("{") > MAX_JSON_DEPTH and too_deep(value):
        raise TooDeep(DEPTH_ERROR)
    return value


def too_deep(value: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    """Tell whether parsed JSON nests arrays and objects more than `limit` deep."""
    stack = [(value, 1)] if isinstance(value, list | dict) else []
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        children = item.values() if isinstance(item, dict) else item
        stack.extend((c, depth + 1) for c in children if isinstance(c, list | dict))
    return False


def _refuse_constant(name: str) -> Any:
    """Refuse NaN, Infinity and -Infinity."""
    raise ValueError(f"{name} is not JSON")


def json_errors(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Yield (path, problem) for each string, key or integer of JSON data breaking
    the policy; paths are written as in problem documents (`a.b[0]`)."""
    if isinstance(value, str):
        if BAD_TEXT.search(value):
            yield path, TEXT_ERROR
    elif isinstance(value, bool) or value is None or isinstance(value, float):
        return
    elif isinstance(value, int):
        if not JSON_INT_MIN <= value <= JSON_INT_MAX:
            yield path, "integer out of range (64 bits)"
    elif isinstance(value, dict):
        for key, item in value.items():
            if BAD_TEXT.search(key):
                yield path, f"a key {TEXT_ERROR}"
            else:
                yield from json_errors(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from json_errors(item, f"{path}[{index}]")


def check_json(value: Any) -> None:
    """Refuse free-form JSON breaking the policy (a marshmallow validator)."""
    problems = [f"{path or 'value'}: {text}" for path, text in json_errors(value)]
    if problems:
        raise ma.ValidationError(problems[:10])


class Text(fields.String):
    """A string that PostgreSQL can store: no NUL, no unpaired surrogate."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        text = super()._deserialize(value, attr, data, **kwargs)
        if BAD_TEXT.search(text):
            raise ma.ValidationError(TEXT_ERROR)
        return text


class Int(fields.Integer):
    """An integer that is an integer: floats (even 2.0) are refused, not truncated,
    and so are strings (`"3"`), except in a query string, which is text by nature."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, float) or (
            isinstance(value, str) and not from_query(data)
        ):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


class Num(fields.Float):
    """A number that is a JSON number: a string (`"1"`) is refused, except in a
    query string."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str) and not from_query(data):
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


def from_query(data: Any) -> bool:
    """Tell whether a field's data is a query string (or a form): webargs hands
    those to the schema as a MultiDictProxy, and JSON bodies as plain dicts."""
    return isinstance(data, MultiDictProxy)


class Day(fields.Date):
    """A date from DATE_MIN to DATE_MAX."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        day = super()._deserialize(value, attr, data, **kwargs)
        if not DATE_MIN <= day <= DATE_MAX:
            raise ma.ValidationError(f"must be from {DATE_MIN} to {DATE_MAX}")
        return day


POLICY: dict[type[fields.Field[Any]], type[fields.Field[Any]]] = {
    fields.String: Text,
    fields.Integer: Int,
    fields.Float: Num,
    fields.Date: Day,
}
"""Plain marshmallow fields and the policy twins they become in a request schema
(the twins only override `_deserialize`, so the swap keeps every option)."""

INT_RANGE = validate.Range(min=INT_MIN, max=INT_MAX)


def apply_policy(field: fields.Field[Any]) -> None:
    """Put one field (and the fields inside it) under the input policy."""
    twin = POLICY.get(type(field))
    if twin is not None:
        field.__class__ = twin
    if isinstance(field, fields.Integer):
        field.validators = [*field.validators, INT_RANGE]  # documented in the spec
    elif type(field) is fields.Raw or (
        isinstance(field, fields.Mapping) and field.value_field is None
    ):
        field.validators = [*field.validators, check_json]
    for child in inner_fields(field):
        apply_policy(child)


def inner_fields(field: fields.Field[Any]) -> list[fields.Field[Any]]:
    """Return the fields a container field holds (list items, tuple, dict keys)."""
    if isinstance(field, fields.List):
        return [field.inner]
    if isinstance(field, fields.Tuple):
        return list(field.tuple_fields)
    if isinstance(field, fields.Mapping):
        return [f for f in (field.key_field, field.value_field) if f is not None]
    return []


class RequestSchema(ma.Schema):
    """The base of every schema that reads a request: applies the input policy."""

    def on_bind_field(self, field_name: str, field_obj: fields.Field[Any]) -> None:
        """Put each field under the input policy as the schema binds it."""
        apply_policy(field_obj)


class StrictSchema(RequestSchema):
    """Reject unknown fields, so a typo is a 422 rather than silently ignored.

    Its fields follow the input policy (service.inputs.policy).

    A subclass naming fields in ONE_OF requires exactly one of them, and a field
    named in ONLY_WITH is allowed only beside the ONE_OF field it maps to; the
    OpenAPI document shows the schema as a `oneOf` of one schema per alternative
    (service.web.api.document_exclusive_fields).
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
