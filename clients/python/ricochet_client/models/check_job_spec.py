from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CheckJobSpec")


@_attrs_define
class CheckJobSpec:
    """
    Attributes:
        items (list[Any]):
        grade (bool | Unset): Grade solved items: optimal, +k or not proven. Default: False.
    """

    items: list[Any]
    grade: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item: Any
            items_item = items_item_data
            items.append(items_item)

        grade = self.grade

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )
        if grade is not UNSET:
            field_dict["grade"] = grade

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

        grade = d.pop("grade", UNSET)

        check_job_spec = cls(
            items=items,
            grade=grade,
        )

        return check_job_spec
