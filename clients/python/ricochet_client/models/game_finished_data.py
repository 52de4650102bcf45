from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameFinishedData")


@_attrs_define
class GameFinishedData:
    """
    Attributes:
        chips (list[int]): Chips by seat.
        reason (str): `chips` (enough to win), `all_chips_played`, `supply_empty` or `ended_by_client`.
        winners (list[int]): Winning seats.
    """

    chips: list[int]
    reason: str
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        chips = self.chips

        reason = self.reason

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chips": chips,
                "reason": reason,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chips = cast(list[int], d.pop("chips"))

        reason = d.pop("reason")

        winners = cast(list[int], d.pop("winners"))

        game_finished_data = cls(
            chips=chips,
            reason=reason,
            winners=winners,
        )

        return game_finished_data
