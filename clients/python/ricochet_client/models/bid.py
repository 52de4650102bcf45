from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid_standing import BidStanding


T = TypeVar("T", bound="Bid")


@_attrs_define
class Bid:
    """
    Attributes:
        at (datetime.datetime): When it was placed.
        moves (int): The moves bid.
        player (int): The bidder's seat.
        seq (int): Order of the bid in its round (1, 2, ...).
        standing (BidStanding | Unset):
    """

    at: datetime.datetime
    moves: int
    player: int
    seq: int
    standing: BidStanding | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        moves = self.moves

        player = self.player

        seq = self.seq

        standing: dict[str, Any] | Unset = UNSET
        if not isinstance(self.standing, Unset):
            standing = self.standing.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "moves": moves,
                "player": player,
                "seq": seq,
            }
        )
        if standing is not UNSET:
            field_dict["standing"] = standing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_standing import BidStanding  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        moves = d.pop("moves")

        player = d.pop("player")

        seq = d.pop("seq")

        _standing = d.pop("standing", UNSET)
        standing: BidStanding | Unset
        if isinstance(_standing, Unset):
            standing = UNSET
        else:
            standing = BidStanding.from_dict(_standing)

        bid = cls(
            at=at,
            moves=moves,
            player=player,
            seq=seq,
            standing=standing,
        )

        return bid
