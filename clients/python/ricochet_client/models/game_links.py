from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameLinks")


@_attrs_define
class GameLinks:
    """
    Attributes:
        board (str): Its board.
        events (str): Its event log.
        rounds (str): Its rounds.
        self_ (str): This game.
    """

    board: str
    events: str
    rounds: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        events = self.events

        rounds = self.rounds

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "events": events,
                "rounds": rounds,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = d.pop("board")

        events = d.pop("events")

        rounds = d.pop("rounds")

        self_ = d.pop("self")

        game_links = cls(
            board=board,
            events=events,
            rounds=rounds,
            self_=self_,
        )

        return game_links
