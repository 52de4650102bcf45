from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoundOverData")


@_attrs_define
class RoundOverData:
    """
    Attributes:
        outcome (str): `won`, `failed`, `no_bid`, `face_up`, `face_down` or `abandoned`.
        round_ (int): The round's number.
        winner (int | None): The seat that won it; null if none.
    """

    outcome: str
    round_: int
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome

        round_ = self.round_

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcome": outcome,
                "round": round_,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = d.pop("outcome")

        round_ = d.pop("round")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        round_over_data = cls(
            outcome=outcome,
            round_=round_,
            winner=winner,
        )

        return round_over_data
