from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RunLast")


@_attrs_define
class RunLast:
    """
    Attributes:
        moves (int): Moves in the answer.
        optimal_moves (int): The puzzle's proven optimum.
        puzzle_id (str): The puzzle.
        right (bool): Solved in the optimum: it scores.
        solved (bool): It solved it.
    """

    moves: int
    optimal_moves: int
    puzzle_id: str
    right: bool
    solved: bool

    def to_dict(self) -> dict[str, Any]:
        moves = self.moves

        optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        right = self.right

        solved = self.solved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "moves": moves,
                "optimal_moves": optimal_moves,
                "puzzle_id": puzzle_id,
                "right": right,
                "solved": solved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        moves = d.pop("moves")

        optimal_moves = d.pop("optimal_moves")

        puzzle_id = d.pop("puzzle_id")

        right = d.pop("right")

        solved = d.pop("solved")

        run_last = cls(
            moves=moves,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            right=right,
            solved=solved,
        )

        return run_last
