from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_status import GameStatus
    from ..models.outcome import Outcome
    from ..models.round_ import Round


T = TypeVar("T", bound="DemonstrationResult")


@_attrs_define
class DemonstrationResult:
    """
    Attributes:
        game (GameStatus):
        result (Outcome):
        round_ (Round):
    """

    game: GameStatus
    result: Outcome
    round_: Round

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        result = self.result.to_dict()

        round_ = self.round_.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "result": result,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_status import GameStatus  # noqa: PLC0415
        from ..models.outcome import Outcome  # noqa: PLC0415
        from ..models.round_ import Round  # noqa: PLC0415

        d = dict(src_dict)
        game = GameStatus.from_dict(d.pop("game"))

        result = Outcome.from_dict(d.pop("result"))

        round_ = Round.from_dict(d.pop("round"))

        demonstration_result = cls(
            game=game,
            result=result,
            round_=round_,
        )

        return demonstration_result
