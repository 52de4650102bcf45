from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.round_over_event_type import RoundOverEventType

if TYPE_CHECKING:
    from ..models.round_over_data import RoundOverData


T = TypeVar("T", bound="RoundOverEvent")


@_attrs_define
class RoundOverEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (RoundOverData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (RoundOverEventType): The event type.
    """

    at: datetime.datetime
    data: RoundOverData
    seq: int
    type_: RoundOverEventType

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
        from ..models.round_over_data import RoundOverData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = RoundOverData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = RoundOverEventType(d.pop("type"))

        round_over_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return round_over_event
