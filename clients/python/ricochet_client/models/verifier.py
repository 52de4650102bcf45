from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Verifier")


@_attrs_define
class Verifier:
    """
    Attributes:
        bid (int): The bid.
        player (int): The bidder's seat.
    """

    bid: int
    player: int

    def to_dict(self) -> dict[str, Any]:
        bid = self.bid

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bid": bid,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bid = d.pop("bid")

        player = d.pop("player")

        verifier = cls(
            bid=bid,
            player=player,
        )

        return verifier
