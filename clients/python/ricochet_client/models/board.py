from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract
    from ..models.board_links import BoardLinks
    from ..models.micro_board import MicroBoard


T = TypeVar("T", bound="Board")


@_attrs_define
class Board:
    """
    Attributes:
        board (BoardContract | MicroBoard): Canonical JSON: a classic board or a Micro Robots board.
        created_at (datetime.datetime): When it was first stored.
        id (str): The board's id (from its canonical JSON). Example: b7kq2w5z3xg4m5ntr.
        kind (str): `classic` or `micro`.
        links (BoardLinks):
        layout (None | str | Unset): Layout or sections code, if known.
    """

    board: BoardContract | MicroBoard
    created_at: datetime.datetime
    id: str
    kind: str
    links: BoardLinks
    layout: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.board_contract import BoardContract  # noqa: PLC0415

        board: dict[str, Any]
        if isinstance(self.board, BoardContract):
            board = self.board.to_dict()
        else:
            board = self.board.to_dict()

        created_at = self.created_at.isoformat()

        id = self.id

        kind = self.kind

        links = self.links.to_dict()

        layout: None | str | Unset
        if isinstance(self.layout, Unset):
            layout = UNSET
        else:
            layout = self.layout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "created_at": created_at,
                "id": id,
                "kind": kind,
                "links": links,
            }
        )
        if layout is not UNSET:
            field_dict["layout"] = layout

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415
        from ..models.board_links import BoardLinks  # noqa: PLC0415
        from ..models.micro_board import MicroBoard  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_board(data: object) -> BoardContract | MicroBoard:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_0 = BoardContract.from_dict(data)

                return board_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            board_type_1 = MicroBoard.from_dict(data)

            return board_type_1

        board = _parse_board(d.pop("board"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        kind = d.pop("kind")

        links = BoardLinks.from_dict(d.pop("links"))

        def _parse_layout(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        layout = _parse_layout(d.pop("layout", UNSET))

        board = cls(
            board=board,
            created_at=created_at,
            id=id,
            kind=kind,
            links=links,
            layout=layout,
        )

        return board
