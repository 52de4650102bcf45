"""Conditional, cacheable responses for the daily resources and the feed.

Every such response carries a strong ETag (hash of the body), Last-Modified and a
public Cache-Control; `If-None-Match` / `If-Modified-Since` get 304 (werkzeug's
`make_conditional`). CORS (`Access-Control-Allow-Origin: *`) is added app-wide.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from flask import Response, request

JSON = "application/json"


@dataclass(frozen=True, slots=True)
class Freshness:
    """How long a representation stays valid and when it last changed."""

    last_modified: datetime
    max_age: int
    immutable: bool = False


def conditional(body: str | bytes, mimetype: str, freshness: Freshness) -> Response:
    """Return a cacheable response, or 304 when the client's copy is current."""
    response = Response(body, 200, mimetype=mimetype)
    response.set_etag(hashlib.sha256(response.get_data()).hexdigest()[:32])
    response.last_modified = freshness.last_modified
    response.cache_control.public = True
    response.cache_control.max_age = max(0, freshness.max_age)
    response.cache_control.immutable = freshness.immutable
    response.make_conditional(request)  # turns it into a 304 when the copy is current
    return response


def conditional_json(data: Any, freshness: Freshness, mimetype: str = JSON) -> Response:
    """Serialise already dumped data and answer conditionally."""
    return conditional(json.dumps(data, separators=(",", ":")), mimetype, freshness)
