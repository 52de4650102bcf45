from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeedAttachment")


@_attrs_define
class FeedAttachment:
    """
    Attributes:
        mime_type (str): `image/svg+xml`.
        title (str): Which tier it shows.
        url (str): The picture's URL.
    """

    mime_type: str
    title: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        mime_type = self.mime_type

        title = self.title

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mime_type": mime_type,
                "title": title,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mime_type = d.pop("mime_type")

        title = d.pop("title")

        url = d.pop("url")

        feed_attachment = cls(
            mime_type=mime_type,
            title=title,
            url=url,
        )

        return feed_attachment
