from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TimerExpiredData")


@_attrs_define
class TimerExpiredData:
    """
    Attributes:
        bids (int): Bids placed in the round.
        round_ (int): The round's number.
    """

    bids: int
    round_: int

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bids = d.pop("bids")

        round_ = d.pop("round")

        timer_expired_data = cls(
            bids=bids,
            round_=round_,
        )

        return timer_expired_data
