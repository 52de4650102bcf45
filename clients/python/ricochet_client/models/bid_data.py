from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BidData")


@_attrs_define
class BidData:
    """
    Attributes:
        moves (int): The moves bid.
        player (int): The bidder.
        round_ (int): The round's number.
        seq (int): Order of the bid in its round.
    """

    moves: int
    player: int
    round_: int
    seq: int

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves

        player = self.player

        round_ = self.round_

        seq = self.seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "player": player,
                "round": round_,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moves = d.pop("moves")

        player = d.pop("player")

        round_ = d.pop("round")

        seq = d.pop("seq")

        bid_data = cls(
            moves=moves,
            player=player,
            round_=round_,
            seq=seq,
        )

        return bid_data
