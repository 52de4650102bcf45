from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_step import GameStep
    from ..models.robots import Robots
    from ..models.step_error import StepError


T = TypeVar("T", bound="GameVerdict")


@_attrs_define
class GameVerdict:
    """
    Attributes:
        error (None | StepError): The first illegal move; null if none.
        moves (int): Moves played up to the first illegal one.
        reached_target (bool): Ended on the target.
        solved (bool): Reached the target legally.
        steps (list[GameStep]): The moves played.
        claim (int | None | Unset): Micro: the moves claimed.
        path (list[list[int]] | Unset): Micro: the cell after each move.
        ricochet_rule (bool | Unset): Classic, solo: the ricochet rule applies.
        ricochet_rule_satisfied (bool | Unset): Classic, solo: the finishing robot ricocheted (or the rule is off).
        robots (Robots | Unset):
    """

    error: None | StepError
    moves: int
    reached_target: bool
    solved: bool
    steps: list[GameStep]
    claim: int | None | Unset = UNSET
    path: list[list[int]] | Unset = UNSET
    ricochet_rule: bool | Unset = UNSET
    ricochet_rule_satisfied: bool | Unset = UNSET
    robots: Robots | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        reached_target = self.reached_target

        solved = self.solved

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        claim: int | None | Unset
        if isinstance(self.claim, Unset):
            claim = UNSET
        else:
            claim = self.claim

        path: list[list[int]] | Unset = UNSET
        if not isinstance(self.path, Unset):
            path = []
            for path_item_data in self.path:
                path_item = path_item_data

                path.append(path_item)

        ricochet_rule = self.ricochet_rule

        ricochet_rule_satisfied = self.ricochet_rule_satisfied

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "error": error,
                "moves": moves,
                "reached_target": reached_target,
                "solved": solved,
                "steps": steps,
            }
        )
        if claim is not UNSET:
            field_dict["claim"] = claim
        if path is not UNSET:
            field_dict["path"] = path
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule
        if ricochet_rule_satisfied is not UNSET:
            field_dict["ricochet_rule_satisfied"] = ricochet_rule_satisfied
        if robots is not UNSET:
            field_dict["robots"] = robots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_step import GameStep  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)

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

        reached_target = d.pop("reached_target")

        solved = d.pop("solved")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = GameStep.from_dict(steps_item_data)

            steps.append(steps_item)

        def _parse_claim(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        claim = _parse_claim(d.pop("claim", UNSET))

        _path = d.pop("path", UNSET)
        path: list[list[int]] | Unset = UNSET
        if _path is not UNSET:
            path = []
            for path_item_data in _path:
                path_item = cast(list[int], path_item_data)

                path.append(path_item)

        ricochet_rule = d.pop("ricochet_rule", UNSET)

        ricochet_rule_satisfied = d.pop("ricochet_rule_satisfied", UNSET)

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        game_verdict = cls(
            error=error,
            moves=moves,
            reached_target=reached_target,
            solved=solved,
            steps=steps,
            claim=claim,
            path=path,
            ricochet_rule=ricochet_rule,
            ricochet_rule_satisfied=ricochet_rule_satisfied,
            robots=robots,
        )

        return game_verdict
