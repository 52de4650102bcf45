from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.step_direction import StepDirection
from ..models.step_robot import StepRobot
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.robots import Robots


T = TypeVar("T", bound="Step")


@_attrs_define
class Step:
    """
    Attributes:
        direction (StepDirection): `N`, `E`, `S` or `W`.
        from_ (list[int]): The cell it started on.
        robot (StepRobot): The robot moved.
        to (list[int]): The cell it stopped on.
        robots (Robots | Unset):
    """

    direction: StepDirection
    from_: list[int]
    robot: StepRobot
    to: list[int]
    robots: Robots | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        from_ = self.from_

        robot = self.robot.value

        to = self.to

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "direction": direction,
                "from": from_,
                "robot": robot,
                "to": to,
            }
        )
        if robots is not UNSET:
            field_dict["robots"] = robots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        direction = StepDirection(d.pop("direction"))

        from_ = cast(list[int], d.pop("from"))

        robot = StepRobot(d.pop("robot"))

        to = cast(list[int], d.pop("to"))

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        step = cls(
            direction=direction,
            from_=from_,
            robot=robot,
            to=to,
            robots=robots,
        )

        return step
