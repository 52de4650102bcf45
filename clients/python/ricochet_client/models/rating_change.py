from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """
    Attributes:
        delta (float): How far the rating moved (0 when not rated).
        rating (float): The rating after the attempt.
        rd (float): The rating deviation after the attempt.
    """

    delta: float
    rating: float
    rd: float

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        rating = self.rating

        rd = self.rd

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "delta": delta,
                "rating": rating,
                "rd": rd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        delta = d.pop("delta")

        rating = d.pop("rating")

        rd = d.pop("rd")

        rating_change = cls(
            delta=delta,
            rating=rating,
            rd=rd,
        )

        return rating_change
