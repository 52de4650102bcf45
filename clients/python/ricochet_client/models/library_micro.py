from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LibraryMicro")


@_attrs_define
class LibraryMicro:
    """
    Attributes:
        board_id (str): Its board (GET /v1/boards/{id}).
        sections (str): The sections code of its board.
        start (list[int]): [x, y].
        target (list[int]): [x, y].
    """

    board_id: str
    sections: str
    start: list[int]
    target: list[int]

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        sections = self.sections

        start = self.start

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "sections": sections,
                "start": start,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board_id = d.pop("board_id")

        sections = d.pop("sections")

        start = cast(list[int], d.pop("start"))

        target = cast(list[int], d.pop("target"))

        library_micro = cls(
            board_id=board_id,
            sections=sections,
            start=start,
            target=target,
        )

        return library_micro
