from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DayLinks")


@_attrs_define
class DayLinks:
    """
    Attributes:
        page (str): The HTML page.
        self_ (str): This day.
    """

    page: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        self_ = d.pop("self")

        day_links = cls(
            page=page,
            self_=self_,
        )

        return day_links
