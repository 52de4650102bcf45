from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BidCreate")


@_attrs_define
class BidCreate:
    """
    Attributes:
        moves (int):
    """

    moves: int

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moves = d.pop("moves")

        bid_create = cls(
            moves=moves,
        )

        return bid_create
