from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BoardCreateByLayout")


@_attrs_define
class BoardCreateByLayout:
    """With `layout`.

    Attributes:
        layout (str):  Example: 1A3C2B4D.
    """

    layout: str

    def to_dict(self) -> dict[str, Any]:
        layout = self.layout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "layout": layout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        layout = d.pop("layout")

        board_create_by_layout = cls(
            layout=layout,
        )

        return board_create_by_layout
