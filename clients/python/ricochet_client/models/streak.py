from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Streak")


@_attrs_define
class Streak:
    """
    Attributes:
        client_id (str): Its client.
        current (int): Run ending today, or yesterday if not yet today.
        last_optimal_date (datetime.date | None): The last day solved optimally; null if none.
        longest (int): Its longest run ever.
        player (str): The player.
        solved_today (bool): Solved a puzzle optimally today.
    """

    client_id: str
    current: int
    last_optimal_date: datetime.date | None
    longest: int
    player: str
    solved_today: bool

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        current = self.current

        last_optimal_date: None | str
        if isinstance(self.last_optimal_date, datetime.date):
            last_optimal_date = self.last_optimal_date.isoformat()
        else:
            last_optimal_date = self.last_optimal_date

        longest = self.longest

        player = self.player

        solved_today = self.solved_today

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "client_id": client_id,
                "current": current,
                "last_optimal_date": last_optimal_date,
                "longest": longest,
                "player": player,
                "solved_today": solved_today,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        current = d.pop("current")

        def _parse_last_optimal_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_optimal_date_type_0 = datetime.date.fromisoformat(data)

                return last_optimal_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        last_optimal_date = _parse_last_optimal_date(d.pop("last_optimal_date"))

        longest = d.pop("longest")

        player = d.pop("player")

        solved_today = d.pop("solved_today")

        streak = cls(
            client_id=client_id,
            current=current,
            last_optimal_date=last_optimal_date,
            longest=longest,
            player=player,
            solved_today=solved_today,
        )

        return streak
