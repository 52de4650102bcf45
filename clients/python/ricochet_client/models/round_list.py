from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.round_ import Round


T = TypeVar("T", bound="RoundList")


@_attrs_define
class RoundList:
    """
    Attributes:
        rounds (list[Round]):
    """

    rounds: list[Round]

    def to_dict(self) -> dict[str, Any]:
        rounds = []
        for rounds_item_data in self.rounds:
            rounds_item = rounds_item_data.to_dict()
            rounds.append(rounds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.round_ import Round  # noqa: PLC0415

        d = dict(src_dict)
        rounds = []
        _rounds = d.pop("rounds")
        for rounds_item_data in _rounds:
            rounds_item = Round.from_dict(rounds_item_data)

            rounds.append(rounds_item)

        round_list = cls(
            rounds=rounds,
        )

        return round_list
