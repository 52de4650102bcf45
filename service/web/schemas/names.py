"""The one field type of a name a person chooses: players, seats, API clients.

A name is shown beside others (leaderboards, a game's seats) and, for players,
names a URL (`/v1/trainer/players/{player}`), so the field:

- normalises to NFC, so `é` typed composed or decomposed is one name;
- refuses characters that change how other text is shown or that nobody can see
  or type: controls (Cc, U+0085 included), formats (Cf: bidirectional overrides,
  zero-width spaces and joiners, the BOM, tag characters), line and paragraph
  separators (Zl, Zp), every space but U+0020 (Zs: a no-break or ideographic
  space looks like a plain one, so two names would look alike), surrogates (Cs),
  private use (Co) and unassigned code points and noncharacters (Cn, U+FFFF);
- refuses a leading or trailing space, `/`, and a name made only of dots (`.`,
  `..`: a URL path cannot carry them, browsers and proxies fold them away).
"""

from __future__ import annotations

import unicodedata
from typing import Any

import marshmallow as ma
from marshmallow import validate

from service.inputs.policy import Text

REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})
"""Unicode general categories a name may not hold (U+0020 excepted from Zs)."""
SPACE = " "


def name_error(name: str) -> str | None:
    """Return why an NFC-normalised name is refused, or None if it is fine."""
    for char in name:
        category = unicodedata.category(char)
        if category in REFUSED_CATEGORIES and char != SPACE:
            return f"U+{ord(char):04X} ({category}) is not allowed in a name"
    if "/" in name:
        return "'/' is not allowed in a name"
    if name != name.strip(SPACE):
        return "a name may not begin or end with a space"
    if name.strip(".") == "":
        return "a name must hold more than dots"
    return None


class Name(Text):
    """A chosen name: NFC-normalised, and refused if `name_error` says so."""

    def _deserialize(self, value: Any, attr: Any, data: Any, **kwargs: Any) -> Any:
        text = unicodedata.normalize("NFC", super()._deserialize(value, attr, data))
        why = name_error(text)
        if why is not None:
            raise ma.ValidationError(why)
        return text


def name_field(max_length: int, **kwargs: Any) -> Name:
    """Return a name field of 1 to `max_length` characters (after NFC)."""
    return Name(validate=validate.Length(min=1, max=max_length), **kwargs)
