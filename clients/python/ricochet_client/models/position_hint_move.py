from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.position_hint_move_direction_type_1 import PositionHintMoveDirectionType1
from ..models.position_hint_move_direction_type_2_type_1 import PositionHintMoveDirectionType2Type1
from ..models.position_hint_move_direction_type_3_type_1 import PositionHintMoveDirectionType3Type1
from ..models.position_hint_move_robot import PositionHintMoveRobot

T = TypeVar("T", bound="PositionHintMove")


@_attrs_define
class PositionHintMove:
    """
    Attributes:
        direction (None | PositionHintMoveDirectionType1 | PositionHintMoveDirectionType2Type1 |
            PositionHintMoveDirectionType3Type1): Null when `reveal` was `robot`.
        robot (PositionHintMoveRobot): The robot to move next.
    """

    direction: (
        None
        | PositionHintMoveDirectionType1
        | PositionHintMoveDirectionType2Type1
        | PositionHintMoveDirectionType3Type1
    )
    robot: PositionHintMoveRobot

    def to_dict(self) -> dict[str, Any]:
        direction: None | str
        if isinstance(self.direction, PositionHintMoveDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, PositionHintMoveDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, PositionHintMoveDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction

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

        def _parse_direction(
            data: object,
        ) -> (
            None
            | PositionHintMoveDirectionType1
            | PositionHintMoveDirectionType2Type1
            | PositionHintMoveDirectionType3Type1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = PositionHintMoveDirectionType1(data)

                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = PositionHintMoveDirectionType2Type1(data)

                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = PositionHintMoveDirectionType3Type1(data)

                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | PositionHintMoveDirectionType1
                | PositionHintMoveDirectionType2Type1
                | PositionHintMoveDirectionType3Type1,
                data,
            )

        direction = _parse_direction(d.pop("direction"))

        robot = PositionHintMoveRobot(d.pop("robot"))

        position_hint_move = cls(
            direction=direction,
            robot=robot,
        )

        return position_hint_move
