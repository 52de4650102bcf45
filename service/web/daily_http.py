"""Conditional, cacheable responses for the daily resources and the feed.

Every such response has a Last-Modified besides the strong ETag and public
Cache-Control that `service.web.conditional` gives every cacheable response, and
answers 304 to `If-None-Match` / `If-Modified-Since`. CORS
(`Access-Control-Allow-Origin: *`) is added app-wide.
"""

from __future__ import annotations

import json
from typing import Any

from flask import Response

from service.daily.freshness import Freshness
from service.web.conditional import make_conditional

JSON = "application/json"


def conditional(body: str | bytes, mimetype: str, freshness: Freshness) -> Response:
    """Return a cacheable response, or 304 when the client's copy is current."""
    return make_conditional(
        Response(body, 200, mimetype=mimetype),
        max_age=freshness.max_age,
        immutable=freshness.immutable,
        last_modified=freshness.last_modified,
    )


def conditional_json(data: Any, freshness: Freshness, mimetype: str = JSON) -> Response:
    """Serialise already dumped data and answer conditionally."""
    return conditional(json.dumps(data, separators=(",", ":")), mimetype, freshness)
