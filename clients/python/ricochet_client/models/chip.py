from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Chip")


@_attrs_define
class Chip:
    """
    Attributes:
        cell (list[int]): The target's cell `[x, y]`.
        color (str): The robot that must reach it, or `any` (the vortex).
        index (int | Unset): Classic and solo: the chip's position in `table.chips` (its id).
        number (int | Unset): Micro: the number rolled on the die (1-6).
        symbol (str | Unset): Classic and solo: the target's symbol.
    """

    cell: list[int]
    color: str
    index: int | Unset = UNSET
    number: int | Unset = UNSET
    symbol: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        color = self.color

        index = self.index

        number = self.number

        symbol = self.symbol

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "color": color,
            }
        )
        if index is not UNSET:
            field_dict["index"] = index
        if number is not UNSET:
            field_dict["number"] = number
        if symbol is not UNSET:
            field_dict["symbol"] = symbol

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))

        color = d.pop("color")

        index = d.pop("index", UNSET)

        number = d.pop("number", UNSET)

        symbol = d.pop("symbol", UNSET)

        chip = cls(
            cell=cell,
            color=color,
            index=index,
            number=number,
            symbol=symbol,
        )

        return chip
