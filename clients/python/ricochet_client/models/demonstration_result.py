from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.demonstration_result_game_type_0 import DemonstrationResultGameType0
    from ..models.demonstration_result_result_type_0 import DemonstrationResultResultType0
    from ..models.round_ import Round


T = TypeVar("T", bound="DemonstrationResult")


@_attrs_define
class DemonstrationResult:
    """
    Attributes:
        round_ (Round):
        game (DemonstrationResultGameType0 | None | Unset): The game's status and winners.
        result (DemonstrationResultResultType0 | None | Unset): `result` (success, failure, conceded), moves, bid and
            the verdict.
    """

    round_: Round
    game: DemonstrationResultGameType0 | None | Unset = UNSET
    result: DemonstrationResultResultType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.demonstration_result_game_type_0 import DemonstrationResultGameType0  # noqa: PLC0415
        from ..models.demonstration_result_result_type_0 import DemonstrationResultResultType0  # noqa: PLC0415

        round_ = self.round_.to_dict()

        game: dict[str, Any] | None | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        elif isinstance(self.game, DemonstrationResultGameType0):
            game = self.game.to_dict()
        else:
            game = self.game

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, DemonstrationResultResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
            }
        )
        if game is not UNSET:
            field_dict["game"] = game
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.demonstration_result_game_type_0 import DemonstrationResultGameType0  # noqa: PLC0415
        from ..models.demonstration_result_result_type_0 import DemonstrationResultResultType0  # noqa: PLC0415
        from ..models.round_ import Round  # noqa: PLC0415

        d = dict(src_dict)
        round_ = Round.from_dict(d.pop("round"))

        def _parse_game(data: object) -> DemonstrationResultGameType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                game_type_0 = DemonstrationResultGameType0.from_dict(data)

                return game_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DemonstrationResultGameType0 | None | Unset, data)

        game = _parse_game(d.pop("game", UNSET))

        def _parse_result(data: object) -> DemonstrationResultResultType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = DemonstrationResultResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DemonstrationResultResultType0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        demonstration_result = cls(
            round_=round_,
            game=game,
            result=result,
        )

        return demonstration_result
