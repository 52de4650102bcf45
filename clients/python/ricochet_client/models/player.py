from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        chips (int): Chips won. Classic and micro: target chips taken; solo: chips laid face up (see
            `table.laid_face_up`).
        name (str): The player's name.
        seat (int): Seat number: 0 is the first player, clockwise.
        won (list[int]): Classic and solo: the `index` of each chip won (in `table.chips`); micro: the numbers of the
            rounds won.
        token (str | Unset): The player's secret token: only in the creation answer, never again.
    """

    chips: int
    name: str
    seat: int
    won: list[int]
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chips = self.chips

        name = self.name

        seat = self.seat

        won = self.won

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chips": chips,
                "name": name,
                "seat": seat,
                "won": won,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chips = d.pop("chips")

        name = d.pop("name")

        seat = d.pop("seat")

        won = cast(list[int], d.pop("won"))

        token = d.pop("token", UNSET)

        player = cls(
            chips=chips,
            name=name,
            seat=seat,
            won=won,
            token=token,
        )

        return player
