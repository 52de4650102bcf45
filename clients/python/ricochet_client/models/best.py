from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Best")


@_attrs_define
class Best:
    """
    Attributes:
        best_at (datetime.datetime): When the best was submitted.
        first_solved_at (datetime.datetime): When the player first solved it.
        moves (int): Fewest moves solved in.
        optimal (bool): The best is optimal.
        score (None | str): `optimal`, or `+k` after the day; null while the day runs and the best is not optimal (the
            distance would tell the optimum). Example: optimal.
        solution (list[list[str]] | None): The best solution's moves. Example: [['red', 'N'], ['red', 'E']].
        submissions (int): Solved.
    """

    best_at: datetime.datetime
    first_solved_at: datetime.datetime
    moves: int
    optimal: bool
    score: None | str
    solution: list[list[str]] | None
    submissions: int

    def to_dict(self) -> dict[str, Any]:
        best_at = self.best_at.isoformat()

        first_solved_at = self.first_solved_at.isoformat()

        moves = self.moves

        optimal = self.optimal

        score: None | str
        score = self.score

        solution: list[list[str]] | None
        if isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item = solution_type_0_item_data

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        submissions = self.submissions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best_at": best_at,
                "first_solved_at": first_solved_at,
                "moves": moves,
                "optimal": optimal,
                "score": score,
                "solution": solution,
                "submissions": submissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best_at = datetime.datetime.fromisoformat(d.pop("best_at"))

        first_solved_at = datetime.datetime.fromisoformat(d.pop("first_solved_at"))

        moves = d.pop("moves")

        optimal = d.pop("optimal")

        def _parse_score(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        score = _parse_score(d.pop("score"))

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

        submissions = d.pop("submissions")

        best = cls(
            best_at=best_at,
            first_solved_at=first_solved_at,
            moves=moves,
            optimal=optimal,
            score=score,
            solution=solution,
            submissions=submissions,
        )

        return best
