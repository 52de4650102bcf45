from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.chip import Chip


T = TypeVar("T", bound="ChipReturnedData")


@_attrs_define
class ChipReturnedData:
    """
    Attributes:
        chip (Chip):
        reason (str): `no_bid`, `nobody_succeeded` or `claim_failed`.
        round_ (int): The round's number.
    """

    chip: Chip
    reason: str
    round_: int

    def to_dict(self) -> dict[str, Any]:
        chip = self.chip.to_dict()

        reason = self.reason

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chip": chip,
                "reason": reason,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415

        d = dict(src_dict)
        chip = Chip.from_dict(d.pop("chip"))

        reason = d.pop("reason")

        round_ = d.pop("round")

        chip_returned_data = cls(
            chip=chip,
            reason=reason,
            round_=round_,
        )

        return chip_returned_data
