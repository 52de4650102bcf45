from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="VerifierCalledData")


@_attrs_define
class VerifierCalledData:
    """
    Attributes:
        bid (int): The bid to demonstrate.
        deadline (datetime.datetime): When its time runs out.
        player (int): The verifier.
        round_ (int): The round's number.
    """

    bid: int
    deadline: datetime.datetime
    player: int
    round_: int

    def to_dict(self) -> dict[str, Any]:
        bid = self.bid

        deadline = self.deadline.isoformat()

        player = self.player

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "deadline": deadline,
                "player": player,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid = d.pop("bid")

        deadline = datetime.datetime.fromisoformat(d.pop("deadline"))

        player = d.pop("player")

        round_ = d.pop("round")

        verifier_called_data = cls(
            bid=bid,
            deadline=deadline,
            player=player,
            round_=round_,
        )

        return verifier_called_data
