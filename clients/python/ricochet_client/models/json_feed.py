from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.feed_author import FeedAuthor
    from ..models.feed_item import FeedItem


T = TypeVar("T", bound="JsonFeed")


@_attrs_define
class JsonFeed:
    """
    Attributes:
        authors (list[FeedAuthor]): Who writes it.
        description (str): What the feed holds.
        feed_url (str): This feed's own URL.
        home_page_url (str): The daily page.
        items (list[FeedItem]): One item per day, newest first.
        language (str): `en`.
        title (str): The feed's title.
        version (str): `https://jsonfeed.org/version/1.1`.
        next_url (str | Unset): The next (older) page, when there is one.
    """

    authors: list[FeedAuthor]
    description: str
    feed_url: str
    home_page_url: str
    items: list[FeedItem]
    language: str
    title: str
    version: str
    next_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        authors = []
        for authors_item_data in self.authors:
            authors_item = authors_item_data.to_dict()
            authors.append(authors_item)

        description = self.description

        feed_url = self.feed_url

        home_page_url = self.home_page_url

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        language = self.language

        title = self.title

        version = self.version

        next_url = self.next_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "authors": authors,
                "description": description,
                "feed_url": feed_url,
                "home_page_url": home_page_url,
                "items": items,
                "language": language,
                "title": title,
                "version": version,
            }
        )
        if next_url is not UNSET:
            field_dict["next_url"] = next_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_author import FeedAuthor  # noqa: PLC0415
        from ..models.feed_item import FeedItem  # noqa: PLC0415

        d = dict(src_dict)
        authors = []
        _authors = d.pop("authors")
        for authors_item_data in _authors:
            authors_item = FeedAuthor.from_dict(authors_item_data)

            authors.append(authors_item)

        description = d.pop("description")

        feed_url = d.pop("feed_url")

        home_page_url = d.pop("home_page_url")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = FeedItem.from_dict(items_item_data)

            items.append(items_item)

        language = d.pop("language")

        title = d.pop("title")

        version = d.pop("version")

        next_url = d.pop("next_url", UNSET)

        json_feed = cls(
            authors=authors,
            description=description,
            feed_url=feed_url,
            home_page_url=home_page_url,
            items=items,
            language=language,
            title=title,
            version=version,
            next_url=next_url,
        )

        return json_feed
