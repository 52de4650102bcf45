from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.chip_laid_event_type import ChipLaidEventType

if TYPE_CHECKING:
    from ..models.chip_laid_data import ChipLaidData


T = TypeVar("T", bound="ChipLaidEvent")


@_attrs_define
class ChipLaidEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (ChipLaidData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (ChipLaidEventType): The event type.
    """

    at: datetime.datetime
    data: ChipLaidData
    seq: int
    type_: ChipLaidEventType

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
        from ..models.chip_laid_data import ChipLaidData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = ChipLaidData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = ChipLaidEventType(d.pop("type"))

        chip_laid_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return chip_laid_event
