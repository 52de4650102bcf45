from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_attachment import FeedAttachment
    from ..models.feed_extension import FeedExtension


T = TypeVar("T", bound="FeedItem")


@_attrs_define
class FeedItem:
    """
    Attributes:
        field_ricochet (FeedExtension):
        attachments (list[FeedAttachment]): One SVG picture per tier.
        content_html (str): The day's tiers as HTML.
        date_modified (str): When the item last changed (RFC 3339).
        date_published (str): When the day began (RFC 3339).
        external_url (str): The day in the API, for programs.
        id (str): A stable `tag:` URI of the day.
        summary (str): A one-line summary.
        tags (list[str]): `daily`, and `diagonals` when a board has them.
        title (str): The item's title.
        url (str): The day's page, for people.
        image (str | Unset): A PNG preview of the day's boards.
    """

    field_ricochet: FeedExtension
    attachments: list[FeedAttachment]
    content_html: str
    date_modified: str
    date_published: str
    external_url: str
    id: str
    summary: str
    tags: list[str]
    title: str
    url: str
    image: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        field_ricochet = self.field_ricochet.to_dict()

        attachments = []
        for attachments_item_data in self.attachments:
            attachments_item = attachments_item_data.to_dict()
            attachments.append(attachments_item)

        content_html = self.content_html

        date_modified = self.date_modified

        date_published = self.date_published

        external_url = self.external_url

        id = self.id

        summary = self.summary

        tags = self.tags

        title = self.title

        url = self.url

        image = self.image

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "_ricochet": field_ricochet,
                "attachments": attachments,
                "content_html": content_html,
                "date_modified": date_modified,
                "date_published": date_published,
                "external_url": external_url,
                "id": id,
                "summary": summary,
                "tags": tags,
                "title": title,
                "url": url,
            }
        )
        if image is not UNSET:
            field_dict["image"] = image

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_attachment import FeedAttachment  # noqa: PLC0415
        from ..models.feed_extension import FeedExtension  # noqa: PLC0415

        d = dict(src_dict)
        field_ricochet = FeedExtension.from_dict(d.pop("_ricochet"))

        attachments = []
        _attachments = d.pop("attachments")
        for attachments_item_data in _attachments:
            attachments_item = FeedAttachment.from_dict(attachments_item_data)

            attachments.append(attachments_item)

        content_html = d.pop("content_html")

        date_modified = d.pop("date_modified")

        date_published = d.pop("date_published")

        external_url = d.pop("external_url")

        id = d.pop("id")

        summary = d.pop("summary")

        tags = cast(list[str], d.pop("tags"))

        title = d.pop("title")

        url = d.pop("url")

        image = d.pop("image", UNSET)

        feed_item = cls(
            field_ricochet=field_ricochet,
            attachments=attachments,
            content_html=content_html,
            date_modified=date_modified,
            date_published=date_published,
            external_url=external_url,
            id=id,
            summary=summary,
            tags=tags,
            title=title,
            url=url,
            image=image,
        )

        return feed_item
