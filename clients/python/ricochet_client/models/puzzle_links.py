from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PuzzleLinks")


@_attrs_define
class PuzzleLinks:
    """
    Attributes:
        board (str): Its board.
        checks (str): Where to check a solution (`POST`).
        image (str): Its SVG picture.
        self_ (str): This puzzle.
    """

    board: str
    checks: str
    image: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        checks = self.checks

        image = self.image

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "checks": checks,
                "image": image,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        checks = d.pop("checks")

        image = d.pop("image")

        self_ = d.pop("self")

        puzzle_links = cls(
            board=board,
            checks=checks,
            image=image,
            self_=self_,
        )

        return puzzle_links
