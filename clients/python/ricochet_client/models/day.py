from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.day_status import DayStatus

if TYPE_CHECKING:
    from ..models.daily_puzzle import DailyPuzzle
    from ..models.day_links import DayLinks
    from ..models.unfilled_tier import UnfilledTier


T = TypeVar("T", bound="Day")


@_attrs_define
class Day:
    """
    Attributes:
        date (datetime.date): The UTC day.
        diagonals (bool): Its board has diagonals.
        ends_at (datetime.datetime): 00:00 UTC of the next day.
        links (DayLinks):
        puzzles (list[DailyPuzzle]): One per filled tier, easiest first.
        revealed (bool): Day over.
        starts_at (datetime.datetime): 00:00 UTC of the day.
        status (DayStatus): `partial` when a tier is in `unfilled`.
        unfilled (list[UnfilledTier]): Tiers without a puzzle.
    """

    date: datetime.date
    diagonals: bool
    ends_at: datetime.datetime
    links: DayLinks
    puzzles: list[DailyPuzzle]
    revealed: bool
    starts_at: datetime.datetime
    status: DayStatus
    unfilled: list[UnfilledTier]

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        diagonals = self.diagonals

        ends_at = self.ends_at.isoformat()

        links = self.links.to_dict()

        puzzles = []
        for puzzles_item_data in self.puzzles:
            puzzles_item = puzzles_item_data.to_dict()
            puzzles.append(puzzles_item)

        revealed = self.revealed

        starts_at = self.starts_at.isoformat()

        status = self.status.value

        unfilled = []
        for unfilled_item_data in self.unfilled:
            unfilled_item = unfilled_item_data.to_dict()
            unfilled.append(unfilled_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "diagonals": diagonals,
                "ends_at": ends_at,
                "links": links,
                "puzzles": puzzles,
                "revealed": revealed,
                "starts_at": starts_at,
                "status": status,
                "unfilled": unfilled,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_puzzle import DailyPuzzle  # noqa: PLC0415
        from ..models.day_links import DayLinks  # noqa: PLC0415
        from ..models.unfilled_tier import UnfilledTier  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        diagonals = d.pop("diagonals")

        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))

        links = DayLinks.from_dict(d.pop("links"))

        puzzles = []
        _puzzles = d.pop("puzzles")
        for puzzles_item_data in _puzzles:
            puzzles_item = DailyPuzzle.from_dict(puzzles_item_data)

            puzzles.append(puzzles_item)

        revealed = d.pop("revealed")

        starts_at = datetime.datetime.fromisoformat(d.pop("starts_at"))

        status = DayStatus(d.pop("status"))

        unfilled = []
        _unfilled = d.pop("unfilled")
        for unfilled_item_data in _unfilled:
            unfilled_item = UnfilledTier.from_dict(unfilled_item_data)

            unfilled.append(unfilled_item)

        day = cls(
            date=date,
            diagonals=diagonals,
            ends_at=ends_at,
            links=links,
            puzzles=puzzles,
            revealed=revealed,
            starts_at=starts_at,
            status=status,
            unfilled=unfilled,
        )

        return day
