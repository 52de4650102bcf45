from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_step_cell_item_type_0 import GameStepCellItemType0
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.robots import Robots


T = TypeVar("T", bound="GameStep")


@_attrs_define
class GameStep:
    """
    Attributes:
        from_ (list[int]): The cell the move started on.
        to (list[int]): The cell it ended on.
        cell (list[GameStepCellItemType0 | int] | Unset): Micro: the `[colour, number]` of the cell reached. Example:
            ['red', 5].
        direction (str | Unset): Classic, solo: `N`, `E`, `S` or `W`.
        robot (str | Unset): Classic, solo: the robot moved.
        robots (Robots | Unset):
    """

    from_: list[int]
    to: list[int]
    cell: list[GameStepCellItemType0 | int] | Unset = UNSET
    direction: str | Unset = UNSET
    robot: str | Unset = UNSET
    robots: Robots | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        cell: list[int | str] | Unset = UNSET
        if not isinstance(self.cell, Unset):
            cell = []
            for cell_item_data in self.cell:
                cell_item: int | str
                if isinstance(cell_item_data, GameStepCellItemType0):
                    cell_item = cell_item_data.value
                else:
                    cell_item = cell_item_data
                cell.append(cell_item)

        direction = self.direction

        robot = self.robot

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )
        if cell is not UNSET:
            field_dict["cell"] = cell
        if direction is not UNSET:
            field_dict["direction"] = direction
        if robot is not UNSET:
            field_dict["robot"] = robot
        if robots is not UNSET:
            field_dict["robots"] = robots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        from_ = cast(list[int], d.pop("from"))

        to = cast(list[int], d.pop("to"))

        _cell = d.pop("cell", UNSET)
        cell: list[GameStepCellItemType0 | int] | Unset = UNSET
        if _cell is not UNSET:
            cell = []
            for cell_item_data in _cell:

                def _parse_cell_item(data: object) -> GameStepCellItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        cell_item_type_0 = GameStepCellItemType0(data)

                        return cell_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(GameStepCellItemType0 | int, data)

                cell_item = _parse_cell_item(cell_item_data)

                cell.append(cell_item)

        direction = d.pop("direction", UNSET)

        robot = d.pop("robot", UNSET)

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        game_step = cls(
            from_=from_,
            to=to,
            cell=cell,
            direction=direction,
            robot=robot,
            robots=robots,
        )

        return game_step
