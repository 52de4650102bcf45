from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.daily_puzzle_links import DailyPuzzleLinks
    from ..models.daily_puzzle_spec import DailyPuzzleSpec


T = TypeVar("T", bound="DailyPuzzle")


@_attrs_define
class DailyPuzzle:
    """
    Attributes:
        date (datetime.date): The day.
        links (DailyPuzzleLinks):
        max_moves (int | None): Most moves the tier's optimum may have (null: open-ended).
        min_moves (int): Fewest moves the tier's optimum may have.
        optimal_moves (int | None): The proven optimum; null until the day ends.
        puzzle (DailyPuzzleSpec):
        puzzle_id (str): The stored puzzle's id.
        solution (list[list[str]] | None): An optimal solution; null until the day ends. Example: [['red', 'N'], ['red',
            'E']].
        tier (str): The difficulty tier. Example: medium.
    """

    date: datetime.date
    links: DailyPuzzleLinks
    max_moves: int | None
    min_moves: int
    optimal_moves: int | None
    puzzle: DailyPuzzleSpec
    puzzle_id: str
    solution: list[list[str]] | None
    tier: str

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        links = self.links.to_dict()

        max_moves: int | None
        max_moves = self.max_moves

        min_moves = self.min_moves

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        puzzle = self.puzzle.to_dict()

        puzzle_id = self.puzzle_id

        solution: list[list[str]] | None
        if isinstance(self.solution, list):
            solution = []
            for solution_type_0_item_data in self.solution:
                solution_type_0_item = solution_type_0_item_data

                solution.append(solution_type_0_item)

        else:
            solution = self.solution

        tier = self.tier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
                "links": links,
                "max_moves": max_moves,
                "min_moves": min_moves,
                "optimal_moves": optimal_moves,
                "puzzle": puzzle,
                "puzzle_id": puzzle_id,
                "solution": solution,
                "tier": tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.daily_puzzle_links import DailyPuzzleLinks  # noqa: PLC0415
        from ..models.daily_puzzle_spec import DailyPuzzleSpec  # noqa: PLC0415

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        links = DailyPuzzleLinks.from_dict(d.pop("links"))

        def _parse_max_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_moves = _parse_max_moves(d.pop("max_moves"))

        min_moves = d.pop("min_moves")

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        puzzle = DailyPuzzleSpec.from_dict(d.pop("puzzle"))

        puzzle_id = d.pop("puzzle_id")

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

        tier = d.pop("tier")

        daily_puzzle = cls(
            date=date,
            links=links,
            max_moves=max_moves,
            min_moves=min_moves,
            optimal_moves=optimal_moves,
            puzzle=puzzle,
            puzzle_id=puzzle_id,
            solution=solution,
            tier=tier,
        )

        return daily_puzzle
