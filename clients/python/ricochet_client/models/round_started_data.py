from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chip import Chip
    from ..models.robots import Robots


T = TypeVar("T", bound="RoundStartedData")


@_attrs_define
class RoundStartedData:
    """
    Attributes:
        round_ (int): The round's number.
        chip (Chip | Unset):
        puzzle_id (str | Unset): Classic, solo: the round's puzzle.
        robots (Robots | Unset):
        roller (int | Unset): Micro: who rolled.
        start (list[int] | Unset): Micro: the robot's cell.
        target (Chip | Unset):
    """

    round_: int
    chip: Chip | Unset = UNSET
    puzzle_id: str | Unset = UNSET
    robots: Robots | Unset = UNSET
    roller: int | Unset = UNSET
    start: list[int] | Unset = UNSET
    target: Chip | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        chip: dict[str, Any] | Unset = UNSET
        if not isinstance(self.chip, Unset):
            chip = self.chip.to_dict()

        puzzle_id = self.puzzle_id

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        roller = self.roller

        start: list[int] | Unset = UNSET
        if not isinstance(self.start, Unset):
            start = self.start

        target: dict[str, Any] | Unset = UNSET
        if not isinstance(self.target, Unset):
            target = self.target.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
            }
        )
        if chip is not UNSET:
            field_dict["chip"] = chip
        if puzzle_id is not UNSET:
            field_dict["puzzle_id"] = puzzle_id
        if robots is not UNSET:
            field_dict["robots"] = robots
        if roller is not UNSET:
            field_dict["roller"] = roller
        if start is not UNSET:
            field_dict["start"] = start
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        _chip = d.pop("chip", UNSET)
        chip: Chip | Unset
        if isinstance(_chip, Unset):
            chip = UNSET
        else:
            chip = Chip.from_dict(_chip)

        puzzle_id = d.pop("puzzle_id", UNSET)

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        roller = d.pop("roller", UNSET)

        start = cast(list[int], d.pop("start", UNSET))

        _target = d.pop("target", UNSET)
        target: Chip | Unset
        if isinstance(_target, Unset):
            target = UNSET
        else:
            target = Chip.from_dict(_target)

        round_started_data = cls(
            round_=round_,
            chip=chip,
            puzzle_id=puzzle_id,
            robots=robots,
            roller=roller,
            start=start,
            target=target,
        )

        return round_started_data
