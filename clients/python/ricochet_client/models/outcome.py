from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_verdict import GameVerdict
    from ..models.step_error import StepError


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """
    Attributes:
        result (str): `success`, `failure`, `conceded` (null solution) or `timeout` (no answer).
        bid (int | Unset): Classic: the bid being demonstrated.
        bid_met (bool | Unset): Classic: solved within the bid.
        bid_semantics (str | Unset): Classic: `exact` or `at_most`.
        claim (int | Unset): Micro: the moves claimed.
        error (None | StepError | Unset): Micro: the first illegal move.
        moves (int | Unset): Moves played up to the first illegal one.
        path (list[list[int]] | Unset): Micro: the cell after each move.
        solution (str | Unset): Classic, solo: the solution in compact notation.
        solved (bool | Unset): Classic, solo: reached the target legally.
        verdict (GameVerdict | Unset):
    """

    result: str
    bid: int | Unset = UNSET
    bid_met: bool | Unset = UNSET
    bid_semantics: str | Unset = UNSET
    claim: int | Unset = UNSET
    error: None | StepError | Unset = UNSET
    moves: int | Unset = UNSET
    path: list[list[int]] | Unset = UNSET
    solution: str | Unset = UNSET
    solved: bool | Unset = UNSET
    verdict: GameVerdict | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        result = self.result

        bid = self.bid

        bid_met = self.bid_met

        bid_semantics = self.bid_semantics

        claim = self.claim

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        path: list[list[int]] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = []
            for path_item_data in self.path:
                path_item = path_item_data

                path.append(path_item)

        solution = self.solution

        solved = self.solved

        verdict: dict[str, Any] | Unset = UNSET
        if not isinstance(self.verdict, Unset):
            verdict = self.verdict.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if bid_met is not UNSET:
            field_dict["bid_met"] = bid_met
        if bid_semantics is not UNSET:
            field_dict["bid_semantics"] = bid_semantics
        if claim is not UNSET:
            field_dict["claim"] = claim
        if error is not UNSET:
            field_dict["error"] = error
        if moves is not UNSET:
            field_dict["moves"] = moves
        if path is not UNSET:
            field_dict["path"] = path
        if solution is not UNSET:
            field_dict["solution"] = solution
        if solved is not UNSET:
            field_dict["solved"] = solved
        if verdict is not UNSET:
            field_dict["verdict"] = verdict

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_verdict import GameVerdict  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)
        result = d.pop("result")

        bid = d.pop("bid", UNSET)

        bid_met = d.pop("bid_met", UNSET)

        bid_semantics = d.pop("bid_semantics", UNSET)

        claim = d.pop("claim", UNSET)

        def _parse_error(data: object) -> None | StepError | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = StepError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StepError | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        moves = d.pop("moves", UNSET)

        _path = d.pop("path", UNSET)
        path: list[list[int]] | Unset = UNSET
        if _path is not UNSET:
            path = []
            for path_item_data in _path:
                path_item = cast(list[int], path_item_data)

                path.append(path_item)

        solution = d.pop("solution", UNSET)

        solved = d.pop("solved", UNSET)

        _verdict = d.pop("verdict", UNSET)
        verdict: GameVerdict | Unset
        if isinstance(_verdict, Unset):
            verdict = UNSET
        else:
            verdict = GameVerdict.from_dict(_verdict)

        outcome = cls(
            result=result,
            bid=bid,
            bid_met=bid_met,
            bid_semantics=bid_semantics,
            claim=claim,
            error=error,
            moves=moves,
            path=path,
            solution=solution,
            solved=solved,
            verdict=verdict,
        )

        return outcome
