from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebAttempt")


@_attrs_define
class WebAttempt:
    """
    Attributes:
        player (str): Your name; the board shows it with a tag from your cookie (`Ada #3f2a`). A new name starts a new
            player. Example: Ada.
        solution (list[Any] | str): Moves as `[["red","N"], ...]`, `[{"robot": "red", "direction": "N"}, ...]` or
            compact text `"rN gE bS yW kN"`.
    """

    player: str
    solution: list[Any] | str

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        solution: list[Any] | str
        if isinstance(self.solution, list):
            solution = self.solution

        else:
            solution = self.solution

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "solution": solution,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

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

        web_attempt = cls(
            player=player,
            solution=solution,
        )

        return web_attempt
