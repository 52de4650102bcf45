from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_summary_links import GameSummaryLinks


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        created_at (datetime.datetime): When it was created.
        finished_at (datetime.datetime | None): When it finished.
        id (str): The game's id.
        links (GameSummaryLinks):
        mode (str): `classic`, `solo` or `micro`.
        players (list[str]): Names by seat.
        preset (str): The ruleset preset.
        rounds_played (int): Rounds started.
        status (str): `active` or `finished`.
    """

    created_at: datetime.datetime
    finished_at: datetime.datetime | None
    id: str
    links: GameSummaryLinks
    mode: str
    players: list[str]
    preset: str
    rounds_played: int
    status: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        id = self.id

        links = self.links.to_dict()

        mode = self.mode

        players = self.players

        preset = self.preset

        rounds_played = self.rounds_played

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "finished_at": finished_at,
                "id": id,
                "links": links,
                "mode": mode,
                "players": players,
                "preset": preset,
                "rounds_played": rounds_played,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary_links import GameSummaryLinks  # noqa: PLC0415

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        id = d.pop("id")

        links = GameSummaryLinks.from_dict(d.pop("links"))

        mode = d.pop("mode")

        players = cast(list[str], d.pop("players"))

        preset = d.pop("preset")

        rounds_played = d.pop("rounds_played")

        status = d.pop("status")

        game_summary = cls(
            created_at=created_at,
            finished_at=finished_at,
            id=id,
            links=links,
            mode=mode,
            players=players,
            preset=preset,
            rounds_played=rounds_played,
            status=status,
        )

        return game_summary
