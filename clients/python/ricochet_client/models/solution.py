from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Solution")


@_attrs_define
class Solution:
    """
    Attributes:
        solution (list[Any] | str): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction": "N"}, ...]` or
            compact text `"rN gE bS yW kN"`.
    """

    solution: list[Any] | str

    def to_dict(self) -> dict[str, Any]:
        solution: list[Any] | str
        if isinstance(self.solution, list):
            solution = self.solution

        else:
            solution = self.solution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_solution(data: object) -> list[Any] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_1 = cast(list[Any], data)

                return solution_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | str, data)

        solution = _parse_solution(d.pop("solution"))

        solution = cls(
            solution=solution,
        )

        return solution
