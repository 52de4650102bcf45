"""URL path converters that apply the input policy to path parameters.

A path segment that breaks the policy (a NUL or an unpaired surrogate in a string,
an integer beyond a PostgreSQL `integer`) names a resource that cannot exist, so
the route does not match: 404, the same answer as for any unknown id. The app
installs them as the `default`, `string` and `int` converters.
"""

from __future__ import annotations

from typing import Any

from werkzeug.routing import IntegerConverter, Map, UnicodeConverter, ValidationError

from service.infra.policy import BAD_TEXT, INT_MAX


class TextConverter(UnicodeConverter):
    """A path segment without NUL characters or unpaired surrogates."""

    def to_python(self, value: str) -> str:
        """Refuse a segment breaking the text rule (the route does not match)."""
        if BAD_TEXT.search(value):
            raise ValidationError()
        return value


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


CONVERTERS = {"default": TextConverter, "string": TextConverter, "int": IntConverter}
"""The converters to install on an app's url_map, before any route is added."""
