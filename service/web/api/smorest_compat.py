"""Every place the API relies on flask-smorest's (and apispec's) internals.

flask-smorest documents its default error responses in a private hook
(`Api._register_responses`), offers no public way to edit operations once the
spec is built (apispec keeps them in `APISpec._paths`), and wraps a view in a
pass-through layer for every documented alternative response (the documentation
itself is the view's `_apidoc`). All three are used here only;
tests/web/api/test_smorest_compat.py fails when an upgrade changes them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import flask_smorest
from flask_smorest.utils import prepare_response

from service.web.schemas.common import ProblemSchema

PROBLEM_JSON = "application/problem+json"

F = TypeVar("F", bound=Callable[..., Any])


class Api(flask_smorest.Api):  # type: ignore[misc]
    """flask-smorest Api whose documented errors are RFC 9457 problems."""

    ERROR_SCHEMA = ProblemSchema
    DEFAULT_ERROR_RESPONSE_NAME = "DEFAULT_ERROR"

    def _register_responses(self) -> None:
        """Document every error response as `application/problem+json`."""
        super()._register_responses()
        # 413's HTTPStatus name changed in Python 3.13 (CONTENT_TOO_LARGE): give it
        # a name of our own, the same on every Python.
        too_large = {"description": "Content Too Large", "schema": self.ERROR_SCHEMA}
        prepare_response(too_large, self.spec, self.DEFAULT_RESPONSE_CONTENT_TYPE)
        self.spec.components.response("PAYLOAD_TOO_LARGE", too_large, lazy=True)
        for response in self.spec.components.responses_lazy.values():
            content = response.get("content", {})
            if "application/json" in content:
                content[PROBLEM_JSON] = content.pop("application/json")


def spec_operations(spec: Any) -> dict[str, dict[str, Any]]:
    """Return the spec's paths (path -> method -> operation), to edit in place."""
    paths: dict[str, dict[str, Any]] = spec._paths
    return paths


def documented_only(view: F, document: Callable[[F], Any]) -> F:
    """Apply a decorator only for its documentation (flask-smorest's `alt_response`,
    and `response`, whose run-time part `common.Blueprint.response` does itself)
    and return the view itself with it: the decorator's wrapper would cost every
    request a call and an `ensure_sync` (and `response`'s, a second dump)."""
    view._apidoc = document(view)._apidoc  # type: ignore[attr-defined]
    return view
