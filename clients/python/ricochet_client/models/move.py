from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.move_direction import MoveDirection
from ..models.move_robot import MoveRobot

T = TypeVar("T", bound="Move")


@_attrs_define
class Move:
    """
    Attributes:
        direction (MoveDirection): `N`, `E`, `S` or `W`.
        robot (MoveRobot): The robot to move.
    """

    direction: MoveDirection
    robot: MoveRobot

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        robot = self.robot.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "robot": robot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = MoveDirection(d.pop("direction"))

        robot = MoveRobot(d.pop("robot"))

        move = cls(
            direction=direction,
            robot=robot,
        )

        return move
