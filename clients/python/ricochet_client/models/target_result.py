from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.distribution import Distribution
    from ..models.target import Target
    from ..models.target_result_longest_item import TargetResultLongestItem
    from ..models.target_result_samples import TargetResultSamples


T = TypeVar("T", bound="TargetResult")


@_attrs_define
class TargetResult:
    """
    Attributes:
        certificate (str): A digest of the counts and of the whole table.
        counts (list[int]): `counts[d]` placements have optimum d.
        longest (list[TargetResultLongestItem]): Placements at the maximum (capped at 1000).
        maximum (int): The longest.
        mean (float): The mean optimum of the solvable.
        off_targets (Distribution):
        placements (int): Counted.
        robots (list[str]): The robots, the target's own first.
        samples (TargetResultSamples): A few placements per deep optimum (10 and up).
        seconds (float): Wall time.
        target (Target):
        unsolvable (int): Placements no moves solve.
    """

    certificate: str
    counts: list[int]
    longest: list[TargetResultLongestItem]
    maximum: int
    mean: float
    off_targets: Distribution
    placements: int
    robots: list[str]
    samples: TargetResultSamples
    seconds: float
    target: Target
    unsolvable: int

    def to_dict(self) -> dict[str, Any]:
        certificate = self.certificate

        counts = self.counts

        longest = []
        for longest_item_data in self.longest:
            longest_item = longest_item_data.to_dict()
            longest.append(longest_item)

        maximum = self.maximum

        mean = self.mean

        off_targets = self.off_targets.to_dict()

        placements = self.placements

        robots = self.robots

        samples = self.samples.to_dict()

        seconds = self.seconds

        target = self.target.to_dict()

        unsolvable = self.unsolvable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "certificate": certificate,
                "counts": counts,
                "longest": longest,
                "maximum": maximum,
                "mean": mean,
                "off_targets": off_targets,
                "placements": placements,
                "robots": robots,
                "samples": samples,
                "seconds": seconds,
                "target": target,
                "unsolvable": unsolvable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.distribution import Distribution  # noqa: PLC0415
        from ..models.target import Target  # noqa: PLC0415
        from ..models.target_result_longest_item import TargetResultLongestItem  # noqa: PLC0415
        from ..models.target_result_samples import TargetResultSamples  # noqa: PLC0415

        d = dict(src_dict)
        certificate = d.pop("certificate")

        counts = cast(list[int], d.pop("counts"))

        longest = []
        _longest = d.pop("longest")
        for longest_item_data in _longest:
            longest_item = TargetResultLongestItem.from_dict(longest_item_data)

            longest.append(longest_item)

        maximum = d.pop("maximum")

        mean = d.pop("mean")

        off_targets = Distribution.from_dict(d.pop("off_targets"))

        placements = d.pop("placements")

        robots = cast(list[str], d.pop("robots"))

        samples = TargetResultSamples.from_dict(d.pop("samples"))

        seconds = d.pop("seconds")

        target = Target.from_dict(d.pop("target"))

        unsolvable = d.pop("unsolvable")

        target_result = cls(
            certificate=certificate,
            counts=counts,
            longest=longest,
            maximum=maximum,
            mean=mean,
            off_targets=off_targets,
            placements=placements,
            robots=robots,
            samples=samples,
            seconds=seconds,
            target=target,
            unsolvable=unsolvable,
        )

        return target_result
