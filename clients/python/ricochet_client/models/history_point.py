from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HistoryPoint")


@_attrs_define
class HistoryPoint:
    """
    Attributes:
        at (str): When.
        rating (float): The rating after it.
    """

    at: str
    rating: float

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        rating = self.rating

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "rating": rating,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        rating = d.pop("rating")

        history_point = cls(
            at=at,
            rating=rating,
        )

        return history_point
