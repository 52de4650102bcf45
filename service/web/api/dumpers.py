"""The response schemas as fast serialisers: each schema compiled once into a plain
function that gives `schema.dump` 's result, then encoded by orjson.

A response schema is the one mapping from what a use-case returns (a model, a
dataclass, a TypedDict) to JSON. marshmallow walks every field of every object
through several calls; the hot paths (a 1,000-verdict batch) cannot pay that, so
`compile_dump(schema)` reads the schema's fields once and returns a function that does
only the work those fields ask for. The field types it knows exactly (String,
Integer, Boolean, Raw, Nested, List, Dict) take a short path; any other field
(DateTime, a subclass, a Method) is converted by marshmallow's own `_serialize`
or `serialize`, and a schema with dump hooks is dumped by marshmallow, so the
result always equals `schema.dump(obj)`'s (tests/web/api/test_dumpers.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import marshmallow as ma
import orjson
from flask import Flask
from marshmallow import fields
from marshmallow.utils import get_value

Convert = Callable[[Any], Any]
Dump = Callable[[Any], Any]

MISSING = ma.missing
ORJSON_OPTIONS = (
    orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_DATETIME | orjson.OPT_NON_STR_KEYS
)
"""Keys sorted and datetimes left to the app's provider: Flask's `jsonify` output."""


def compile_dump(schema: ma.Schema) -> Dump:
    """Compile `schema.dump` (its `many` included) into a plain function."""
    return _compile(schema, schema.many)


def encode(app: Flask, data: Any) -> bytes:
    """Encode dumped data as `jsonify` does: sorted keys, compact (indented in
    debug), a final newline; orjson writes UTF-8 where `jsonify` escaped.

    Values orjson does not write (a datetime in a Raw field, an integer beyond 64
    bits) are written by the app's JSON provider, as `jsonify` would.
    """
    compact = getattr(app.json, "compact", None)
    option = ORJSON_OPTIONS
    if compact is False or (compact is None and app.debug):
        option |= orjson.OPT_INDENT_2
    default = getattr(app.json, "default", None)
    try:
        return orjson.dumps(data, default=default, option=option) + b"\n"
    except orjson.JSONEncodeError:
        return (app.json.dumps(data) + "\n").encode()


def _compile(schema: ma.Schema, many: bool) -> Dump:
    """Compile `schema.dump(obj, many=many)`; a schema with hooks stays
    marshmallow's (they may see the whole collection)."""
    if schema._hooks["pre_dump"] or schema._hooks["post_dump"]:
        return lambda obj: schema.dump(obj, many=many)
    single = _compile_one(schema)
    if not many:
        return single
    return lambda objs: single(objs) if objs is None else [single(o) for o in objs]


