"""Every problem type the API can answer with: ours (`service.infra.problemtypes`),
then one for each HTTP error werkzeug can raise whose status has no kind of ours,
worded from werkzeug's own name and description."""

from __future__ import annotations

import re

from werkzeug.exceptions import default_exceptions
from werkzeug.http import HTTP_STATUS_CODES

from service.infra.problems import problem_title as our_title
from service.infra.problemtypes import DOCS, OUR_TYPES, ProblemType, kind_of


def _werkzeug_types(known: set[int]) -> list[ProblemType]:
    """Return a type for each HTTP error werkzeug can raise whose status has no
    kind of ours, worded from werkzeug's own description."""
    found = []
    for status, cls in sorted(default_exceptions.items()):
        if status not in known:
            fix = f"Compare the request with {DOCS}."
            means = " ".join(re.sub(r"<[^>]+>", "", str(cls.description)).split())
            name = HTTP_STATUS_CODES[status]
            found.append(ProblemType(kind_of(name), name, status, means, fix))
    return found


_STATUS_OWNERS = {t.status for t in OUR_TYPES.values()}
PROBLEM_TYPES: dict[str, ProblemType] = {
    **OUR_TYPES,
    **{t.kind: t for t in _werkzeug_types(_STATUS_OWNERS)},
}
"""Every problem kind -> its type (ours first, then werkzeug's other statuses)."""


def problem_title(kind: str) -> str:
    """Return a kind's title, werkzeug's statuses included."""
    found = PROBLEM_TYPES.get(kind)
    return found.title if found else our_title(kind)
