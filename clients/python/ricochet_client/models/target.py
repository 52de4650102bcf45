from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.target_color import TargetColor
from ..models.target_symbol import TargetSymbol
from ..types import UNSET, Unset

T = TypeVar("T", bound="Target")


@_attrs_define
class Target:
    """
    Attributes:
        cell (list[int]): The target's cell `[x, y]`. Example: [3, 12].
        color (TargetColor): The robot that scores it, or `any` (the vortex).
        symbol (TargetSymbol | Unset): `circle`, `triangle`, `square`, `hexagon` (or `vortex` for `any`); may be omitted
            in a request: `circle` for a colour, `vortex` for `any`.
    """

    cell: list[int]
    color: TargetColor
    symbol: TargetSymbol | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        color = self.color.value

        symbol: str | Unset = UNSET
        if not isinstance(self.symbol, Unset):
            symbol = self.symbol.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "color": color,
            }
        )
        if symbol is not UNSET:
            field_dict["symbol"] = symbol

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))

        color = TargetColor(d.pop("color"))

        _symbol = d.pop("symbol", UNSET)
        symbol: TargetSymbol | Unset
        if isinstance(_symbol, Unset):
            symbol = UNSET
        else:
            symbol = TargetSymbol(_symbol)

        target = cls(
            cell=cell,
            color=color,
            symbol=symbol,
        )

        return target
