from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_created_event_type import GameCreatedEventType

if TYPE_CHECKING:
    from ..models.game_created_data import GameCreatedData


T = TypeVar("T", bound="GameCreatedEvent")


@_attrs_define
class GameCreatedEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (GameCreatedData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (GameCreatedEventType): The event type.
    """

    at: datetime.datetime
    data: GameCreatedData
    seq: int
    type_: GameCreatedEventType

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
        from ..models.game_created_data import GameCreatedData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = GameCreatedData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = GameCreatedEventType(d.pop("type"))

        game_created_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return game_created_event
