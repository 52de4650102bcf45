from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.step_error import StepError


T = TypeVar("T", bound="ClaimData")


@_attrs_define
class ClaimData:
    """
    Attributes:
        claim (int): The moves claimed.
        error (None | StepError): The first illegal move; null if none.
        moves (int): The moves of the path played.
        path (list[list[int]]): The cell reached by each move.
        player (int): The claimant.
        result (str): `success` or `failure`.
        round_ (int): The round's number.
    """

    claim: int
    error: None | StepError
    moves: int
    path: list[list[int]]
    player: int
    result: str
    round_: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        claim = self.claim

        error: dict[str, Any] | None
        if isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        player = self.player

        result = self.result

        round_ = self.round_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claim": claim,
                "error": error,
                "moves": moves,
                "path": path,
                "player": player,
                "result": result,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)
        claim = d.pop("claim")

        def _parse_error(data: object) -> None | StepError:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = StepError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StepError, data)

        error = _parse_error(d.pop("error"))

        moves = d.pop("moves")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        player = d.pop("player")

        result = d.pop("result")

        round_ = d.pop("round")

        claim_data = cls(
            claim=claim,
            error=error,
            moves=moves,
            path=path,
            player=player,
            result=result,
            round_=round_,
        )

        return claim_data
