from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leader_entry import LeaderEntry
    from ..models.leaderboard_links import LeaderboardLinks


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """
    Attributes:
        date (datetime.date): The puzzle's day.
        items (list[LeaderEntry]): This page's items, in the list's order.
        links (LeaderboardLinks):
        next_ (None | str): URL of the following page (same query, new `cursor`), also sent as `Link: <url>;
            rel="next"`; null on the last page.
        optimal_moves (int | None): The proven optimum; null until the day ends.
        revealed (bool): The day is over (scores shown).
        tier (str): The puzzle's tier.
        total (int): Players on the whole board.
    """

    date: datetime.date
    items: list[LeaderEntry]
    links: LeaderboardLinks
    next_: None | str
    optimal_moves: int | None
    revealed: bool
    tier: str
    total: int

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        links = self.links.to_dict()

        next_: None | str
        next_ = self.next_

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        revealed = self.revealed

        tier = self.tier

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "items": items,
                "links": links,
                "next": next_,
                "optimal_moves": optimal_moves,
                "revealed": revealed,
                "tier": tier,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leader_entry import LeaderEntry  # noqa: PLC0415
        from ..models.leaderboard_links import LeaderboardLinks  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = LeaderEntry.from_dict(items_item_data)

            items.append(items_item)

        links = LeaderboardLinks.from_dict(d.pop("links"))

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        revealed = d.pop("revealed")

        tier = d.pop("tier")

        total = d.pop("total")

        leaderboard = cls(
            date=date,
            items=items,
            links=links,
            next_=next_,
            optimal_moves=optimal_moves,
            revealed=revealed,
            tier=tier,
            total=total,
        )

        return leaderboard
