"""Problems (RFC 9457) raised as one exception, `ProblemError`.

Hand-written (clients/python-templates/package/, copied in by `make client`). Each
generated call returns its model or a `Problem`; `unwrap` turns a `Problem` into a
raised `ProblemError` and narrows the type, and `raise_problems` (an httpx response
hook, which `connect` installs) raises it for every failed answer, before parsing.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

import httpx

from .models.problem import Problem

T = TypeVar("T")


class ProblemError(Exception):
    """A failed call: the problem's `type`, `title`, `status`, `detail` and `errors`."""

    def __init__(self, problem: dict[str, Any]) -> None:
        self.problem = problem
        self.type: str = str(problem.get("type", "about:blank"))
        self.title: str = str(problem.get("title", ""))
        self.status: int = int(problem.get("status", 0))
        self.detail: str | None = problem.get("detail")
        self.instance: str | None = problem.get("instance")
        self.errors: dict[str, list[str]] = dict(problem.get("errors") or {})
        super().__init__(f"{self.status} {self.title}: {self.detail or self.type}")

    @property
    def kind(self) -> str:
        """Return the last segment of `type`, e.g. `validation-error`."""
        return self.type.rsplit("/", 1)[-1]

    @classmethod
    def from_response(cls, response: httpx.Response) -> ProblemError:
        """Read a failed answer: its problem document, else one made from the status."""
        try:
            body = response.json()
        except (json.JSONDecodeError, UnicodeDecodeError):
            body = None
        if isinstance(body, dict) and "type" in body and "status" in body:
            return cls(body)
        return cls(
            {
                "type": "about:blank",
                "status": response.status_code,
                "title": response.reason_phrase,
                "detail": f"{response.url}",
            }
        )


def unwrap(result: T | Problem | None) -> T:
    """Return a call's model; raise `ProblemError` when it answered a problem.

    :raise ProblemError: the result is a `Problem`, or None (an undocumented answer).
    """
    if isinstance(result, Problem):
        raise ProblemError(result.to_dict())
    if result is None:
        raise ProblemError(
            {
                "type": "about:blank",
                "status": 0,
                "title": "no answer",
                "detail": "the call returned no model",
            }
        )
    return result


def raise_problems(response: httpx.Response) -> None:
    """Raise `ProblemError` for an answer of 400 or more (an httpx response hook)."""
    if response.status_code >= 400:
        response.read()
        raise ProblemError.from_response(response)
