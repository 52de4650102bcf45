from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrainerPuzzleStats")


@_attrs_define
class TrainerPuzzleStats:
    """
    Attributes:
        attempts (int): Rated first attempts at it.
        puzzle_id (str): The puzzle.
        rating (float): Its Glicko-2 rating.
        rd (float): Its rating deviation.
        themes (list[str]): Its themes.
        wins (int): Those solved in the optimum.
    """

    attempts: int
    puzzle_id: str
    rating: float
    rd: float
    themes: list[str]
    wins: int

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        puzzle_id = self.puzzle_id

        rating = self.rating

        rd = self.rd

        themes = self.themes

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "puzzle_id": puzzle_id,
                "rating": rating,
                "rd": rd,
                "themes": themes,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        puzzle_id = d.pop("puzzle_id")

        rating = d.pop("rating")

        rd = d.pop("rd")

        themes = cast(list[str], d.pop("themes"))

        wins = d.pop("wins")

        trainer_puzzle_stats = cls(
            attempts=attempts,
            puzzle_id=puzzle_id,
            rating=rating,
            rd=rd,
            themes=themes,
            wins=wins,
        )

        return trainer_puzzle_stats
