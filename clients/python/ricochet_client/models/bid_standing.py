from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BidStanding")


@_attrs_define
class BidStanding:
    """
    Attributes:
        can_be_met (bool | None): Whether a solution of the bid's length exists (under the game's bid semantics); null
            when unknown.
        label (str): `impossible`, `optimal` or `+k`. Example: +2.
        over (int): Moves above the optimum.
    """

    can_be_met: bool | None
    label: str
    over: int

    def to_dict(self) -> dict[str, Any]:
        can_be_met: bool | None
        can_be_met = self.can_be_met

        label = self.label

        over = self.over

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "can_be_met": can_be_met,
                "label": label,
                "over": over,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_can_be_met(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        can_be_met = _parse_can_be_met(d.pop("can_be_met"))

        label = d.pop("label")

        over = d.pop("over")

        bid_standing = cls(
            can_be_met=can_be_met,
            label=label,
            over=over,
        )

        return bid_standing
