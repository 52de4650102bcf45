from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.best import Best


T = TypeVar("T", bound="SolvedTier")


@_attrs_define
class SolvedTier:
    """
    Attributes:
        best (Best):
        optimal_moves (int | None): The optimum, now that the visitor's best is optimal.
        solution (list[list[str]] | None): An optimal solution, under the same condition. Example: [['red', 'N'],
            ['red', 'E']].
    """

    best: Best
    optimal_moves: int | None
    solution: list[list[str]] | None

    def to_dict(self) -> dict[str, Any]:
        best = self.best.to_dict()

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        solution: list[list[str]] | None
        if isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item = solution_type_0_item_data

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best": best,
                "optimal_moves": optimal_moves,
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.best import Best  # noqa: PLC0415

        d = dict(src_dict)
        best = Best.from_dict(d.pop("best"))

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        def _parse_solution(data: object) -> list[list[str]] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_0 = []
                _solution_type_0 = data
                for solution_type_0_item_data in _solution_type_0:
                    solution_type_0_item = cast(list[str], solution_type_0_item_data)

                    solution_type_0.append(solution_type_0_item)

                return solution_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str]] | None, data)

        solution = _parse_solution(d.pop("solution"))

        solved_tier = cls(
            best=best,
            optimal_moves=optimal_moves,
            solution=solution,
        )

        return solved_tier
