"""One paging style for every list: `?cursor=&limit=` in, `{"items", "next"}` out.

A page's `next` is the URL of the following page (null on the last one), and the
same URL is sent as an RFC 8288 `Link: <url>; rel="next"` header. Cursors are
opaque strings made by the server: a client follows `next` and never builds one,
except for a game's events, whose cursor is documented as the `seq` of the last
event the client holds (docs/api.md#paging). The query and page schemas are in
`service.web.schemas.paging`.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Response, after_this_request, request


def page(items: list[Any], next_cursor: str | None, **extra: Any) -> dict[str, Any]:
    """Return a page body, and send its `next` URL as a `Link` header too."""
    url = None if next_cursor is None else next_url(next_cursor)
    if url is not None:

        @after_this_request
        def link(response: Response) -> Response:
            response.headers["Link"] = f'<{url}>; rel="next"'
            return response

    return {**extra, "items": items, "next": url}


def next_url(cursor: str) -> str:
    """Return this request's URL (path and query) with `cursor` replaced."""
    query = [(k, v) for k, v in request.args.items(multi=True) if k != "cursor"]
    return f"{request.path}?{urlencode([*query, ('cursor', cursor)])}"


def offset_page(
    items: list[Any], cursor: str | None, limit: int, **extra: Any
) -> dict[str, Any]:
    """Page a list held in memory; the cursor is the position of the next item."""
    start = int(cursor or 0)
    end = start + limit
    following = str(end) if end < len(items) else None
    return page(items[start:end], following, **extra)
