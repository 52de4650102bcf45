"""What a use-case raises when it refuses a request: domain errors, not HTTP.

Each carries the stable problem `kind` (the end of the problem's `type` URI), a
human `detail`, optional field `errors` and, for `Unavailable`, `retry_after`
seconds. `service.infra.problems` maps each class to its HTTP status in one table,
so workers and the CLI see domain errors while API clients still get problem+json.
"""

from __future__ import annotations

from typing import ClassVar

from service.game.errors import GameError

Errors = dict[str, list[str]]


class DomainError(Exception):
    """A use-case refused what was asked (or could not do it now)."""

    default_kind: ClassVar[str] = "bad-request"

    def __init__(
        self,
        detail: str,
        *,
        kind: str | None = None,
        errors: Errors | None = None,
        retry_after: int | None = None,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.kind = kind or self.default_kind
        self.errors = errors
        self.retry_after = retry_after


class Malformed(DomainError):
    """The input cannot be read at all (not JSON, not UTF-8)."""

    default_kind = "malformed-json"


class Invalid(DomainError):
    """The input is readable but breaks a rule; `errors` names the fields."""

    default_kind = "validation-error"


class Unauthorized(DomainError):
    """The caller did not prove who it is (no, malformed or unknown credentials)."""

    default_kind = "unauthorized"


class Forbidden(DomainError):
    """The caller may not do this."""

    default_kind = "forbidden"


class NotFound(DomainError):
    """The thing asked for does not exist (or is not visible to the caller)."""

    default_kind = "not-found"


class Conflict(DomainError):
    """Not possible in the current state of what is stored."""

    default_kind = "conflict"


class TooMany(DomainError):
    """The caller already has as much of this going as it may: retry later."""

    default_kind = "too-many"


class Unavailable(DomainError):
    """A dependency (database, Redis) is down: try again after `retry_after`."""

    default_kind = "service-unavailable"


def invalid_input(exc: GameError, prefix: str = "") -> Invalid:
    """Return the Invalid of a core error; `prefix` locates its field in a body."""
    field = f"{prefix}{exc.field}" if exc.field else prefix.rstrip(".") or None
    detail = f"{field}: {exc.message}" if field else exc.message
    return Invalid(detail, errors={field: [exc.message]} if field else None)
