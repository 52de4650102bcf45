from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.client_ref import ClientRef


T = TypeVar("T", bound="LeaderEntry")


@_attrs_define
class LeaderEntry:
    """
    Attributes:
        best_at (datetime.datetime): When the best was submitted.
        client (ClientRef):
        first_solved_at (datetime.datetime): When it first solved the puzzle.
        moves (int | None): Null until the day ends (it would tell the optimum).
        player (str): The player's name.
        rank (int): Ties share a rank.
        score (None | str): `optimal` or `+k`; null until the day ends.
    """

    best_at: datetime.datetime
    client: ClientRef
    first_solved_at: datetime.datetime
    moves: int | None
    player: str
    rank: int
    score: None | str

    def to_dict(self) -> dict[str, Any]:
        best_at = self.best_at.isoformat()

        client = self.client.to_dict()

        first_solved_at = self.first_solved_at.isoformat()

        moves: int | None
        moves = self.moves

        player = self.player

        rank = self.rank

        score: None | str
        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best_at": best_at,
                "client": client,
                "first_solved_at": first_solved_at,
                "moves": moves,
                "player": player,
                "rank": rank,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.client_ref import ClientRef  # noqa: PLC0415

        d = dict(src_dict)
        best_at = datetime.datetime.fromisoformat(d.pop("best_at"))

        client = ClientRef.from_dict(d.pop("client"))

        first_solved_at = datetime.datetime.fromisoformat(d.pop("first_solved_at"))

        def _parse_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves = _parse_moves(d.pop("moves"))

        player = d.pop("player")

        rank = d.pop("rank")

        def _parse_score(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        score = _parse_score(d.pop("score"))

        leader_entry = cls(
            best_at=best_at,
            client=client,
            first_solved_at=first_solved_at,
            moves=moves,
            player=player,
            rank=rank,
            score=score,
        )

        return leader_entry
