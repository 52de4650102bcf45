from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chip import Chip


T = TypeVar("T", bound="ChipAwardedData")


@_attrs_define
class ChipAwardedData:
    """
    Attributes:
        chip (Chip):
        chips (int): The player's chips now.
        player (int): Who took it.
        round_ (int): The round's number.
    """

    chip: Chip
    chips: int
    player: int
    round_: int

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip.to_dict()

        chips = self.chips

        player = self.player

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chip": chip,
                "chips": chips,
                "player": player,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415

        d = dict(src_dict)
        chip = Chip.from_dict(d.pop("chip"))

        chips = d.pop("chips")

        player = d.pop("player")

        round_ = d.pop("round")

        chip_awarded_data = cls(
            chip=chip,
            chips=chips,
            player=player,
            round_=round_,
        )

        return chip_awarded_data
