from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.target_rerolled_event_type import TargetRerolledEventType

if TYPE_CHECKING:
    from ..models.target_rerolled_data import TargetRerolledData


T = TypeVar("T", bound="TargetRerolledEvent")


@_attrs_define
class TargetRerolledEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (TargetRerolledData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (TargetRerolledEventType): The event type.
    """

    at: datetime.datetime
    data: TargetRerolledData
    seq: int
    type_: TargetRerolledEventType

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
        from ..models.target_rerolled_data import TargetRerolledData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = TargetRerolledData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = TargetRerolledEventType(d.pop("type"))

        target_rerolled_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return target_rerolled_event
