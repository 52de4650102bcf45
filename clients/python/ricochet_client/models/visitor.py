from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.streak import Streak
    from ..models.visitor_solved import VisitorSolved


T = TypeVar("T", bound="Visitor")


@_attrs_define
class Visitor:
    """
    Attributes:
        date (datetime.date): Today (UTC).
        name (None | str): The name the visitor plays under; null before a solve.
        player (None | str): The stored player the cookie names (`Ada #3f2a`); null before a solve.
        solved (VisitorSolved): Today's tiers the visitor has solved, by tier name.
        streak (None | Streak): The visitor's streak of optimal days; null before a solve.
    """

    date: datetime.date
    name: None | str
    player: None | str
    solved: VisitorSolved
    streak: None | Streak

    def to_dict(self) -> dict[str, Any]:
        from ..models.streak import Streak  # noqa: PLC0415

        date = self.date.isoformat()

        name: None | str
        name = self.name

        player: None | str
        player = self.player

        solved = self.solved.to_dict()

        streak: dict[str, Any] | None
        if isinstance(self.streak, Streak):
            streak = self.streak.to_dict()
        else:
            streak = self.streak

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "name": name,
                "player": player,
                "solved": solved,
                "streak": streak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.streak import Streak  # noqa: PLC0415
        from ..models.visitor_solved import VisitorSolved  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))

        solved = VisitorSolved.from_dict(d.pop("solved"))

        def _parse_streak(data: object) -> None | Streak:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                streak_type_0 = Streak.from_dict(data)

                return streak_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Streak, data)

        streak = _parse_streak(d.pop("streak"))

        visitor = cls(
            date=date,
            name=name,
            player=player,
            solved=solved,
            streak=streak,
        )

        return visitor
