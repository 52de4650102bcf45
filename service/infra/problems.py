"""The problem vocabulary, below the HTTP edge: kinds and their titles, the status
of each domain error, problem documents, and what a failure may tell its owner.

`service.web.errors` answers requests with these documents; a batch check (a
use-case, and the workers' batch jobs) writes the same document for each refused
item, so the vocabulary lives here, where both may import it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import current_app

from service.infra.domain_errors import (
    Conflict,
    DomainError,
    Forbidden,
    Invalid,
    Malformed,
    NotFound,
    TooMany,
    Unauthorized,
    Unavailable,
)
from service.infra.problemtypes import OUR_TYPES

KINDS: dict[str, str] = {kind: t.title for kind, t in OUR_TYPES.items()}
"""Our kinds -> titles; the `type` URI is PROBLEM_BASE_URI + kind. Add new kinds
to `service.infra.problemtypes` (each gets its page at /problems/<kind>); the HTTP
edge titles werkzeug's other statuses (`service.web.problemtypes`)."""


KIND_BY_STATUS = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    406: "not-acceptable",
    409: "conflict",
    413: "payload-too-large",
    414: "uri-too-long",
    415: "unsupported-media-type",
    422: "validation-error",
    429: "rate-limited",
    431: "request-header-fields-too-large",
    500: "internal-error",
    503: "service-unavailable",
}


DOMAIN_STATUS: dict[type[DomainError], int] = {
    DomainError: 400,
    Malformed: 400,
    Forbidden: 403,
    NotFound: 404,
    Conflict: 409,
    Invalid: 422,
    TooMany: 429,
    Unavailable: 503,
    Unauthorized: 401,
}
"""The HTTP status of each domain error: where use-cases meet HTTP."""


Errors = dict[str, list[str]]


def flatten_messages(messages: Any, path: str = "") -> Errors:
    """Flatten webargs/marshmallow messages into `dotted.path[index] -> [messages]`.

    List positions are written `[i]`, as the game core writes them.
    """
    if isinstance(messages, Mapping):
        flat: Errors = {}
        for key, value in messages.items():
            for field, texts in flatten_messages(value, _join(path, key)).items():
                flat.setdefault(field, []).extend(texts)
        return flat
    texts = messages if isinstance(messages, list) else [messages]
    return {path or "body": [str(t) for t in texts]}


def _join(path: str, key: Any) -> str:
    """Append a marshmallow error key (a field name or a list index) to a path."""
    if key == "_schema":
        return path
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else str(key)


DATABASE_MODULES = frozenset({"sqlalchemy", "psycopg", "sqlite3"})


DATABASE_FAILURE = "a database error (the details are in the worker's log)"


TRACEBACK = "Traceback (most recent call last):"


def public_reason(exc: BaseException) -> str:
    """Return what a job's owner may read of its exception: never a database
    error's text, which holds the SQL statement and its parameters."""
    if type(exc).__module__.partition(".")[0] in DATABASE_MODULES:
        return DATABASE_FAILURE
    return str(exc)


def public_failure(text: str) -> str:
    """Return what a job's owner may read of a recorded traceback: the final
    exception only, and of a database error only its name."""
    if TRACEBACK not in text:
        return text
    tail = text.rsplit(TRACEBACK, 1)[1].splitlines()
    message = [line for line in tail if line and not line[0].isspace()]
    if not message:
        return text.strip().splitlines()[-1]
    name = message[0].partition(":")[0]
    if name.partition(".")[0] in DATABASE_MODULES:
        return f"{name.rpartition('.')[2]}: {DATABASE_FAILURE}"
    return "\n".join(message)


def problem_title(kind: str) -> str:
    """Return a kind's title (a kind not listed gets one made from its name)."""
    return KINDS.get(kind) or kind.replace("-", " ").capitalize()


def problem_document(
    status: int,
    kind: str,
    detail: str,
    errors: Errors | None = None,
    instance: str | None = None,
) -> dict[str, Any]:
    """Return a problem document (RFC 9457): type, title, status, detail, and the
    instance and field errors when there are some."""
    body: dict[str, Any] = {
        "type": current_app.config["PROBLEM_BASE_URI"] + kind,
        "title": problem_title(kind),
        "status": status,
        "detail": clip(detail),
    }
    if instance is not None:
        body["instance"] = instance
    if errors:
        body["errors"] = clip_errors(errors)
    return body


ECHO_LIMIT = 300
"""Most characters of one text (a detail, a field path, a message) a problem shows:
messages may quote the input, and a 16 MB bad value must not come back whole."""


def clip(text: str, limit: int = ECHO_LIMIT) -> str:
    """Return a text cut to `limit` characters (marked with an ellipsis)."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def clip_errors(errors: Errors) -> Errors:
    """Return field errors with every path and message clipped."""
    if all(len(k) <= ECHO_LIMIT for k in errors) and all(
        len(m) <= ECHO_LIMIT for texts in errors.values() for m in texts
    ):
        return errors  # the usual case: nothing to copy
    clipped: Errors = {}
    for path, texts in errors.items():
        clipped.setdefault(clip(path), []).extend(clip(str(t)) for t in texts)
    return clipped


def domain_status(exc: DomainError) -> int:
    """Return the HTTP status of a domain error (its nearest mapped class)."""
    return next(DOMAIN_STATUS[c] for c in type(exc).__mro__ if c in DOMAIN_STATUS)


def domain_problem_body(exc: DomainError) -> dict[str, Any]:
    """Return the problem document of a domain error (a refused batch item's)."""
    return problem_document(domain_status(exc), exc.kind, exc.detail, exc.errors)
