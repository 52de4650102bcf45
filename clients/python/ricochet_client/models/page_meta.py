from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PageMeta")


@_attrs_define
class PageMeta:
    """
    Attributes:
        page (int):
        pages (int):
        per_page (int):
        total (int):
    """

    page: int
    pages: int
    per_page: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        page = self.page

        pages = self.pages

        per_page = self.per_page

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "page": page,
                "pages": pages,
                "per_page": per_page,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        page = d.pop("page")

        pages = d.pop("pages")

        per_page = d.pop("per_page")

        total = d.pop("total")

        page_meta = cls(
            page=page,
            pages=pages,
            per_page=per_page,
            total=total,
        )

        return page_meta
