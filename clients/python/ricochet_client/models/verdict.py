from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.robots import Robots
    from ..models.step import Step
    from ..models.step_error import StepError


T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
    """
    Attributes:
        error (None | StepError): The first illegal move; null if every move was legal.
        moves (int): Legal moves played: the length of `steps` (an illegal move and those after it are not counted).
        puzzle_id (str): The puzzle checked.
        reached_target (bool): The target robot ended on the target.
        ricochet_rule (bool): Whether the rule applies.
        ricochet_rule_satisfied (bool): The finishing robot ricocheted (true when off).
        solved (bool): Reached the target with every move legal (and the ricochet rule met when on).
        robots (Robots | Unset):
        steps (list[Step] | Unset): The trace (always on single checks; batch: `steps`).
    """

    error: None | StepError
    moves: int
    puzzle_id: str
    reached_target: bool
    ricochet_rule: bool
    ricochet_rule_satisfied: bool
    solved: bool
    robots: Robots | Unset = UNSET
    steps: list[Step] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        puzzle_id = self.puzzle_id

        reached_target = self.reached_target

        ricochet_rule = self.ricochet_rule

        ricochet_rule_satisfied = self.ricochet_rule_satisfied

        solved = self.solved

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = []
            for steps_item_data in self.steps:
                steps_item = steps_item_data.to_dict()
                steps.append(steps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "error": error,
                "moves": moves,
                "puzzle_id": puzzle_id,
                "reached_target": reached_target,
                "ricochet_rule": ricochet_rule,
                "ricochet_rule_satisfied": ricochet_rule_satisfied,
                "solved": solved,
            }
        )
        if robots is not UNSET:
            field_dict["robots"] = robots
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.robots import Robots  # noqa: PLC0415
        from ..models.step import Step  # noqa: PLC0415
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

        puzzle_id = d.pop("puzzle_id")

        reached_target = d.pop("reached_target")

        ricochet_rule = d.pop("ricochet_rule")

        ricochet_rule_satisfied = d.pop("ricochet_rule_satisfied")

        solved = d.pop("solved")

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        _steps = d.pop("steps", UNSET)
        steps: list[Step] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = Step.from_dict(steps_item_data)

                steps.append(steps_item)

        verdict = cls(
            error=error,
            moves=moves,
            puzzle_id=puzzle_id,
            reached_target=reached_target,
            ricochet_rule=ricochet_rule,
            ricochet_rule_satisfied=ricochet_rule_satisfied,
            solved=solved,
            robots=robots,
            steps=steps,
        )

        return verdict
