from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.streak_entry import StreakEntry


T = TypeVar("T", bound="StreakBoard")


@_attrs_define
class StreakBoard:
    """
    Attributes:
        as_of (datetime.date): The day the runs end on (yesterday).
        entries (list[StreakEntry]): Longest current runs first.
    """

    as_of: datetime.date
    entries: list[StreakEntry]

    def to_dict(self) -> dict[str, Any]:
        as_of = self.as_of.isoformat()

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "as_of": as_of,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.streak_entry import StreakEntry  # noqa: PLC0415

        d = dict(src_dict)
        as_of = datetime.date.fromisoformat(d.pop("as_of"))

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = StreakEntry.from_dict(entries_item_data)

            entries.append(entries_item)

        streak_board = cls(
            as_of=as_of,
            entries=entries,
        )

        return streak_board
