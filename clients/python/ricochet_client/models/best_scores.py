from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BestScores")


@_attrs_define
class BestScores:
    """
    Attributes:
        streak (int): Best streak.
        timed (int): Best timed run score.
    """

    streak: int
    timed: int

    def to_dict(self) -> dict[str, Any]:
        streak = self.streak

        timed = self.timed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "streak": streak,
                "timed": timed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        streak = d.pop("streak")

        timed = d.pop("timed")

        best_scores = cls(
            streak=streak,
            timed=timed,
        )

        return best_scores
