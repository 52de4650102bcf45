from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChipGivenData")


@_attrs_define
class ChipGivenData:
    """
    Attributes:
        player (int): Who gave it.
        round_ (int): The round's number.
        to (int): Who received it.
    """

    player: int
    round_: int
    to: int

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        round_ = self.round_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "round": round_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        round_ = d.pop("round")

        to = d.pop("to")

        chip_given_data = cls(
            player=player,
            round_=round_,
            to=to,
        )

        return chip_given_data
