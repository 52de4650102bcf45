from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Route")


@_attrs_define
class Route:
    """
    Attributes:
        path (list[list[int]]): The cell `[x, y]` the robot reaches with each move. Example: [[0, 3], [4, 3]].
    """

    path: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "path": path,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        route = cls(
            path=path,
        )

        return route
