from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="TrainerRunAnswer")


@_attrs_define
class TrainerRunAnswer:
    """
    Attributes:
        solution (list[list[str] | Move] | str): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction": "N"},
            ...]` or compact text `"rN gE bS yW kN"`.
        puzzle_id (str | Unset): The puzzle this answers (the run's `puzzle.id`). Send it: a repeat of the answer last
            counted is then answered as it was, at no cost, and an answer to a puzzle the run has left is a 409 `not-
            current-puzzle`. Without it the answer is judged against the run's puzzle at the time it arrives (a retry may
            meet the next one). Example: p5culm7wj7b3un77f.
    """

    solution: list[list[str] | Move] | str
    puzzle_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
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

        puzzle_id = self.puzzle_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "solution": solution,
            }
        )
        if puzzle_id is not UNSET:
            field_dict["puzzle_id"] = puzzle_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415

        d = dict(src_dict)

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

        puzzle_id = d.pop("puzzle_id", UNSET)

        trainer_run_answer = cls(
            solution=solution,
            puzzle_id=puzzle_id,
        )

        return trainer_run_answer
