from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.feed_puzzle import FeedPuzzle


T = TypeVar("T", bound="FeedExtension")


@_attrs_define
class FeedExtension:
    """
    Attributes:
        date (datetime.date): The UTC day.
        puzzles (list[FeedPuzzle]): The day's tiers.
    """

    date: datetime.date
    puzzles: list[FeedPuzzle]

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        puzzles = []
        for puzzles_item_data in self.puzzles:
            puzzles_item = puzzles_item_data.to_dict()
            puzzles.append(puzzles_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "puzzles": puzzles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.feed_puzzle import FeedPuzzle  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        puzzles = []
        _puzzles = d.pop("puzzles")
        for puzzles_item_data in _puzzles:
            puzzles_item = FeedPuzzle.from_dict(puzzles_item_data)

            puzzles.append(puzzles_item)

        feed_extension = cls(
            date=date,
            puzzles=puzzles,
        )

        return feed_extension
