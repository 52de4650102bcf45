from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.item_error import ItemError
    from ..models.robots import Robots
    from ..models.step import Step
    from ..models.step_error import StepError


T = TypeVar("T", bound="CheckJobResult")


@_attrs_define
class CheckJobResult:
    """
    Attributes:
        index (int): Position of the item in the request (0-based).
        error (ItemError | None | StepError | Unset): An illegal step of a checked item (`reason`), or why the item
            could not be checked at all (`type`).
        grade (None | str | Unset): `optimal`, `+k` or `not proven` (solved items).
        moves (int | Unset): As in `Verdict`.
        optimal_moves (int | None | Unset): The proven optimum (graded items).
        puzzle_id (str | Unset): The puzzle checked.
        reached_target (bool | Unset): As in `Verdict`.
        ref (int | None | str | Unset): The item's `ref`, echoed as sent (null without one).
        ricochet_rule (bool | Unset): As in `Verdict`.
        ricochet_rule_satisfied (bool | Unset): As in `Verdict`.
        robots (Robots | Unset):
        solved (bool | Unset): As in `Verdict`.
        steps (list[Step] | Unset): The trace, when asked for with `steps`.
    """

    index: int
    error: ItemError | None | StepError | Unset = UNSET
    grade: None | str | Unset = UNSET
    moves: int | Unset = UNSET
    optimal_moves: int | None | Unset = UNSET
    puzzle_id: str | Unset = UNSET
    reached_target: bool | Unset = UNSET
    ref: int | None | str | Unset = UNSET
    ricochet_rule: bool | Unset = UNSET
    ricochet_rule_satisfied: bool | Unset = UNSET
    robots: Robots | Unset = UNSET
    solved: bool | Unset = UNSET
    steps: list[Step] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.item_error import ItemError  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        index = self.index

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, StepError):
            error = self.error.to_dict()
        elif isinstance(self.error, ItemError):
            error = self.error.to_dict()
        else:
            error = self.error

        grade: None | str | Unset
        if isinstance(self.grade, Unset):
            grade = UNSET
        else:
            grade = self.grade

        moves = self.moves

        optimal_moves: int | None | Unset
        if isinstance(self.optimal_moves, Unset):
            optimal_moves = UNSET
        else:
            optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        reached_target = self.reached_target

        ref: int | None | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        ricochet_rule = self.ricochet_rule

        ricochet_rule_satisfied = self.ricochet_rule_satisfied

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        solved = self.solved

        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = []
            for steps_item_data in self.steps:
                steps_item = steps_item_data.to_dict()
                steps.append(steps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if grade is not UNSET:
            field_dict["grade"] = grade
        if moves is not UNSET:
            field_dict["moves"] = moves
        if optimal_moves is not UNSET:
            field_dict["optimal_moves"] = optimal_moves
        if puzzle_id is not UNSET:
            field_dict["puzzle_id"] = puzzle_id
        if reached_target is not UNSET:
            field_dict["reached_target"] = reached_target
        if ref is not UNSET:
            field_dict["ref"] = ref
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule
        if ricochet_rule_satisfied is not UNSET:
            field_dict["ricochet_rule_satisfied"] = ricochet_rule_satisfied
        if robots is not UNSET:
            field_dict["robots"] = robots
        if solved is not UNSET:
            field_dict["solved"] = solved
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.item_error import ItemError  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415
        from ..models.step import Step  # noqa: PLC0415
        from ..models.step_error import StepError  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_error(data: object) -> ItemError | None | StepError | Unset:
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = ItemError.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ItemError | None | StepError | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        def _parse_grade(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        grade = _parse_grade(d.pop("grade", UNSET))

        moves = d.pop("moves", UNSET)

        def _parse_optimal_moves(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves", UNSET))

        puzzle_id = d.pop("puzzle_id", UNSET)

        reached_target = d.pop("reached_target", UNSET)

        def _parse_ref(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))

        ricochet_rule = d.pop("ricochet_rule", UNSET)

        ricochet_rule_satisfied = d.pop("ricochet_rule_satisfied", UNSET)

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        solved = d.pop("solved", UNSET)

        _steps = d.pop("steps", UNSET)
        steps: list[Step] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = Step.from_dict(steps_item_data)

                steps.append(steps_item)

        check_job_result = cls(
            index=index,
            error=error,
            grade=grade,
            moves=moves,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            reached_target=reached_target,
            ref=ref,
            ricochet_rule=ricochet_rule,
            ricochet_rule_satisfied=ricochet_rule_satisfied,
            robots=robots,
            solved=solved,
            steps=steps,
        )

        return check_job_result
