from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="GamePage")


@_attrs_define
class GamePage:
    """
    Attributes:
        items (list[GameSummary]): This page's items, in the list's order.
        next_ (None | str): URL of the following page (same query, new `cursor`), also sent as `Link: <url>;
            rel="next"`; null on the last page.
    """

    items: list[GameSummary]
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary import GameSummary  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = GameSummary.from_dict(items_item_data)

            items.append(items_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        game_page = cls(
            items=items,
            next_=next_,
        )

        return game_page
