from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract


T = TypeVar("T", bound="BoardCreateByBoard")


@_attrs_define
class BoardCreateByBoard:
    """With `board`.

    Attributes:
        board (BoardContract):
    """

    board: BoardContract

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415

        d = dict(src_dict)
        board = BoardContract.from_dict(d.pop("board"))

        board_create_by_board = cls(
            board=board,
        )

        return board_create_by_board
