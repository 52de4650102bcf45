from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.timer_started_event_type import TimerStartedEventType

if TYPE_CHECKING:
    from ..models.timer_started_data import TimerStartedData


T = TypeVar("T", bound="TimerStartedEvent")


@_attrs_define
class TimerStartedEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (TimerStartedData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (TimerStartedEventType): The event type.
    """

    at: datetime.datetime
    data: TimerStartedData
    seq: int
    type_: TimerStartedEventType

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
        from ..models.timer_started_data import TimerStartedData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = TimerStartedData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = TimerStartedEventType(d.pop("type"))

        timer_started_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return timer_started_event
