from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chip import Chip


T = TypeVar("T", bound="TargetRerolledData")


@_attrs_define
class TargetRerolledData:
    """
    Attributes:
        round_ (int): The round's number.
        target (Chip):
        by (int | None | Unset): Who rolled (null: the administering client).
    """

    round_: int
    target: Chip
    by: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        target = self.target.to_dict()

        by: int | None | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "target": target,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chip import Chip  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        target = Chip.from_dict(d.pop("target"))

        def _parse_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        by = _parse_by(d.pop("by", UNSET))

        target_rerolled_data = cls(
            round_=round_,
            target=target,
            by=by,
        )

        return target_rerolled_data
