"""GET /v1/feed.json (JSON Feed 1.1) and /v1/feed.atom (Atom): one item per day."""

from __future__ import annotations

from typing import Any

from flask import Response, current_app
from flask.views import MethodView

from service.daily.feed import JsonFeedDocument, atom_feed, feed_page, json_feed
from service.web.api.common import API_PREFIX, Blueprint
from service.web.daily_http import conditional, dated, fresh
from service.web.schemas.daily import FeedQuerySchema
from service.web.schemas.feed import JsonFeedSchema

JSON_FEED = "application/feed+json"
ATOM = "application/atom+xml"

blp = Blueprint(
    "feed",
    __name__,
    url_prefix=API_PREFIX,
    description="The daily puzzle feed: one item per UTC day, newest first, with "
    "stable item ids, links to the puzzles and their SVG pictures, paginated with "
    "`before` and `limit` (`next_url` / `rel=next`). ETag, Last-Modified, 304.",
)


def page_args(args: dict[str, Any]) -> tuple[Any, int]:
    """Return the page's `before` and `limit` (default DAILY_PAGE_SIZE)."""
    return args.get("before"), args.get("limit", current_app.config["DAILY_PAGE_SIZE"])


@blp.route("/feed.json", parameters=["IF_NONE_MATCH"])
class JsonFeed(MethodView):
    """JSON Feed."""

    open_query = True  # feed readers add their own parameters (utm_source, ...)

    @dated
    @blp.arguments(FeedQuerySchema, location="query")
    @blp.response(
        200,
        JsonFeedSchema,
        content_type=JSON_FEED,
        description="A JSON Feed 1.1 document",
    )
    @blp.alt_response(304, response="NOT_MODIFIED")
    def get(self, args: dict[str, Any]) -> tuple[JsonFeedDocument, dict[str, str]]:
        """Read the daily puzzles as a JSON Feed 1.1."""
        page = feed_page(*page_args(args))
        return fresh((json_feed(page), page.freshness))


@blp.route("/feed.atom", parameters=["IF_NONE_MATCH"])
class AtomFeed(MethodView):
    """Atom feed."""

    open_query = True  # as JsonFeed

    @blp.arguments(FeedQuerySchema, location="query")
    @blp.response(
        200,
        {"type": "string", "description": "RFC 4287"},
        content_type=ATOM,
        description="An Atom 1.0 document",
    )
    @blp.alt_response(304, response="NOT_MODIFIED")
    def get(self, args: dict[str, Any]) -> Response:
        """Read the daily puzzles as an Atom feed."""
        page = feed_page(*page_args(args))
        return conditional(atom_feed(page), ATOM, page.freshness)
