from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.micro_spec_by_cells_cells_type_0_item_item_type_0 import MicroSpecByCellsCellsType0ItemItemType0

T = TypeVar("T", bound="MicroSpecByCells")


@_attrs_define
class MicroSpecByCells:
    """With `cells`.

    Attributes:
        cells (list[list[int | MicroSpecByCellsCellsType0ItemItemType0]] | list[str]): Exactly 36 [colour, number] cells
            row-major, or exactly 6 row strings like "R5 G6 R1 G2 W2 Y1".
    """

    cells: list[list[int | MicroSpecByCellsCellsType0ItemItemType0]] | list[str]

    def to_dict(self) -> dict[str, Any]:
        cells: list[list[int | str]] | list[str]
        if isinstance(self.cells, list):
            cells = []
            for cells_type_0_item_data in self.cells:
                cells_type_0_item = []
                for cells_type_0_item_item_data in cells_type_0_item_data:
                    cells_type_0_item_item: int | str
                    if isinstance(cells_type_0_item_item_data, MicroSpecByCellsCellsType0ItemItemType0):
                        cells_type_0_item_item = cells_type_0_item_item_data.value
                    else:
                        cells_type_0_item_item = cells_type_0_item_item_data
                    cells_type_0_item.append(cells_type_0_item_item)

                cells.append(cells_type_0_item)

        else:
            cells = self.cells

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

        def _parse_cells(data: object) -> list[list[int | MicroSpecByCellsCellsType0ItemItemType0]] | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cells_type_0 = []
                _cells_type_0 = data
                for cells_type_0_item_data in _cells_type_0:
                    cells_type_0_item = []
                    _cells_type_0_item = cells_type_0_item_data
                    for cells_type_0_item_item_data in _cells_type_0_item:

                        def _parse_cells_type_0_item_item(
                            data: object,
                        ) -> int | MicroSpecByCellsCellsType0ItemItemType0:
                            try:
                                if not isinstance(data, str):
                                    raise TypeError()
                                cells_type_0_item_item_type_0 = MicroSpecByCellsCellsType0ItemItemType0(data)

                                return cells_type_0_item_item_type_0
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            return cast(int | MicroSpecByCellsCellsType0ItemItemType0, data)

                        cells_type_0_item_item = _parse_cells_type_0_item_item(cells_type_0_item_item_data)

                        cells_type_0_item.append(cells_type_0_item_item)

                    cells_type_0.append(cells_type_0_item)

                return cells_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, list):
                raise TypeError()
            cells_type_1 = cast(list[str], data)

            return cells_type_1

        cells = _parse_cells(d.pop("cells"))

        micro_spec_by_cells = cls(
            cells=cells,
        )

        return micro_spec_by_cells
