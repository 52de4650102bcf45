from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.diagonal import Diagonal
    from ..models.target import Target


T = TypeVar("T", bound="BoardContract")


@_attrs_define
class BoardContract:
    """
    Attributes:
        height (int): Rows (2-32). Example: 16.
        width (int): Columns (2-32). Example: 16.
        blocked (list[list[int]] | Unset): Cells no robot may enter (the centre block).
        diagonals (list[Diagonal] | Unset): Diagonal barriers (2003+ faces).
        targets (list[Target] | Unset): The printed targets.
        walls (list[list[int | str]] | Unset): [x, y, side]: a wall on that side of the cell.
    """

    height: int
    width: int
    blocked: list[list[int]] | Unset = UNSET
    diagonals: list[Diagonal] | Unset = UNSET
    targets: list[Target] | Unset = UNSET
    walls: list[list[int | str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        height = self.height

        width = self.width

        blocked: list[list[int]] | Unset = UNSET
        if not isinstance(self.blocked, Unset):
            blocked = []
            for blocked_item_data in self.blocked:
                blocked_item = blocked_item_data

                blocked.append(blocked_item)

        diagonals: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.diagonals, Unset):
            diagonals = []
            for diagonals_item_data in self.diagonals:
                diagonals_item = diagonals_item_data.to_dict()
                diagonals.append(diagonals_item)

        targets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = []
            for targets_item_data in self.targets:
                targets_item = targets_item_data.to_dict()
                targets.append(targets_item)

        walls: list[list[int | str]] | Unset = UNSET
        if not isinstance(self.walls, Unset):
            walls = []
            for walls_item_data in self.walls:
                walls_item = []
                for walls_item_item_data in walls_item_data:
                    walls_item_item: int | str
                    walls_item_item = walls_item_item_data
                    walls_item.append(walls_item_item)

                walls.append(walls_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "height": height,
                "width": width,
            }
        )
        if blocked is not UNSET:
            field_dict["blocked"] = blocked
        if diagonals is not UNSET:
            field_dict["diagonals"] = diagonals
        if targets is not UNSET:
            field_dict["targets"] = targets
        if walls is not UNSET:
            field_dict["walls"] = walls

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.diagonal import Diagonal  # noqa: PLC0415
        from ..models.target import Target  # noqa: PLC0415

        d = dict(src_dict)
        height = d.pop("height")

        width = d.pop("width")

        _blocked = d.pop("blocked", UNSET)
        blocked: list[list[int]] | Unset = UNSET
        if _blocked is not UNSET:
            blocked = []
            for blocked_item_data in _blocked:
                blocked_item = cast(list[int], blocked_item_data)

                blocked.append(blocked_item)

        _diagonals = d.pop("diagonals", UNSET)
        diagonals: list[Diagonal] | Unset = UNSET
        if _diagonals is not UNSET:
            diagonals = []
            for diagonals_item_data in _diagonals:
                diagonals_item = Diagonal.from_dict(diagonals_item_data)

                diagonals.append(diagonals_item)

        _targets = d.pop("targets", UNSET)
        targets: list[Target] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = Target.from_dict(targets_item_data)

                targets.append(targets_item)

        _walls = d.pop("walls", UNSET)
        walls: list[list[int | str]] | Unset = UNSET
        if _walls is not UNSET:
            walls = []
            for walls_item_data in _walls:
                walls_item = []
                _walls_item = walls_item_data
                for walls_item_item_data in _walls_item:

                    def _parse_walls_item_item(data: object) -> int | str:
                        return cast(int | str, data)

                    walls_item_item = _parse_walls_item_item(walls_item_item_data)

                    walls_item.append(walls_item_item)

                walls.append(walls_item)

        board_contract = cls(
            height=height,
            width=width,
            blocked=blocked,
            diagonals=diagonals,
            targets=targets,
            walls=walls,
        )

        return board_contract
