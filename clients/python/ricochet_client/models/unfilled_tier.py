from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UnfilledTier")


@_attrs_define
class UnfilledTier:
    """
    Attributes:
        max_moves (int | None): Its most moves (null: open-ended).
        min_moves (int): Its fewest moves.
        reason (str): Why no puzzle was found.
        tier (str): The tier.
    """

    max_moves: int | None
    min_moves: int
    reason: str
    tier: str

    def to_dict(self) -> dict[str, Any]:
        max_moves: int | None
        max_moves = self.max_moves

        min_moves = self.min_moves

        reason = self.reason

        tier = self.tier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "max_moves": max_moves,
                "min_moves": min_moves,
                "reason": reason,
                "tier": tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_max_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_moves = _parse_max_moves(d.pop("max_moves"))

        min_moves = d.pop("min_moves")

        reason = d.pop("reason")

        tier = d.pop("tier")

        unfilled_tier = cls(
            max_moves=max_moves,
            min_moves=min_moves,
            reason=reason,
            tier=tier,
        )

        return unfilled_tier
