from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameStatus")


@_attrs_define
class GameStatus:
    """
    Attributes:
        status (str): `active` or `finished`.
        winners (list[int] | None): Once finished: the winning seats.
    """

    status: str
    winners: list[int] | None

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))

        game_status = cls(
            status=status,
            winners=winners,
        )

        return game_status
