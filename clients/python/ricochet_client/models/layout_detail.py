from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract


T = TypeVar("T", bound="LayoutDetail")


@_attrs_define
class LayoutDetail:
    """
    Attributes:
        board (BoardContract):
        board_id (str): The board's id (`/v1/boards/{id}`).
        code (str): Faces NW, NE, SE, SW, e.g. `1A3C2B4D`. Example: 1A3C2B4D.
        edition (str): `1999` or `2003+`.
        faces (list[str]): The four faces, in the code's order.
        has_diagonals (bool): Whether a face has diagonals (C or D faces).
    """

    board: BoardContract
    board_id: str
    code: str
    edition: str
    faces: list[str]
    has_diagonals: bool

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        board_id = self.board_id

        code = self.code

        edition = self.edition

        faces = self.faces

        has_diagonals = self.has_diagonals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "board_id": board_id,
                "code": code,
                "edition": edition,
                "faces": faces,
                "has_diagonals": has_diagonals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415

        d = dict(src_dict)
        board = BoardContract.from_dict(d.pop("board"))

        board_id = d.pop("board_id")

        code = d.pop("code")

        edition = d.pop("edition")

        faces = cast(list[str], d.pop("faces"))

        has_diagonals = d.pop("has_diagonals")

        layout_detail = cls(
            board=board,
            board_id=board_id,
            code=code,
            edition=edition,
            faces=faces,
            has_diagonals=has_diagonals,
        )

        return layout_detail
