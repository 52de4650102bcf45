from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.train_page_run_spec_mode import TrainPageRunSpecMode

T = TypeVar("T", bound="TrainPageRunSpec")


@_attrs_define
class TrainPageRunSpec:
    """
    Attributes:
        mode (TrainPageRunSpecMode): streak: one miss ends it; timed: 3 minutes.
    """

    mode: TrainPageRunSpecMode

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = TrainPageRunSpecMode(d.pop("mode"))

        train_page_run_spec = cls(
            mode=mode,
        )

        return train_page_run_spec
