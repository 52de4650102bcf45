from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.verification_event_type import VerificationEventType

if TYPE_CHECKING:
    from ..models.verification_data import VerificationData


T = TypeVar("T", bound="VerificationEvent")


@_attrs_define
class VerificationEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (VerificationData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (VerificationEventType): The event type.
    """

    at: datetime.datetime
    data: VerificationData
    seq: int
    type_: VerificationEventType

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
        from ..models.verification_data import VerificationData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = VerificationData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = VerificationEventType(d.pop("type"))

        verification_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return verification_event
