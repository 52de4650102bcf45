"""Conditional, cacheable responses for the daily resources and the feed.

Every such response has a Last-Modified besides the strong ETag and public
Cache-Control that `service.web.conditional` gives every cacheable response, and
answers 304 to `If-None-Match` / `If-Modified-Since`. CORS
(`Access-Control-Allow-Origin: *`) is added app-wide.

A JSON view returns `fresh(document)` (its data, the freshness as headers), its
`@blp.response` schema dumps the data, and `dated` above it adds the ETag and the
304: the schema is named once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any, TypeVar

from flask import Response
from werkzeug.http import http_date

from service.daily.freshness import Freshness
from service.web.conditional import (
    answer_conditionally,
    body_etag,
    cache_control,
    make_conditional,
)

JSON = "application/json"

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


def conditional(body: str | bytes, mimetype: str, freshness: Freshness) -> Response:
    """Return a cacheable response, or 304 when the client's copy is current."""
    return make_conditional(
        Response(body, 200, mimetype=mimetype),
        max_age=freshness.max_age,
        immutable=freshness.immutable,
        last_modified=freshness.last_modified,
    )


def fresh(document: tuple[T, Freshness]) -> tuple[T, dict[str, str]]:
    """Return a use-case's (data, freshness) as a view's (body, headers)."""
    data, freshness = document
    headers = {
        "Last-Modified": http_date(freshness.last_modified),
        "Cache-Control": cache_control(freshness.max_age, freshness.immutable),
    }
    return data, headers


def dated(view: F) -> F:
    """Give a `fresh` view's 200 its ETag (the body's hash) and answer 304 when
    the client's copy is current; place it above `@blp.response`."""

    @wraps(view)
    def wrapper(*args: Any, **kwargs: Any) -> Response:
        response: Response = view(*args, **kwargs)
        if response.status_code != 200:
            return response
        response.set_etag(body_etag(response.get_data()))
        return answer_conditionally(response)

    return wrapper  # type: ignore[return-value]
