from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        chips (int): Chips won (as in `players`).
        name (str): The player's name.
        rank (int): 1 for the most chips; ties share.
        seat (int): The player's seat.
    """

    chips: int
    name: str
    rank: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        chips = self.chips

        name = self.name

        rank = self.rank

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chips": chips,
                "name": name,
                "rank": rank,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chips = d.pop("chips")

        name = d.pop("name")

        rank = d.pop("rank")

        seat = d.pop("seat")

        standing = cls(
            chips=chips,
            name=name,
            rank=rank,
            seat=seat,
        )

        return standing
