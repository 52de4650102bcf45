from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Demonstration")


@_attrs_define
class Demonstration:
    """
    Attributes:
        solution (list[Any] | None | str): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction": "N"}, ...]` or
            compact text `"rN gE bS yW kN"`.
    """

    solution: list[Any] | None | str

    def to_dict(self) -> dict[str, Any]:
        solution: list[Any] | None | str
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

        def _parse_solution(data: object) -> list[Any] | None | str:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                solution_type_1 = cast(list[Any], data)

                return solution_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Any] | None | str, data)

        solution = _parse_solution(d.pop("solution"))

        demonstration = cls(
            solution=solution,
        )

        return demonstration
