from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chip import Chip
    from ..models.robots import Robots


T = TypeVar("T", bound="Table")


@_attrs_define
class Table:
    """
    Attributes:
        chips (list[Chip] | Unset): Classic and solo: every chip of the game, by `index`.
        face_down_chips (int | Unset): Classic and solo: chips still in the pile, not yet turned.
        laid_face_down (list[Chip] | Unset): Solo: the chips missed, laid face down (the game wins them).
        laid_face_up (list[Chip] | Unset): Solo: the chips solved in time, laid face up (you win them).
        next_roller (int | Unset): Micro: the seat that rolls the next target.
        robot (list[int] | Unset): Micro: the robot's cell.
        robots (Robots | Unset):
        supply (int | Unset): Micro: chips left in the supply.
    """

    chips: list[Chip] | Unset = UNSET
    face_down_chips: int | Unset = UNSET
    laid_face_down: list[Chip] | Unset = UNSET
    laid_face_up: list[Chip] | Unset = UNSET
    next_roller: int | Unset = UNSET
    robot: list[int] | Unset = UNSET
    robots: Robots | Unset = UNSET
    supply: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chips: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chips, Unset):
            chips = []
            for chips_item_data in self.chips:
                chips_item = chips_item_data.to_dict()
                chips.append(chips_item)

        face_down_chips = self.face_down_chips

        laid_face_down: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.laid_face_down, Unset):
            laid_face_down = []
            for laid_face_down_item_data in self.laid_face_down:
                laid_face_down_item = laid_face_down_item_data.to_dict()
                laid_face_down.append(laid_face_down_item)

        laid_face_up: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.laid_face_up, Unset):
            laid_face_up = []
            for laid_face_up_item_data in self.laid_face_up:
                laid_face_up_item = laid_face_up_item_data.to_dict()
                laid_face_up.append(laid_face_up_item)

        next_roller = self.next_roller

        robot: list[int] | Unset = UNSET
        if not isinstance(self.robot, Unset):
            robot = self.robot

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        supply = self.supply

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if chips is not UNSET:
            field_dict["chips"] = chips
        if face_down_chips is not UNSET:
            field_dict["face_down_chips"] = face_down_chips
        if laid_face_down is not UNSET:
            field_dict["laid_face_down"] = laid_face_down
        if laid_face_up is not UNSET:
            field_dict["laid_face_up"] = laid_face_up
        if next_roller is not UNSET:
            field_dict["next_roller"] = next_roller
        if robot is not UNSET:
            field_dict["robot"] = robot
        if robots is not UNSET:
            field_dict["robots"] = robots
        if supply is not UNSET:
            field_dict["supply"] = supply

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        _chips = d.pop("chips", UNSET)
        chips: list[Chip] | Unset = UNSET
        if _chips is not UNSET:
            chips = []
            for chips_item_data in _chips:
                chips_item = Chip.from_dict(chips_item_data)

                chips.append(chips_item)

        face_down_chips = d.pop("face_down_chips", UNSET)

        _laid_face_down = d.pop("laid_face_down", UNSET)
        laid_face_down: list[Chip] | Unset = UNSET
        if _laid_face_down is not UNSET:
            laid_face_down = []
            for laid_face_down_item_data in _laid_face_down:
                laid_face_down_item = Chip.from_dict(laid_face_down_item_data)

                laid_face_down.append(laid_face_down_item)

        _laid_face_up = d.pop("laid_face_up", UNSET)
        laid_face_up: list[Chip] | Unset = UNSET
        if _laid_face_up is not UNSET:
            laid_face_up = []
            for laid_face_up_item_data in _laid_face_up:
                laid_face_up_item = Chip.from_dict(laid_face_up_item_data)

                laid_face_up.append(laid_face_up_item)

        next_roller = d.pop("next_roller", UNSET)

        robot = cast(list[int], d.pop("robot", UNSET))

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        supply = d.pop("supply", UNSET)

        table = cls(
            chips=chips,
            face_down_chips=face_down_chips,
            laid_face_down=laid_face_down,
            laid_face_up=laid_face_up,
            next_roller=next_roller,
            robot=robot,
            robots=robots,
            supply=supply,
        )

        return table
