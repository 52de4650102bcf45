from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.diagonal_color import DiagonalColor
from ..models.diagonal_orientation import DiagonalOrientation

T = TypeVar("T", bound="Diagonal")


@_attrs_define
class Diagonal:
    """
    Attributes:
        cell (list[int]): The diagonal's cell `[x, y]`. Example: [3, 12].
        color (DiagonalColor): Robots of this colour pass through it.
        orientation (DiagonalOrientation): `/` or a backslash: how it deflects the others.
    """

    cell: list[int]
    color: DiagonalColor
    orientation: DiagonalOrientation

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        color = self.color.value

        orientation = self.orientation.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "color": color,
                "orientation": orientation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))

        color = DiagonalColor(d.pop("color"))

        orientation = DiagonalOrientation(d.pop("orientation"))

        diagonal = cls(
            cell=cell,
            color=color,
            orientation=orientation,
        )

        return diagonal
