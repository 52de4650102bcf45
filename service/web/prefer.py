"""`Prefer: wait=N` (RFC 7240): how long a client would rather wait for an answer.

A request may name preferences in one or more `Prefer` headers, comma-separated,
each `token[=value]` with optional `;` parameters. Only `wait` is read here (a
number of seconds, capped by the caller); a preference that is not understood,
or a `wait` whose value is not a whole number of seconds, is ignored, as the RFC
asks, never an error. The answer names what it honoured in `Preference-Applied`.
"""

from __future__ import annotations

import re

from flask import request

WAIT = re.compile(r"\s*wait\s*=\s*\"?(\d+)\"?\s*(?:;.*)?", re.IGNORECASE)
DIGITS = 6
"""A wait of more digits than this is taken as the cap (no giant integer parsed)."""


def preferred_wait(cap: int) -> int | None:
    """Return the request's `Prefer: wait` in seconds, at most `cap` (None: none
    asked, or none readable)."""
    for header in request.headers.getlist("Prefer"):
        for preference in header.split(","):
            found = WAIT.fullmatch(preference)
            if found is not None:
                text = found.group(1)
                return cap if len(text) > DIGITS else min(int(text), cap)
    return None


def applied(wait: int | None) -> dict[str, str]:
    """Return the headers saying which wait the response honoured
    (`Preference-Applied`), and that it varies with `Prefer`."""
    headers = {"Vary": "Prefer"}
    if wait is not None:
        headers["Preference-Applied"] = f"wait={wait}"
    return headers
