"""The daily feed: one item per published day, newest first, as JSON Feed 1.1 and Atom.

Item ids are tag URIs (RFC 4151) built from DAILY_FEED_TAG and the date, so they
never change when the host does. Pages hold DAILY_PAGE_SIZE days (or `limit`);
`next_url` (JSON) and `<link rel="next">` (Atom, RFC 5005) name the next page.
"""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import TypedDict
from urllib.parse import urlencode

from flask import current_app, request

from service.daily.models import DailyDay, DailyPuzzle

from .freshness import Freshness
from .present import day_url
from .store import archive, day_end, day_start, is_revealed, requested_day, today

JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"
ATOM_NS = "http://www.w3.org/2005/Atom"
TITLE = "Ricochet daily puzzles"
DESCRIPTION = "Every UTC day, Ricochet Robots puzzles in difficulty tiers, each with "
DESCRIPTION += "a proven optimum (revealed when the day ends)."
FEED_MAX_AGE = 300


@dataclass(frozen=True, slots=True)
class FeedPage:
    """One page of days and where the next page starts."""

    days: list[DailyDay]
    before: date | None
    next_before: date | None
    limit: int
    freshness: Freshness


def feed_page(before: date | None, limit: int) -> FeedPage:
    """Return the days of a page (today's generated on demand on the first page)."""
    if before is None:
        requested_day(today())
    days = archive(before, limit + 1)
    more = len(days) > limit
    days = days[:limit]
    next_before = days[-1].day if more and days else None
    changed = max((item_updated(row) for row in days), default=day_start(today()))
    return FeedPage(days, before, next_before, limit, Freshness(changed, FEED_MAX_AGE))


def absolute(path: str) -> str:
    """Return an absolute URL on this server for a path."""
    return request.url_root.rstrip("/") + path


def tag(specific: str) -> str:
    """Return a tag URI (RFC 4151) under the configured authority."""
    return f"tag:{current_app.config['DAILY_FEED_TAG']}:{specific}"


def stamp(moment: datetime) -> str:
    """Return an RFC 3339 UTC timestamp."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def page_url(feed_path: str, before: date | None, limit: int) -> str:
    """Return the absolute URL of a feed page."""
    query = {"limit": limit} if before is None else {"before": before, "limit": limit}
    return absolute(feed_path) + "?" + urlencode(query)


def page_url_of(day: date) -> str:
    """Return the absolute URL of a day's HTML page."""
    return absolute(f"/daily?date={day.isoformat()}")


def item_updated(row: DailyDay) -> datetime:
    """Return when an item last changed: its start, or its end once revealed."""
    return day_end(row.day) if is_revealed(row.day) else day_start(row.day)


# --- JSON Feed --------------------------------------------------------------------


class FeedAuthor(TypedDict):
    """An author of the feed."""

    name: str


class FeedAttachment(TypedDict):
    """A file attached to an item: one tier's SVG picture."""

    url: str
    mime_type: str
    title: str


class FeedPuzzle(TypedDict):
    """One tier of a day, with the links a program follows (the optimum once public)."""

    tier: str
    puzzle_id: str
    puzzle_url: str
    daily_url: str
    image_url: str
    optimal_moves: int | None


class FeedExtension(TypedDict):
    """Ricochet's own part of an item (JSON Feed extensions start with `_`)."""

    date: date
    puzzles: list[FeedPuzzle]


@dataclass(frozen=True, slots=True)
class FeedItem:
    """One UTC day as a JSON Feed item; `image` None (left out) for a day without
    puzzles."""

    id: str
    url: str
    external_url: str
    title: str
    content_html: str
    summary: str
    date_published: str
    date_modified: str
    tags: list[str]
    attachments: list[FeedAttachment]
    _ricochet: FeedExtension
    image: str | None = None


@dataclass(frozen=True, slots=True)
class JsonFeedDocument:
    """A JSON Feed 1.1 document: one item per day, newest first; `next_url` None
    (left out) on the last page."""

    home_page_url: str
    feed_url: str
    items: list[FeedItem]
    next_url: str | None = None
    version: str = JSON_FEED_VERSION
    title: str = TITLE
    description: str = DESCRIPTION
    language: str = "en"
    authors: tuple[FeedAuthor, ...] = (FeedAuthor(name="Ricochet"),)


def json_feed(page: FeedPage) -> JsonFeedDocument:
    """Return a JSON Feed 1.1 document for a page."""
    following = page.next_before
    return JsonFeedDocument(
        home_page_url=absolute("/daily"),
        feed_url=absolute("/v1/feed.json"),  # the feed's identity, not the page
        items=[json_item(row) for row in page.days],
        next_url=None
        if following is None
        else page_url("/v1/feed.json", following, page.limit),
    )


def json_item(row: DailyDay) -> FeedItem:
    """Return one day as a JSON Feed item."""
    images = [absolute(f"{day_url(row.day)}/{p.tier}/image.svg") for p in row.puzzles]
    return FeedItem(
        id=tag(f"daily/{row.day.isoformat()}"),
        url=page_url_of(row.day),  # for people; `external_url` for programs
        external_url=absolute(day_url(row.day)),
        title=item_title(row),
        content_html=content_html(row),
        summary=summary(row),
        date_published=stamp(day_start(row.day)),
        date_modified=stamp(item_updated(row)),
        tags=["daily", *(["diagonals"] if row.diagonals else [])],
        attachments=[
            FeedAttachment(url=url, mime_type="image/svg+xml", title=f"{p.tier} puzzle")
            for url, p in zip(images, row.puzzles, strict=True)
        ],
        _ricochet=FeedExtension(
            date=row.day, puzzles=[_extension(p, row) for p in row.puzzles]
        ),
        # a PNG of the day's boards: feed readers show SVG rarely
        image=absolute(f"/daily/preview.png?date={row.day.isoformat()}")
        if images
        else None,
    )


