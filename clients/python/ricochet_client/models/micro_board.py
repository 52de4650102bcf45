from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.micro_board_cells_item_item_type_0 import MicroBoardCellsItemItemType0
from ..models.micro_board_kind import MicroBoardKind

T = TypeVar("T", bound="MicroBoard")


@_attrs_define
class MicroBoard:
    """
    Attributes:
        cells (list[list[int | MicroBoardCellsItemItemType0]]): The 36 `[colour, number]` cells, row-major.
        kind (MicroBoardKind): Always `micro`.
    """

    cells: list[list[int | MicroBoardCellsItemItemType0]]
    kind: MicroBoardKind

    def to_dict(self) -> dict[str, Any]:
        cells = []
        for cells_item_data in self.cells:
            cells_item = []
            for cells_item_item_data in cells_item_data:
                cells_item_item: int | str
                if isinstance(cells_item_item_data, MicroBoardCellsItemItemType0):
                    cells_item_item = cells_item_item_data.value
                else:
                    cells_item_item = cells_item_item_data
                cells_item.append(cells_item_item)

            cells.append(cells_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cells": cells,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = []
            _cells_item = cells_item_data
            for cells_item_item_data in _cells_item:

                def _parse_cells_item_item(data: object) -> int | MicroBoardCellsItemItemType0:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        cells_item_item_type_0 = MicroBoardCellsItemItemType0(data)

                        return cells_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | MicroBoardCellsItemItemType0, data)

                cells_item_item = _parse_cells_item_item(cells_item_item_data)

                cells_item.append(cells_item_item)

            cells.append(cells_item)

        kind = MicroBoardKind(d.pop("kind"))

        micro_board = cls(
            cells=cells,
            kind=kind,
        )

        return micro_board
