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
        date (datetime.date):
        entries (list[LeaderEntry]):
        links (LeaderboardLinks):
        optimal_moves (int | None):
        revealed (bool):
        tier (str):
        total (int):
    """

    date: datetime.date
    entries: list[LeaderEntry]
    links: LeaderboardLinks
    optimal_moves: int | None
    revealed: bool
    tier: str
    total: int

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        links = self.links.to_dict()

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        revealed = self.revealed

        tier = self.tier

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "entries": entries,
                "links": links,
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

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = LeaderEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        links = LeaderboardLinks.from_dict(d.pop("links"))

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
            entries=entries,
            links=links,
            optimal_moves=optimal_moves,
            revealed=revealed,
            tier=tier,
            total=total,
        )

        return leaderboard
