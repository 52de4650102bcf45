from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_create_mode import GameCreateMode
from ..models.game_create_preset import GameCreatePreset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board_create_by_board import BoardCreateByBoard
    from ..models.board_create_by_layout import BoardCreateByLayout
    from ..models.board_create_by_micro import BoardCreateByMicro
    from ..models.board_create_by_seed import BoardCreateBySeed
    from ..models.robots import Robots
    from ..models.rules_override import RulesOverride


T = TypeVar("T", bound="GameCreate")


@_attrs_define
class GameCreate:
    """
    Attributes:
        players (list[str]): Names in clockwise seat order (seat 0 first); one name makes a solo game. Example: ['ann',
            'bob'].
        black_robot (bool | Unset): The black-robot variant.
        board (BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed | Unset): Exactly one
            source: a layout code, a seed, a custom board, or a micro board.
        board_id (str | Unset): A stored board's id.
        mode (GameCreateMode | Unset): Default: `micro` for a Micro Robots preset, `solo` for one player, else
            `classic`.
        preset (GameCreatePreset | Unset): Default `zman-2017` (`micro-robots-2016` for micro).
        robots (Robots | Unset):
        rules (RulesOverride | Unset):
        seed (int | str | Unset): Any integer (64 bits) or string; equal seeds give equal boards. Example: 42.
        timer_seconds (int | Unset): Sand-timer length (default 60).
    """

    players: list[str]
    black_robot: bool | Unset = UNSET
    board: BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed | Unset = UNSET
    board_id: str | Unset = UNSET
    mode: GameCreateMode | Unset = UNSET
    preset: GameCreatePreset | Unset = UNSET
    robots: Robots | Unset = UNSET
    rules: RulesOverride | Unset = UNSET
    seed: int | str | Unset = UNSET
    timer_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.board_create_by_board import BoardCreateByBoard  # noqa: PLC0415
        from ..models.board_create_by_layout import BoardCreateByLayout  # noqa: PLC0415
        from ..models.board_create_by_seed import BoardCreateBySeed  # noqa: PLC0415

        players = self.players

        black_robot = self.black_robot

        board: dict[str, Any] | Unset
        if isinstance(self.board, Unset):
            board = UNSET
        elif isinstance(self.board, BoardCreateByLayout):
            board = self.board.to_dict()
        elif isinstance(self.board, BoardCreateBySeed):
            board = self.board.to_dict()
        elif isinstance(self.board, BoardCreateByBoard):
            board = self.board.to_dict()
        else:
            board = self.board.to_dict()

        board_id = self.board_id

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        preset: str | Unset = UNSET
        if not isinstance(self.preset, Unset):
            preset = self.preset.value

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        seed: int | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        timer_seconds = self.timer_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if black_robot is not UNSET:
            field_dict["black_robot"] = black_robot
        if board is not UNSET:
            field_dict["board"] = board
        if board_id is not UNSET:
            field_dict["board_id"] = board_id
        if mode is not UNSET:
            field_dict["mode"] = mode
        if preset is not UNSET:
            field_dict["preset"] = preset
        if robots is not UNSET:
            field_dict["robots"] = robots
        if rules is not UNSET:
            field_dict["rules"] = rules
        if seed is not UNSET:
            field_dict["seed"] = seed
        if timer_seconds is not UNSET:
            field_dict["timer_seconds"] = timer_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_create_by_board import BoardCreateByBoard  # noqa: PLC0415
        from ..models.board_create_by_layout import BoardCreateByLayout  # noqa: PLC0415
        from ..models.board_create_by_micro import BoardCreateByMicro  # noqa: PLC0415
        from ..models.board_create_by_seed import BoardCreateBySeed  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415
        from ..models.rules_override import RulesOverride  # noqa: PLC0415

        d = dict(src_dict)
        players = cast(list[str], d.pop("players"))

        black_robot = d.pop("black_robot", UNSET)

        def _parse_board(
            data: object,
        ) -> BoardCreateByBoard | BoardCreateByLayout | BoardCreateByMicro | BoardCreateBySeed | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_board_create_type_0 = BoardCreateByLayout.from_dict(data)

                return componentsschemas_board_create_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_board_create_type_1 = BoardCreateBySeed.from_dict(data)

                return componentsschemas_board_create_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_board_create_type_2 = BoardCreateByBoard.from_dict(data)

                return componentsschemas_board_create_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_board_create_type_3 = BoardCreateByMicro.from_dict(data)

            return componentsschemas_board_create_type_3

        board = _parse_board(d.pop("board", UNSET))

        board_id = d.pop("board_id", UNSET)

        _mode = d.pop("mode", UNSET)
        mode: GameCreateMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = GameCreateMode(_mode)

        _preset = d.pop("preset", UNSET)
        preset: GameCreatePreset | Unset
        if isinstance(_preset, Unset):
            preset = UNSET
        else:
            preset = GameCreatePreset(_preset)

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        _rules = d.pop("rules", UNSET)
        rules: RulesOverride | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = RulesOverride.from_dict(_rules)

        def _parse_seed(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        timer_seconds = d.pop("timer_seconds", UNSET)

        game_create = cls(
            players=players,
            black_robot=black_robot,
            board=board,
            board_id=board_id,
            mode=mode,
            preset=preset,
            robots=robots,
            rules=rules,
            seed=seed,
            timer_seconds=timer_seconds,
        )

        return game_create
