from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.client_ref import ClientRef


T = TypeVar("T", bound="StreakEntry")


@_attrs_define
class StreakEntry:
    """
    Attributes:
        client (ClientRef):
        current (int): Its current run.
        longest (int): Its longest run.
        player (str): The player.
    """

    client: ClientRef
    current: int
    longest: int
    player: str

    def to_dict(self) -> dict[str, Any]:
        client = self.client.to_dict()

        current = self.current

        longest = self.longest

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "client": client,
                "current": current,
                "longest": longest,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.client_ref import ClientRef  # noqa: PLC0415

        d = dict(src_dict)
        client = ClientRef.from_dict(d.pop("client"))

        current = d.pop("current")

        longest = d.pop("longest")

        player = d.pop("player")

        streak_entry = cls(
            client=client,
            current=current,
            longest=longest,
            player=player,
        )

        return streak_entry
