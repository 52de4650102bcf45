"""Query parameters an API endpoint does not document are refused (422 naming them).

webargs reads a query schema with `unknown=EXCLUDE`, and an endpoint without one
ignores its query string: a typo (`?limt=5`) or an old client's parameter
(`events?after=`) used to get the default answer silently. The allowed names of
each /v1 operation are read once from the OpenAPI document, so the contract is the
list; a request without a query string (most of them, the hot reads included) pays
one truth test. `_`, the conventional cache-buster (jQuery's `cache: false`), is
ignored everywhere. Pages outside /v1 take any parameter: shared links carry
`utm_source`, `fbclid` and the like; so does an API view whose class says
`open_query = True` (the feeds: feed readers add their own).
"""

from __future__ import annotations

import re
from typing import Any

from flask import Flask, current_app, request

from service.web.errors import problem
from service.web.extensions import api

CACHE_BUSTER = "_"
API_PATHS = "/v1/"
EXTENSION = "ricochet.query_parameters"
Allowed = dict[tuple[str, str], frozenset[str]]


def init_app(app: Flask) -> None:
    """Read each API operation's query parameters and check them on every request
    (call after the blueprints are registered)."""
    app.extensions[EXTENSION] = allowed_parameters(app)
    app.before_request(check_query)


def allowed_parameters(app: Flask) -> Allowed:
    """Return (endpoint, method) -> the query parameters its operation documents,
    for every operation under /v1 (HEAD as GET)."""
    paths = api.spec.to_dict()["paths"]
    allowed: Allowed = {}
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule)
        view = app.view_functions[rule.endpoint]
        if not path.startswith(API_PATHS) or is_open(view):
            continue
        for method, operation in paths.get(path, {}).items():
            if isinstance(operation, dict):
                names = query_names(operation)
                allowed[(rule.endpoint, method.upper())] = names
                if method == "get":
                    allowed[(rule.endpoint, "HEAD")] = names
    return allowed


def is_open(view: Any) -> bool:
    """Tell whether a view takes any query parameter (`open_query` on its class)."""
    return bool(getattr(getattr(view, "view_class", view), "open_query", False))


def query_names(operation: dict[str, Any]) -> frozenset[str]:
    """Return the names of an operation's query parameters."""
    parameters = operation.get("parameters", [])
    return frozenset(p["name"] for p in parameters if p.get("in") == "query")


def check_query() -> None:
    """Refuse a query parameter the endpoint does not document (422 naming it)."""
    if not request.query_string:
        return
    key = (request.endpoint or "", request.method)
    allowed = current_app.extensions[EXTENSION].get(key)
    if allowed is None:  # a page, a preflight, or no such route
        return
    unknown = [n for n in request.args if n not in allowed and n != CACHE_BUSTER]
    if unknown:
        takes = ", ".join(sorted(allowed)) or "no query parameters"
        message = f"Unknown query parameter; this endpoint takes: {takes}."
        errors = {f"query.{name}": [message] for name in unknown}
        detail = f"unknown query parameter(s): {', '.join(unknown)}"
        raise problem(422, "validation-error", detail, errors)
