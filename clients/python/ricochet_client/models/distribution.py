from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.distribution_longest_item import DistributionLongestItem


T = TypeVar("T", bound="Distribution")


@_attrs_define
class Distribution:
    """
    Attributes:
        counts (list[int]): `counts[d]` placements have optimum d.
        longest (list[DistributionLongestItem]): Placements at the maximum (capped at 1000).
        maximum (int): The longest.
        mean (float): The mean optimum of the solvable.
        placements (int): Counted.
        unsolvable (int): Placements no moves solve.
    """

    counts: list[int]
    longest: list[DistributionLongestItem]
    maximum: int
    mean: float
    placements: int
    unsolvable: int

    def to_dict(self) -> dict[str, Any]:
        counts = self.counts

        longest = []
        for longest_item_data in self.longest:
            longest_item = longest_item_data.to_dict()
            longest.append(longest_item)

        maximum = self.maximum

        mean = self.mean

        placements = self.placements

        unsolvable = self.unsolvable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "counts": counts,
                "longest": longest,
                "maximum": maximum,
                "mean": mean,
                "placements": placements,
                "unsolvable": unsolvable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.distribution_longest_item import DistributionLongestItem  # noqa: PLC0415

        d = dict(src_dict)
        counts = cast(list[int], d.pop("counts"))

        longest = []
        _longest = d.pop("longest")
        for longest_item_data in _longest:
            longest_item = DistributionLongestItem.from_dict(longest_item_data)

            longest.append(longest_item)

        maximum = d.pop("maximum")

        mean = d.pop("mean")

        placements = d.pop("placements")

        unsolvable = d.pop("unsolvable")

        distribution = cls(
            counts=counts,
            longest=longest,
            maximum=maximum,
            mean=mean,
            placements=placements,
            unsolvable=unsolvable,
        )

        return distribution
