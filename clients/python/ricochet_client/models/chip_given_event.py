from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.chip_given_event_type import ChipGivenEventType

if TYPE_CHECKING:
    from ..models.chip_given_data import ChipGivenData


T = TypeVar("T", bound="ChipGivenEvent")


@_attrs_define
class ChipGivenEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (ChipGivenData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (ChipGivenEventType): The event type.
    """

    at: datetime.datetime
    data: ChipGivenData
    seq: int
    type_: ChipGivenEventType

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        data = self.data.to_dict()

        seq = self.seq

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "data": data,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip_given_data import ChipGivenData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = ChipGivenData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = ChipGivenEventType(d.pop("type"))

        chip_given_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return chip_given_event
