from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ruleset import Ruleset


T = TypeVar("T", bound="RulesetList")


@_attrs_define
class RulesetList:
    """
    Attributes:
        default (str): The default preset's name.
        items (list[Ruleset]): Every preset.
    """

    default: str
    items: list[Ruleset]

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset import Ruleset  # noqa: PLC0415

        d = dict(src_dict)
        default = d.pop("default")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = Ruleset.from_dict(items_item_data)

            items.append(items_item)

        ruleset_list = cls(
            default=default,
            items=items,
        )

        return ruleset_list
