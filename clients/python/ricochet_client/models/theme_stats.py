from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ThemeStats")


@_attrs_define
class ThemeStats:
    """
    Attributes:
        attempts (int): Rated attempts.
        performance (float): Mean puzzle rating - 500 + 1000 x win rate (Lichess's).
        theme (str): The theme.
        wins (int): Of them, solved in the optimum.
    """

    attempts: int
    performance: float
    theme: str
    wins: int

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        performance = self.performance

        theme = self.theme

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "performance": performance,
                "theme": theme,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        performance = d.pop("performance")

        theme = d.pop("theme")

        wins = d.pop("wins")

        theme_stats = cls(
            attempts=attempts,
            performance=performance,
            theme=theme,
            wins=wins,
        )

        return theme_stats
