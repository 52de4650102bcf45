from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LibraryLinks")


@_attrs_define
class LibraryLinks:
    """
    Attributes:
        image (str): Its picture (SVG).
        puzzle (str): The puzzle as GET /v1/puzzles/{id} shows it (micro: its board, GET /v1/boards/{id}).
    """

    image: str
    puzzle: str

    def to_dict(self) -> dict[str, Any]:
        image = self.image

        puzzle = self.puzzle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "image": image,
                "puzzle": puzzle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        image = d.pop("image")

        puzzle = d.pop("puzzle")

        library_links = cls(
            image=image,
            puzzle=puzzle,
        )

        return library_links
