from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.verifier_called_event_type import VerifierCalledEventType

if TYPE_CHECKING:
    from ..models.verifier_called_data import VerifierCalledData


T = TypeVar("T", bound="VerifierCalledEvent")


@_attrs_define
class VerifierCalledEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (VerifierCalledData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (VerifierCalledEventType): The event type.
    """

    at: datetime.datetime
    data: VerifierCalledData
    seq: int
    type_: VerifierCalledEventType

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
        from ..models.verifier_called_data import VerifierCalledData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = VerifierCalledData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = VerifierCalledEventType(d.pop("type"))

        verifier_called_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return verifier_called_event