def _compile_one(schema: ma.Schema) -> Dump:
    """Compile the dump of one object by a schema without hooks.

    Each field is (key, attribute, exact, convert, read): a mapping is read with
    `dict.get` where marshmallow's reading gives the same (an attribute that is no
    method name of dict), other objects with `read`; a value of type `exact` (or
    None, for a scalar) is its own conversion, so it costs no call.
    """
    plan = [_plan(schema, name, field) for name, field in schema.dump_fields.items()]

    def dump(obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        mapping = type(obj) is dict
        for key, attribute, exact, convert, read in plan:
            if mapping and attribute is not None:
                value = obj.get(attribute, MISSING)
            else:
                value = read(obj)
            if value is MISSING:
                continue
            kind = type(value)
            out[key] = (
                value
                if kind is exact or (value is None and exact)
                else (convert(value))
            )
        return out

    return dump


Plan = tuple[str, str | None, type | None, Convert, Callable[[Any], Any]]


def _plan(schema: ma.Schema, name: str, field: fields.Field[Any]) -> Plan:
    """Return (output key, dict key, exact type, converter, reader) of a field."""
    key = field.data_key if field.data_key is not None else name
    if not _plain(field) or field.dump_default is not MISSING:

        def whole(obj: Any) -> Any:
            return field.serialize(name, obj, accessor=schema.get_attribute)

        return key, None, None, _identity, whole
    attribute = field.attribute or name
    direct = "." not in attribute and not hasattr(dict, attribute)
    exact = _EXACT.get(type(field))
    if type(field) is fields.Integer and getattr(field, "as_string", False):
        exact = None
    return (
        key,
        attribute if direct else None,
        exact,
        _converter(field),
        (_reader(attribute)),
    )


def _plain(field: fields.Field[Any]) -> bool:
    """Tell whether a field reads its attribute as marshmallow's default does."""
    return (
        field._CHECK_ATTRIBUTE
        and type(field).get_value is fields.Field.get_value
        and type(field).serialize is fields.Field.serialize
    )


def _reader(attribute: str) -> Callable[[Any], Any]:
    """Read an attribute or key as `marshmallow.utils.get_value` does."""
    if "." in attribute:
        return lambda obj: get_value(obj, attribute, MISSING)

    def read(obj: Any) -> Any:
        if type(obj) is dict:
            return obj[attribute] if attribute in obj else MISSING
        return get_value(obj, attribute, MISSING)

    return read


def _identity(value: Any) -> Any:
    return value


_EXACT: dict[type, type] = {
    fields.String: str,
    fields.Integer: int,
    fields.Boolean: bool,
}
"""The type each scalar field dumps as it is (None too); the others convert."""


def _converter(field: fields.Field[Any]) -> Convert:
    """Return the field's `_serialize` of a value, shortened for known fields."""
    kind = type(field)
    if kind is fields.Raw:
        return _identity
    if kind in _SCALARS:
        exact, cast = _SCALARS[kind]
        if kind is fields.Integer and getattr(field, "as_string", False):
            return _slow(field)
        return lambda v: v if type(v) is exact or v is None else cast(v)
    if kind is fields.Nested:
        assert isinstance(field, fields.Nested)
        return _nested(field)
    if kind is fields.List:
        assert isinstance(field, fields.List)
        return _sequence(field.inner)
    if kind is fields.Dict:
        assert isinstance(field, fields.Dict)
        return _mapping(field)
    return _slow(field)


def _sequence(inner: fields.Field[Any]) -> Convert:
    """Convert a list's items; a list of scalars already of the item's type (or
    None) is its own conversion (the same JSON: the same items, in order)."""
    each = _converter(inner)
    exact = _EXACT.get(type(inner))
    if exact is None or (type(inner) is fields.Integer and inner.as_string):
        return lambda v: None if v is None else [each(x) for x in v]
    plain = frozenset({exact, type(None)})

    def convert(v: Any) -> Any:
        if v is None:
            return None
        if type(v) is list and plain.issuperset(map(type, v)):
            return v
        return [x if type(x) is exact or x is None else each(x) for x in v]

    return convert


def _slow(field: fields.Field[Any]) -> Convert:
    """Return marshmallow's own conversion of a value by this field."""
    return lambda v: field._serialize(v, None, None)


def _nested(field: fields.Nested) -> Convert:
    """Convert with the nested schema's compiled dump (`many` as marshmallow has it)."""
    schema = field.schema
    one = _compile(schema, bool(schema.many or field.many))
    return lambda v: None if v is None else one(v)


def _mapping(field: fields.Dict) -> Convert:
    """Convert a mapping's keys and values with their fields (as given if none)."""
    if field.key_field is None and field.value_field is None:
        return lambda v: None if v is None else dict(v)
    key = _identity if field.key_field is None else _converter(field.key_field)
    value = _identity if field.value_field is None else _converter(field.value_field)
    if type(field.key_field) is not fields.String:
        return lambda v: None if v is None else {key(k): value(x) for k, x in v.items()}
    strings = frozenset({str})

    def convert(v: Any) -> Any:
        if v is None:
            return None
        if strings.issuperset(map(type, v)):  # text keys are their own conversion
            return {k: value(x) for k, x in v.items()}
        return {key(k): value(x) for k, x in v.items()}

    return convert


def _marshmallow_bool(value: Any) -> Any:
    """Convert as `fields.Boolean` does (its truthy and falsy sets, then bool)."""
    return fields.Boolean()._serialize(value, None, None)


_SCALARS: dict[type[fields.Field[Any]], tuple[type, Convert]] = {
    fields.String: (str, str),
    fields.Integer: (int, int),
    fields.Boolean: (bool, _marshmallow_bool),
}
