from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chip import Chip


T = TypeVar("T", bound="ChipLaidData")


@_attrs_define
class ChipLaidData:
    """
    Attributes:
        chip (Chip):
        face_up (bool): Solved in time.
        round_ (int): The round's number.
    """

    chip: Chip
    face_up: bool
    round_: int

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip.to_dict()

        face_up = self.face_up

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chip": chip,
                "face_up": face_up,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415

        d = dict(src_dict)
        chip = Chip.from_dict(d.pop("chip"))

        face_up = d.pop("face_up")

        round_ = d.pop("round")

        chip_laid_data = cls(
            chip=chip,
            face_up=face_up,
            round_=round_,
        )

        return chip_laid_data
