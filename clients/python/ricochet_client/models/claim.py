from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bid_standing import BidStanding
    from ..models.step_error import StepError


T = TypeVar("T", bound="Claim")


@_attrs_define
class Claim:
    """
    Attributes:
        at (datetime.datetime): When.
        claim (int): The moves claimed.
        error (None | StepError): The first illegal move; null if none.
        moves (int): The moves of the path played.
        path (list[list[int]]): The cell reached by each move played.
        player (int): The claimant's seat.
        result (str): `success` or `failure`.
        standing (BidStanding | None | Unset): In a summary: the claim against the optimum.
    """

    at: datetime.datetime
    claim: int
    error: None | StepError
    moves: int
    path: list[list[int]]
    player: int
    result: str
    standing: BidStanding | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bid_standing import BidStanding  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        at = self.at.isoformat()

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

        standing: dict[str, Any] | None | Unset
        if isinstance(self.standing, Unset):
            standing = UNSET
        elif isinstance(self.standing, BidStanding):
            standing = self.standing.to_dict()
        else:
            standing = self.standing

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "claim": claim,
                "error": error,
                "moves": moves,
                "path": path,
                "player": player,
                "result": result,
            }
        )
        if standing is not UNSET:
            field_dict["standing"] = standing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid_standing import BidStanding  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)
        at = datetime.datetime.fromisoformat(d.pop("at"))

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

        def _parse_standing(data: object) -> BidStanding | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                standing_type_0 = BidStanding.from_dict(data)

                return standing_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidStanding | None | Unset, data)

        standing = _parse_standing(d.pop("standing", UNSET))

        claim = cls(
            at=at,
            claim=claim,
            error=error,
            moves=moves,
            path=path,
            player=player,
            result=result,
            standing=standing,
        )

        return claim
