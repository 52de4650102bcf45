from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.layout import Layout
    from ..models.page_meta import PageMeta


T = TypeVar("T", bound="LayoutPage")


@_attrs_define
class LayoutPage:
    """
    Attributes:
        items (list[Layout]):
        meta (PageMeta):
    """

    items: list[Layout]
    meta: PageMeta

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        meta = self.meta.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
                "meta": meta,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.layout import Layout  # noqa: PLC0415
        from ..models.page_meta import PageMeta  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = Layout.from_dict(items_item_data)

            items.append(items_item)

        meta = PageMeta.from_dict(d.pop("meta"))

        layout_page = cls(
            items=items,
            meta=meta,
        )

        return layout_page
