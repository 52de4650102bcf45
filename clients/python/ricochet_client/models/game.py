from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_links import GameLinks
    from ..models.player import Player
    from ..models.round_ import Round
    from ..models.ruleset import Ruleset
    from ..models.standing import Standing
    from ..models.table import Table


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """
    Attributes:
        board_id (str): The board (`/v1/boards/{id}`).
        created_at (datetime.datetime): When the game was created.
        event_seq (int): The `seq` of the latest event (0 before any).
        id (str): The game's id.
        links (GameLinks):
        mode (str): `classic`, `solo` or `micro`.
        players (list[Player]): The seats, in order.
        preset (str): The ruleset preset (`/v1/rulesets`).
        rounds_played (int): Rounds started so far.
        rules (Ruleset):
        seed (int | None | str): The seed; null until the game is over (it would reveal the order of the chips).
        server_time (datetime.datetime): The server's clock now.
        standings (list[Standing]): Most chips first.
        status (str): `active` or `finished`.
        table (Table):
        version (int): Goes up with every change (the ETag follows it).
        current_round (None | Round | Unset): The latest round; null before the first.
        finished_at (datetime.datetime | None | Unset): When it finished.
        winners (list[int] | None | Unset): Once finished: the winning seats.
    """

    board_id: str
    created_at: datetime.datetime
    event_seq: int
    id: str
    links: GameLinks
    mode: str
    players: list[Player]
    preset: str
    rounds_played: int
    rules: Ruleset
    seed: int | None | str
    server_time: datetime.datetime
    standings: list[Standing]
    status: str
    table: Table
    version: int
    current_round: None | Round | Unset = UNSET
    finished_at: datetime.datetime | None | Unset = UNSET
    winners: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.round_ import Round  # noqa: PLC0415

        board_id = self.board_id

        created_at = self.created_at.isoformat()

        event_seq = self.event_seq

        id = self.id

        links = self.links.to_dict()

        mode = self.mode

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        preset = self.preset

        rounds_played = self.rounds_played

        rules = self.rules.to_dict()

        seed: int | None | str
        seed = self.seed

        server_time = self.server_time.isoformat()

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        status = self.status

        table = self.table.to_dict()

        version = self.version

        current_round: dict[str, Any] | None | Unset
        if isinstance(self.current_round, Unset):
            current_round = UNSET
        elif isinstance(self.current_round, Round):
            current_round = self.current_round.to_dict()
        else:
            current_round = self.current_round

        finished_at: None | str | Unset
        if isinstance(self.finished_at, Unset):
            finished_at = UNSET
        elif isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        winners: list[int] | None | Unset
        if isinstance(self.winners, Unset):
            winners = UNSET
        elif isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "created_at": created_at,
                "event_seq": event_seq,
                "id": id,
                "links": links,
                "mode": mode,
                "players": players,
                "preset": preset,
                "rounds_played": rounds_played,
                "rules": rules,
                "seed": seed,
                "server_time": server_time,
                "standings": standings,
                "status": status,
                "table": table,
                "version": version,
            }
        )
        if current_round is not UNSET:
            field_dict["current_round"] = current_round
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_links import GameLinks  # noqa: PLC0415
        from ..models.player import Player  # noqa: PLC0415
        from ..models.round_ import Round  # noqa: PLC0415
        from ..models.ruleset import Ruleset  # noqa: PLC0415
        from ..models.standing import Standing  # noqa: PLC0415
        from ..models.table import Table  # noqa: PLC0415

        d = dict(src_dict)
        board_id = d.pop("board_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        event_seq = d.pop("event_seq")

        id = d.pop("id")

        links = GameLinks.from_dict(d.pop("links"))

        mode = d.pop("mode")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        preset = d.pop("preset")

        rounds_played = d.pop("rounds_played")

        rules = Ruleset.from_dict(d.pop("rules"))

        def _parse_seed(data: object) -> int | None | str:
            if data is None:
                return data
            return cast(int | None | str, data)

        seed = _parse_seed(d.pop("seed"))

        server_time = datetime.datetime.fromisoformat(d.pop("server_time"))

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        status = d.pop("status")

        table = Table.from_dict(d.pop("table"))

        version = d.pop("version")

        def _parse_current_round(data: object) -> None | Round | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                current_round_type_0 = Round.from_dict(data)

                return current_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Round | Unset, data)

        current_round = _parse_current_round(d.pop("current_round", UNSET))

        def _parse_finished_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)

                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        finished_at = _parse_finished_at(d.pop("finished_at", UNSET))

        def _parse_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        winners = _parse_winners(d.pop("winners", UNSET))

        game = cls(
            board_id=board_id,
            created_at=created_at,
            event_seq=event_seq,
            id=id,
            links=links,
            mode=mode,
            players=players,
            preset=preset,
            rounds_played=rounds_played,
            rules=rules,
            seed=seed,
            server_time=server_time,
            standings=standings,
            status=status,
            table=table,
            version=version,
            current_round=current_round,
            finished_at=finished_at,
            winners=winners,
        )

        return game