def _extension(puzzle: DailyPuzzle, row: DailyDay) -> FeedPuzzle:
    """Return the machine-readable puzzle links of an item."""
    revealed = is_revealed(row.day)
    return FeedPuzzle(
        tier=puzzle.tier,
        puzzle_id=puzzle.puzzle_id,
        puzzle_url=absolute(f"/v1/puzzles/{puzzle.puzzle_id}"),
        daily_url=absolute(f"{day_url(row.day)}/{puzzle.tier}"),
        image_url=absolute(f"{day_url(row.day)}/{puzzle.tier}/image.svg"),
        optimal_moves=puzzle.optimal_moves if revealed else None,
    )


def item_title(row: DailyDay) -> str:
    """Return an item's title."""
    return f"Daily puzzles for {row.day.isoformat()}"


def tier_range(puzzle: DailyPuzzle) -> str:
    """Return a tier's move range, e.g. `7-10 moves` or `15+ moves`."""
    if puzzle.max_moves is None:
        return f"{puzzle.min_moves}+ moves"
    return f"{puzzle.min_moves}-{puzzle.max_moves} moves"


def summary(row: DailyDay) -> str:
    """Return a one-line text summary of a day."""
    tiers = ", ".join(f"{p.tier} ({tier_range(p)})" for p in row.puzzles)
    return f"{len(row.puzzles)} puzzles: {tiers}." if tiers else "No puzzles."


def content_html(row: DailyDay) -> str:
    """Return the item body: each tier's picture, range and (later) optimum."""
    revealed = is_revealed(row.day)
    parts = [f"<p>{html.escape(summary(row))}</p>", "<ul>"]
    for puzzle in row.puzzles:
        base = absolute(f"{day_url(row.day)}/{puzzle.tier}")
        page = f"{page_url_of(row.day)}#tier-{puzzle.tier}"  # people get the page
        answer = f" Optimal: {puzzle.optimal_moves} moves." if revealed else ""
        parts.append(
            f'<li><a href="{html.escape(page)}">{html.escape(puzzle.tier)}</a> '
            f"({tier_range(puzzle)}).{answer}<br>"
            f'<img src="{html.escape(base)}/image.svg" alt="{html.escape(puzzle.tier)}'
            f' puzzle" width="320"></li>'
        )
    parts.append("</ul>")
    return "".join(parts)


# --- Atom -------------------------------------------------------------------------


def atom_feed(page: FeedPage) -> bytes:
    """Return an Atom 1.0 document for a page."""
    ET.register_namespace("", ATOM_NS)
    feed = ET.Element(_q("feed"))
    _text(feed, "id", tag("daily"))
    _text(feed, "title", TITLE)
    _text(feed, "subtitle", DESCRIPTION)
    _text(feed, "updated", stamp(page.freshness.last_modified))
    ET.SubElement(_q_sub(feed, "author"), _q("name")).text = "Ricochet"
    self_url = page_url("/v1/feed.atom", page.before, page.limit)
    _link(feed, "self", self_url, "application/atom+xml")
    _link(feed, "alternate", absolute("/daily"), "text/html")
    if page.next_before is not None:
        _link(feed, "next", page_url("/v1/feed.atom", page.next_before, page.limit))
    for row in page.days:
        _entry(feed, row)
    return bytes(ET.tostring(feed, encoding="utf-8", xml_declaration=True))


def _entry(feed: ET.Element, row: DailyDay) -> None:
    """Append one day as an Atom entry."""
    entry = _q_sub(feed, "entry")
    _text(entry, "id", tag(f"daily/{row.day.isoformat()}"))
    _text(entry, "title", item_title(row))
    _text(entry, "published", stamp(day_start(row.day)))
    _text(entry, "updated", stamp(item_updated(row)))
    page = absolute(f"/daily?date={row.day.isoformat()}")
    _link(entry, "alternate", page, "text/html")
    _link(entry, "related", absolute(day_url(row.day)), "application/json")
    for puzzle in row.puzzles:
        image = absolute(f"{day_url(row.day)}/{puzzle.tier}/image.svg")
        _link(entry, "enclosure", image, "image/svg+xml")
    _text(entry, "summary", summary(row))
    content = _text(entry, "content", content_html(row))
    content.set("type", "html")


def _q(name: str) -> str:
    """Return an Atom-qualified element name."""
    return f"{{{ATOM_NS}}}{name}"


def _q_sub(parent: ET.Element, name: str) -> ET.Element:
    """Append an empty Atom element."""
    return ET.SubElement(parent, _q(name))


def _text(parent: ET.Element, name: str, text: str) -> ET.Element:
    """Append an Atom element holding text."""
    element = _q_sub(parent, name)
    element.text = text
    return element


def _link(parent: ET.Element, rel: str, href: str, media: str | None = None) -> None:
    """Append an Atom link."""
    link = _q_sub(parent, "link")
    link.set("rel", rel)
    link.set("href", href)
    if media:
        link.set("type", media)
