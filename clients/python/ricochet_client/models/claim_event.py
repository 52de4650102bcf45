from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.claim_event_type import ClaimEventType

if TYPE_CHECKING:
    from ..models.claim_data import ClaimData


T = TypeVar("T", bound="ClaimEvent")


@_attrs_define
class ClaimEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (ClaimData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (ClaimEventType): The event type.
    """

    at: datetime.datetime
    data: ClaimData
    seq: int
    type_: ClaimEventType

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
        from ..models.claim_data import ClaimData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = ClaimData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = ClaimEventType(d.pop("type"))

        claim_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return claim_event
