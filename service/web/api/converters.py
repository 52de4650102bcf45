"""URL path converters that apply the input policy to path parameters.

A path segment that breaks the policy (a NUL or an unpaired surrogate in a string,
an integer beyond a PostgreSQL `integer`, a day that is not a `YYYY-MM-DD` date from
DATE_MIN to DATE_MAX) names a resource that cannot exist, so the route does not
match: 404, the same answer as for any unknown id. The app installs them as the
`default`, `string`, `int` and `day` converters, and `name`, which normalises a
player's name to NFC as names are stored.
"""

from __future__ import annotations

import unicodedata
from datetime import date
from typing import Any

from werkzeug.routing import (
    BaseConverter,
    IntegerConverter,
    Map,
    UnicodeConverter,
    ValidationError,
)

from service.inputs.policy import BAD_TEXT, DATE_MAX, DATE_MIN, DATE_PATTERN, INT_MAX


class TextConverter(UnicodeConverter):
    """A path segment without NUL characters or unpaired surrogates."""

    def to_python(self, value: str) -> str:
        """Refuse a segment breaking the text rule (the route does not match)."""
        if BAD_TEXT.search(value):
            raise ValidationError()
        return value


class NameConverter(TextConverter):
    """A player's name in a path, NFC-normalised as names are stored, so a URL
    spelling `é` decomposed reaches the same player."""

    def to_python(self, value: str) -> str:
        """Normalise the name to NFC (after the text rule)."""
        return unicodedata.normalize("NFC", super().to_python(value))


class IntConverter(IntegerConverter):
    """A non-negative integer path segment, at most INT_MAX unless told otherwise."""

    def __init__(self, map: Map, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("max", INT_MAX)
        super().__init__(map, *args, **kwargs)

    def to_python(self, value: str) -> Any:
        """Refuse a number too long to parse or beyond the range (no match)."""
        if len(value.lstrip("0")) > len(str(self.max)):
            raise ValidationError()
        return super().to_python(value)


class DayConverter(BaseConverter):
    """A `YYYY-MM-DD` path segment naming a real date from DATE_MIN to DATE_MAX
    (kept as text: the view parses it); anything else does not match (404)."""

    regex = r"\d{4}-\d{2}-\d{2}"

    def to_python(self, value: str) -> str:
        """Refuse an impossible date or one outside the range (no match)."""
        try:
            day = date.fromisoformat(value)
        except ValueError:
            raise ValidationError() from None
        if not DATE_MIN <= day <= DATE_MAX:
            raise ValidationError()
        return value


def day_parameter(_converter: DayConverter) -> dict[str, Any]:
    """Return the OpenAPI schema of a `day` path parameter."""
    return {"type": "string", "format": "date", "pattern": DATE_PATTERN}


CONVERTERS = {
    "default": TextConverter,
    "string": TextConverter,
    "int": IntConverter,
    "day": DayConverter,
    "name": NameConverter,
}
"""The converters to install on an app's url_map, before any route is added."""


def document_converters(api: Any) -> None:
    """Tell the OpenAPI document what a `day` path parameter takes (call before
    the blueprints are registered)."""
    api.register_converter(DayConverter, day_parameter)
