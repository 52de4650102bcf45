from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaderboardLinks")


@_attrs_define
class LeaderboardLinks:
    """
    Attributes:
        puzzle (str): The puzzle of the day.
    """

    puzzle: str

    def to_dict(self) -> dict[str, Any]:
        puzzle = self.puzzle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "puzzle": puzzle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        puzzle = d.pop("puzzle")

        leaderboard_links = cls(
            puzzle=puzzle,
        )

        return leaderboard_links
