from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.route_step_cell_item_type_0 import RouteStepCellItemType0

T = TypeVar("T", bound="RouteStep")


@_attrs_define
class RouteStep:
    """
    Attributes:
        cell (list[int | RouteStepCellItemType0]): The `[colour, number]` reached. Example: ['red', 5].
        from_ (list[int]): The cell the robot left.
        to (list[int]): The cell it reached.
    """

    cell: list[int | RouteStepCellItemType0]
    from_: list[int]
    to: list[int]

    def to_dict(self) -> dict[str, Any]:
        cell = []
        for cell_item_data in self.cell:
            cell_item: int | str
            if isinstance(cell_item_data, RouteStepCellItemType0):
                cell_item = cell_item_data.value
            else:
                cell_item = cell_item_data
            cell.append(cell_item)

        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cell": cell,
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cell = []
        _cell = d.pop("cell")
        for cell_item_data in _cell:

            def _parse_cell_item(data: object) -> int | RouteStepCellItemType0:
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    cell_item_type_0 = RouteStepCellItemType0(data)

                    return cell_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | RouteStepCellItemType0, data)

            cell_item = _parse_cell_item(cell_item_data)

            cell.append(cell_item)

        from_ = cast(list[int], d.pop("from"))

        to = cast(list[int], d.pop("to"))

        route_step = cls(
            cell=cell,
            from_=from_,
            to=to,
        )

        return route_step
