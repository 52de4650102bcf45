from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TimerStartedData")


@_attrs_define
class TimerStartedData:
    """
    Attributes:
        ends_at (datetime.datetime): When it runs out.
        reason (str): `first_bid`, `no_bid_wait` (started by hand) or `solo`.
        round_ (int): The round's number.
        by (int | None | Unset): Who started it (null: the administering client).
    """

    ends_at: datetime.datetime
    reason: str
    round_: int
    by: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ends_at = self.ends_at.isoformat()

        reason = self.reason

        round_ = self.round_

        by: int | None | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ends_at": ends_at,
                "reason": reason,
                "round": round_,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ends_at = datetime.datetime.fromisoformat(d.pop("ends_at"))

        reason = d.pop("reason")

        round_ = d.pop("round")

        def _parse_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        by = _parse_by(d.pop("by", UNSET))

        timer_started_data = cls(
            ends_at=ends_at,
            reason=reason,
            round_=round_,
            by=by,
        )

        return timer_started_data
