from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerificationData")


@_attrs_define
class VerificationData:
    """
    Attributes:
        player (int): Who demonstrated.
        result (str): `success`, `failure`, `conceded` or `timeout`.
        round_ (int): The round's number.
        bid (int | Unset): Classic: the bid demonstrated.
        bid_met (bool | Unset): Classic: solved within the bid.
        bid_semantics (str | Unset): Classic: `exact` or `at_most`.
        moves (int | Unset): Moves played up to the first illegal one.
        solution (str | Unset): The solution in compact notation.
        solved (bool | Unset): Reached the target legally.
    """

    player: int
    result: str
    round_: int
    bid: int | Unset = UNSET
    bid_met: bool | Unset = UNSET
    bid_semantics: str | Unset = UNSET
    moves: int | Unset = UNSET
    solution: str | Unset = UNSET
    solved: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        result = self.result

        round_ = self.round_

        bid = self.bid

        bid_met = self.bid_met

        bid_semantics = self.bid_semantics

        moves = self.moves

        solution = self.solution

        solved = self.solved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "result": result,
                "round": round_,
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
        player = d.pop("player")

        result = d.pop("result")

        round_ = d.pop("round")

        bid = d.pop("bid", UNSET)

        bid_met = d.pop("bid_met", UNSET)

        bid_semantics = d.pop("bid_semantics", UNSET)

        moves = d.pop("moves", UNSET)

        solution = d.pop("solution", UNSET)

        solved = d.pop("solved", UNSET)

        verification_data = cls(
            player=player,
            result=result,
            round_=round_,
            bid=bid,
            bid_met=bid_met,
            bid_semantics=bid_semantics,
            moves=moves,
            solution=solution,
            solved=solved,
        )

        return verification_data
