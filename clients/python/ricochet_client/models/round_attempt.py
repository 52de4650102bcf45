from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RoundAttempt")


@_attrs_define
class RoundAttempt:
    """
    Attributes:
        at (datetime.datetime): When.
        player (int): Who demonstrated.
        result (str): `success`, `failure`, `conceded` (null solution) or `timeout` (no answer).
        bid (int | Unset): Classic: the bid being demonstrated.
        bid_met (bool | Unset): Classic: solved within the bid.
        bid_semantics (str | Unset): Classic: `exact` or `at_most` (how the bid counts).
        moves (int | Unset): Moves played (up to the first illegal one).
        solution (str | Unset): The solution played, in compact notation.
        solved (bool | Unset): The solution reached the target legally.
    """

    at: datetime.datetime
    player: int
    result: str
    bid: int | Unset = UNSET
    bid_met: bool | Unset = UNSET
    bid_semantics: str | Unset = UNSET
    moves: int | Unset = UNSET
    solution: str | Unset = UNSET
    solved: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at = self.at.isoformat()

        player = self.player

        result = self.result

        bid = self.bid

        bid_met = self.bid_met

        bid_semantics = self.bid_semantics

        moves = self.moves

        solution = self.solution

        solved = self.solved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "player": player,
                "result": result,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if bid_met is not UNSET:
            field_dict["bid_met"] = bid_met
        if bid_semantics is not UNSET:
            field_dict["bid_semantics"] = bid_semantics
        if moves is not UNSET:
            field_dict["moves"] = moves
        if solution is not UNSET:
            field_dict["solution"] = solution
        if solved is not UNSET:
            field_dict["solved"] = solved

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

        player = d.pop("player")

        result = d.pop("result")

        bid = d.pop("bid", UNSET)

        bid_met = d.pop("bid_met", UNSET)

        bid_semantics = d.pop("bid_semantics", UNSET)

        moves = d.pop("moves", UNSET)

        solution = d.pop("solution", UNSET)

        solved = d.pop("solved", UNSET)

        round_attempt = cls(
            at=at,
            player=player,
            result=result,
            bid=bid,
            bid_met=bid_met,
            bid_semantics=bid_semantics,
            moves=moves,
            solution=solution,
            solved=solved,
        )

        return round_attempt
