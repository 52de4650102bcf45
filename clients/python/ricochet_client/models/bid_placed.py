from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BidPlaced")


@_attrs_define
class BidPlaced:
    """
    Attributes:
        at (datetime.datetime): When it was placed.
        moves (int): The moves bid.
        player (int): The bidder's seat.
        round_ (int): The round's number.
        seq (int): Order of the bid in its round.
        server_time (datetime.datetime): The server's clock now.
        timer_ends_at (datetime.datetime): When the sand timer runs out.
    """

    at: datetime.datetime
    moves: int
    player: int
    round_: int
    seq: int
    server_time: datetime.datetime
    timer_ends_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        moves = self.moves

        player = self.player

        round_ = self.round_

        seq = self.seq

        server_time = self.server_time.isoformat()

        timer_ends_at = self.timer_ends_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "moves": moves,
                "player": player,
                "round": round_,
                "seq": seq,
                "server_time": server_time,
                "timer_ends_at": timer_ends_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        moves = d.pop("moves")

        player = d.pop("player")

        round_ = d.pop("round")

        seq = d.pop("seq")

        server_time = datetime.datetime.fromisoformat(d.pop("server_time"))

        timer_ends_at = datetime.datetime.fromisoformat(d.pop("timer_ends_at"))

        bid_placed = cls(
            at=at,
            moves=moves,
            player=player,
            round_=round_,
            seq=seq,
            server_time=server_time,
            timer_ends_at=timer_ends_at,
        )

        return bid_placed
