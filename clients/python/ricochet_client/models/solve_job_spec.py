from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SolveJobSpec")


@_attrs_define
class SolveJobSpec:
    """
    Attributes:
        items (list[Any]):
        max_seconds (float | Unset): Time limit per puzzle in seconds (at most SOLVE_MAX_SECONDS, the default).
    """

    items: list[Any]
    max_seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item: Any
            items_item = items_item_data
            items.append(items_item)

        max_seconds = self.max_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )
        if max_seconds is not UNSET:
            field_dict["max_seconds"] = max_seconds

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

        max_seconds = d.pop("max_seconds", UNSET)

        solve_job_spec = cls(
            items=items,
            max_seconds=max_seconds,
        )

        return solve_job_spec
