from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AnalysisProgress")


@_attrs_define
class AnalysisProgress:
    """
    Attributes:
        distance (int): Optimum reached so far.
        settled (int): Placements whose optimum is known.
        total (int): Placements.
    """

    distance: int
    settled: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        distance = self.distance

        settled = self.settled

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "distance": distance,
                "settled": settled,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        distance = d.pop("distance")

        settled = d.pop("settled")

        total = d.pop("total")

        analysis_progress = cls(
            distance=distance,
            settled=settled,
            total=total,
        )

        return analysis_progress
