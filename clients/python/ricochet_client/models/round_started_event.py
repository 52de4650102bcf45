from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.round_started_event_type import RoundStartedEventType

if TYPE_CHECKING:
    from ..models.round_started_data import RoundStartedData


T = TypeVar("T", bound="RoundStartedEvent")


@_attrs_define
class RoundStartedEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (RoundStartedData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (RoundStartedEventType): The event type.
    """

    at: datetime.datetime
    data: RoundStartedData
    seq: int
    type_: RoundStartedEventType

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
        from ..models.round_started_data import RoundStartedData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = RoundStartedData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = RoundStartedEventType(d.pop("type"))

        round_started_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return round_started_event
