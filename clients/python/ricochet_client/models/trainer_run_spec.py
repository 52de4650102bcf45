from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.trainer_run_spec_mode import TrainerRunSpecMode

T = TypeVar("T", bound="TrainerRunSpec")


@_attrs_define
class TrainerRunSpec:
    """
    Attributes:
        mode (TrainerRunSpecMode): streak: one miss ends it; timed: 3 minutes.
        player (str): The player's name, chosen by the client app (players are scoped per API client). Example: alice.
    """

    mode: TrainerRunSpecMode
    player: str

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = TrainerRunSpecMode(d.pop("mode"))

        player = d.pop("player")

        trainer_run_spec = cls(
            mode=mode,
            player=player,
        )

        return trainer_run_spec
