from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="MovesBand")


@_attrs_define
class MovesBand:
    """
    Attributes:
        max_ (int | Unset): The most optimal moves. Default: 30. Example: 12.
        min_ (int | Unset): The fewest optimal moves. Default: 1. Example: 11.
    """

    max_: int | Unset = 30
    min_: int | Unset = 1

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_ is not UNSET:
            field_dict["max"] = max_
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max", UNSET)

        min_ = d.pop("min", UNSET)

        moves_band = cls(
            max_=max_,
            min_=min_,
        )

        return moves_band
