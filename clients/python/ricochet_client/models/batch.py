from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Batch")


@_attrs_define
class Batch:
    """
    Attributes:
        items (list[Any]):
        steps (bool | Unset): Include each verdict's step trace (slower). Default: False.
    """

    items: list[Any]
    steps: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item: Any
            items_item = items_item_data
            items.append(items_item)

        steps = self.steps

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> Any:
                return cast(Any, data)

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        steps = d.pop("steps", UNSET)

        batch = cls(
            items=items,
            steps=steps,
        )

        return batch
