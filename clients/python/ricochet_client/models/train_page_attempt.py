from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="TrainPageAttempt")


@_attrs_define
class TrainPageAttempt:
    """
    Attributes:
        puzzle_id (str):
        solution (list[list[str] | Move] | str): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction": "N"},
            ...]` or compact text `"rN gE bS yW kN"`.
    """

    puzzle_id: str
    solution: list[list[str] | Move] | str

    def to_dict(self) -> dict[str, Any]:
        puzzle_id = self.puzzle_id

        solution: list[dict[str, Any] | list[str]] | str
        if isinstance(self.solution, list):
            solution = []
            for solution_type_1_item_data in self.solution:
                solution_type_1_item: dict[str, Any] | list[str]
                if isinstance(solution_type_1_item_data, list):
                    solution_type_1_item = solution_type_1_item_data

                else:
                    solution_type_1_item = solution_type_1_item_data.to_dict()

                solution.append(solution_type_1_item)

        else:
            solution = self.solution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "puzzle_id": puzzle_id,
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415

        d = dict(src_dict)
        puzzle_id = d.pop("puzzle_id")

        def _parse_solution(data: object) -> list[list[str] | Move] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_1 = []
                _solution_type_1 = data
                for solution_type_1_item_data in _solution_type_1:

                    def _parse_solution_type_1_item(data: object) -> list[str] | Move:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            solution_type_1_item_type_0 = cast(list[str], data)

                            return solution_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        solution_type_1_item_type_1 = Move.from_dict(data)

                        return solution_type_1_item_type_1

                    solution_type_1_item = _parse_solution_type_1_item(solution_type_1_item_data)

                    solution_type_1.append(solution_type_1_item)

                return solution_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[list[str] | Move] | str, data)

        solution = _parse_solution(d.pop("solution"))

        train_page_attempt = cls(
            puzzle_id=puzzle_id,
            solution=solution,
        )

        return train_page_attempt
