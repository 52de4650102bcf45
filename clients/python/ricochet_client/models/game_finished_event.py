from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.game_finished_event_type import GameFinishedEventType

if TYPE_CHECKING:
    from ..models.game_finished_data import GameFinishedData


T = TypeVar("T", bound="GameFinishedEvent")


@_attrs_define
class GameFinishedEvent:
    """
    Attributes:
        at (datetime.datetime): When it happened.
        data (GameFinishedData):
        seq (int): 1, 2, ... per game, without gaps.
        type_ (GameFinishedEventType): The event type.
    """

    at: datetime.datetime
    data: GameFinishedData
    seq: int
    type_: GameFinishedEventType

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
        from ..models.game_finished_data import GameFinishedData  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        data = GameFinishedData.from_dict(d.pop("data"))

        seq = d.pop("seq")

        type_ = GameFinishedEventType(d.pop("type"))

        game_finished_event = cls(
            at=at,
            data=data,
            seq=seq,
            type_=type_,
        )

        return game_finished_event
