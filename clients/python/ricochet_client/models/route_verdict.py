from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.route_step import RouteStep
    from ..models.step_error import StepError


T = TypeVar("T", bound="RouteVerdict")


@_attrs_define
class RouteVerdict:
    """
    Attributes:
        error (None | StepError): The first illegal move (`empty_path`, `bad_cell`, `no_movement`, `not_in_line`,
            `no_match`); null if none.
        moves (int): Legal moves played (up to the first illegal one).
        optimal_moves (int | None): The proven optimum (breadth-first search); null while the puzzle's answer is hidden.
        optimal_path (list[list[int]] | None): One optimal route; null while the answer is hidden.
        path (list[list[int]]): The cell reached by each legal move.
        puzzle_id (str): The puzzle.
        reached_target (bool): The route ended on the target.
        solved (bool): Every move legal, the last one on the target.
        steps (list[RouteStep]): The legal moves played.
    """

    error: None | StepError
    moves: int
    optimal_moves: int | None
    optimal_path: list[list[int]] | None
    path: list[list[int]]
    puzzle_id: str
    reached_target: bool
    solved: bool
    steps: list[RouteStep]

    def to_dict(self) -> dict[str, Any]:
        from ..models.step_error import StepError  # noqa: PLC0415

        error: dict[str, Any] | None
        if isinstance(self.error, StepError):
            error = self.error.to_dict()
        else:
            error = self.error

        moves = self.moves

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        optimal_path: list[list[int]] | None
        if isinstance(self.optimal_path, list):
            optimal_path = []
            for optimal_path_type_0_item_data in self.optimal_path:
                optimal_path_type_0_item = optimal_path_type_0_item_data

                optimal_path.append(optimal_path_type_0_item)

        else:
            optimal_path = self.optimal_path

        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        puzzle_id = self.puzzle_id

        reached_target = self.reached_target

        solved = self.solved

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "error": error,
                "moves": moves,
                "optimal_moves": optimal_moves,
                "optimal_path": optimal_path,
                "path": path,
                "puzzle_id": puzzle_id,
                "reached_target": reached_target,
                "solved": solved,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.route_step import RouteStep  # noqa: PLC0415
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

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        def _parse_optimal_path(data: object) -> list[list[int]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                optimal_path_type_0 = []
                _optimal_path_type_0 = data
                for optimal_path_type_0_item_data in _optimal_path_type_0:
                    optimal_path_type_0_item = cast(list[int], optimal_path_type_0_item_data)

                    optimal_path_type_0.append(optimal_path_type_0_item)

                return optimal_path_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[int]] | None, data)

        optimal_path = _parse_optimal_path(d.pop("optimal_path"))

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        puzzle_id = d.pop("puzzle_id")

        reached_target = d.pop("reached_target")

        solved = d.pop("solved")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = RouteStep.from_dict(steps_item_data)

            steps.append(steps_item)

        route_verdict = cls(
            error=error,
            moves=moves,
            optimal_moves=optimal_moves,
            optimal_path=optimal_path,
            path=path,
            puzzle_id=puzzle_id,
            reached_target=reached_target,
            solved=solved,
            steps=steps,
        )

        return route_verdict
