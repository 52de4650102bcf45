from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListedSolution")


@_attrs_define
class ListedSolution:
    """
    Attributes:
        moves (int): Its length: the optimum.
        solution (list[list[str]]): The moves, in order.
    """

    moves: int
    solution: list[list[str]]

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves

        solution = []
        for solution_item_data in self.solution:
            solution_item = solution_item_data

            solution.append(solution_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moves = d.pop("moves")

        solution = []
        _solution = d.pop("solution")
        for solution_item_data in _solution:
            solution_item = cast(list[str], solution_item_data)

            solution.append(solution_item)

        listed_solution = cls(
            moves=moves,
            solution=solution,
        )

        return listed_solution
