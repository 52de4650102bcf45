from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.goal_color import GoalColor

T = TypeVar("T", bound="Goal")


@_attrs_define
class Goal:
    """
    Attributes:
        cell (list[int]): The target's cell `[x, y]`. Example: [3, 12].
        color (GoalColor): The robot that must reach the cell, or `any` (the vortex).
    """

    cell: list[int]
    color: GoalColor

    def to_dict(self) -> dict[str, Any]:
        cell = self.cell

        color = self.color.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "color": color,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))

        color = GoalColor(d.pop("color"))

        goal = cls(
            cell=cell,
            color=color,
        )

        return goal
