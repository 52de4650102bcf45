from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MicroSpecByCells")


@_attrs_define
class MicroSpecByCells:
    """With `cells`.

    Attributes:
        cells (list[list[int | str] | str]): Exactly 36 [colour, number] cells row-major, or exactly 6 row strings like
            "R5 G6 R1 G2 W2 Y1".
    """

    cells: list[list[int | str] | str]

    def to_dict(self) -> dict[str, Any]:
        cells = []
        for cells_item_data in self.cells:
            cells_item: list[int | str] | str
            if isinstance(cells_item_data, list):
                cells_item = []
                for cells_item_type_0_item_data in cells_item_data:
                    cells_item_type_0_item: int | str
                    cells_item_type_0_item = cells_item_type_0_item_data
                    cells_item.append(cells_item_type_0_item)

            else:
                cells_item = cells_item_data
            cells.append(cells_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cells": cells,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:

            def _parse_cells_item(data: object) -> list[int | str] | str:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    cells_item_type_0 = []
                    _cells_item_type_0 = data
                    for cells_item_type_0_item_data in _cells_item_type_0:

                        def _parse_cells_item_type_0_item(data: object) -> int | str:
                            return cast(int | str, data)

                        cells_item_type_0_item = _parse_cells_item_type_0_item(cells_item_type_0_item_data)

                        cells_item_type_0.append(cells_item_type_0_item)

                    return cells_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[int | str] | str, data)

            cells_item = _parse_cells_item(cells_item_data)

            cells.append(cells_item)

        micro_spec_by_cells = cls(
            cells=cells,
        )

        return micro_spec_by_cells
