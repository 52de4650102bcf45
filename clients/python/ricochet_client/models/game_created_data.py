from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameCreatedData")


@_attrs_define
class GameCreatedData:
    """
    Attributes:
        board_id (str): The board.
        mode (str): `classic`, `solo` or `micro`.
        players (list[str]): Names by seat.
        preset (str): The ruleset preset.
    """

    board_id: str
    mode: str
    players: list[str]
    preset: str

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        mode = self.mode

        players = self.players

        preset = self.preset

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "mode": mode,
                "players": players,
                "preset": preset,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board_id = d.pop("board_id")

        mode = d.pop("mode")

        players = cast(list[str], d.pop("players"))

        preset = d.pop("preset")

        game_created_data = cls(
            board_id=board_id,
            mode=mode,
            players=players,
            preset=preset,
        )

        return game_created_data
