from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.bid_event_type import BidEventType

if TYPE_CHECKING:
    from ..models.bid_data import BidData


T = TypeVar("T", bound="BidEvent")


@_attrs_define
class BidEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (BidData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (BidEventType): The event type.
    """

    at: datetime.datetime
    data: BidData
    seq: int
    type_: BidEventType

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
        from ..models.bid_data import BidData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = BidData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = BidEventType(d.pop("type"))

        bid_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return bid_event
