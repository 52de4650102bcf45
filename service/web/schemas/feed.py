"""Schemas of the JSON Feed 1.1 document (jsonfeed.org/version/1.1) the feed serves.

`service.daily.feed.json_feed` gives the document (a `JsonFeedDocument` of
`FeedItem`s); these schemas map it to JSON and describe it in the contract, field
by field, so a client reads it with typed models.
"""

from __future__ import annotations

import marshmallow as ma
from marshmallow import fields

from .common import StringOrAbsent, describe


class FeedAuthorSchema(ma.Schema):
    """An author of the feed."""

    name = fields.String(required=True)


class FeedAttachmentSchema(ma.Schema):
    """A file attached to an item: one tier's SVG picture."""

    url = fields.String(required=True)
    mime_type = fields.String(required=True)
    title = fields.String(required=True)


class FeedPuzzleSchema(ma.Schema):
    """One tier of a day in the feed's extension, with the links a program follows."""

    tier = fields.String(required=True)
    puzzle_id = fields.String(required=True)
    puzzle_url = fields.String(required=True)
    daily_url = fields.String(required=True)
    image_url = fields.String(required=True)
    optimal_moves = fields.Integer(required=True, allow_none=True)


class FeedExtensionSchema(ma.Schema):
    """Ricochet's own part of an item (JSON Feed extensions start with `_`)."""

    date = fields.Date(required=True)
    puzzles = fields.List(fields.Nested(FeedPuzzleSchema), required=True)


class FeedItemSchema(ma.Schema):
    """One UTC day of daily puzzles."""

    id = fields.String(required=True)
    url = fields.String(required=True)
    external_url = fields.String(required=True)
    title = fields.String(required=True)
    content_html = fields.String(required=True)
    summary = fields.String(required=True)
    image = StringOrAbsent()
    date_published = fields.String(required=True)
    date_modified = fields.String(required=True)
    tags = fields.List(fields.String(), required=True)
    attachments = fields.List(fields.Nested(FeedAttachmentSchema), required=True)
    _ricochet = fields.Nested(FeedExtensionSchema, required=True)


class JsonFeedSchema(ma.Schema):
    """A JSON Feed 1.1 document: one item per day, newest first."""

    version = fields.String(required=True)
    title = fields.String(required=True)
    home_page_url = fields.String(required=True)
    feed_url = fields.String(required=True)
    description = fields.String(required=True)
    language = fields.String(required=True)
    authors = fields.List(fields.Nested(FeedAuthorSchema), required=True)
    items = fields.List(fields.Nested(FeedItemSchema), required=True)
    next_url = StringOrAbsent()


describe(FeedAuthorSchema, name="The author's name.")
describe(
    FeedAttachmentSchema,
    url="The picture's URL.",
    mime_type="`image/svg+xml`.",
    title="Which tier it shows.",
)
describe(
    FeedPuzzleSchema,
    tier="`easy`, `medium` or `hard`.",
    puzzle_id="The puzzle's id (`/v1/puzzles/{id}`).",
    puzzle_url="The puzzle in the API.",
    daily_url="The tier's daily entry in the API.",
    image_url="The tier's SVG picture.",
    optimal_moves="The proven optimum once the day is over, else null.",
)
describe(
    FeedExtensionSchema,
    date="The UTC day.",
    puzzles="The day's tiers.",
)
describe(
    FeedItemSchema,
    id="A stable `tag:` URI of the day.",
    url="The day's page, for people.",
    external_url="The day in the API, for programs.",
    title="The item's title.",
    content_html="The day's tiers as HTML.",
    summary="A one-line summary.",
    image="A PNG preview of the day's boards.",
    date_published="When the day began (RFC 3339).",
    date_modified="When the item last changed (RFC 3339).",
    tags="`daily`, and `diagonals` when a board has them.",
    attachments="One SVG picture per tier.",
    _ricochet="The machine-readable puzzle links.",
)
describe(
    JsonFeedSchema,
    version="`https://jsonfeed.org/version/1.1`.",
    title="The feed's title.",
    home_page_url="The daily page.",
    feed_url="This feed's own URL.",
    description="What the feed holds.",
    language="`en`.",
    authors="Who writes it.",
    items="One item per day, newest first.",
    next_url="The next (older) page, when there is one.",
)
