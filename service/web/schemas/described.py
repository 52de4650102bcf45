"""Field descriptions given after a schema is declared, for the OpenAPI document.

Most fields say what they are where they are declared (`metadata={"description":
...}`). Where a schema reads better without them (a list of robot colours, the
fields a helper declares), `describe(Schema, name="...")` gives them afterwards.
The schema is left as declared: the descriptions are kept here and added to the
document by `described`, an attribute function of apispec's field converter (its
public hook, `add_attribute_function`, installed with the document's limits).
"""

from __future__ import annotations

from typing import Any

import marshmallow as ma
from marshmallow import fields

DESCRIPTIONS: dict[tuple[type[ma.Schema], str], str] = {}
"""(schema class, field name) -> description."""


def describe(schema: type[ma.Schema], **descriptions: str) -> None:
    """Describe fields declared without a description, for the OpenAPI document.

    Every response field is described (tests/web/api/test_typed_contract.py); a field
    given here must exist and must not already say something else. A subclass's
    field inherits its description.
    """
    declared = schema().fields
    for name, text in descriptions.items():
        assert name in declared, f"{schema.__name__} has no field {name}"
        assert "description" not in declared[name].metadata, f"{schema.__name__}.{name}"
        DESCRIPTIONS[schema, name] = text


def description_of(field: fields.Field[Any]) -> str | None:
    """Return the description `describe` gave a bound field, or None."""
    parent = field.parent
    if not isinstance(parent, ma.Schema) or field.name is None:
        return None
    for cls in type(parent).__mro__:
        text = DESCRIPTIONS.get((cls, field.name))
        if text is not None:
            return text
    return None


def described(
    converter: Any, field: fields.Field[Any], ret: dict[str, Any], **_: Any
) -> dict[str, Any]:
    """Add a field's `describe`d description to its property (apispec attribute
    function; a description declared on the field comes first)."""
    if "description" in ret:
        return {}
    text = description_of(field)
    return {} if text is None else {"description": text}
