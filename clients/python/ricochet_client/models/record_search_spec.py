from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.record_search_spec_family import RecordSearchSpecFamily
from ..types import UNSET, Unset

T = TypeVar("T", bound="RecordSearchSpec")


@_attrs_define
class RecordSearchSpec:
    """
    Attributes:
        layout (str):  Example: 1A2B3A4B.
        family (RecordSearchSpecFamily | Unset):  Default: RecordSearchSpecFamily.CLASSIC.
        seconds (float | Unset): The search's time budget (at most an hour). Default: 60.0.
        seed (int | Unset): Repeat a search (default: a random seed).
    """

    layout: str
    family: RecordSearchSpecFamily | Unset = RecordSearchSpecFamily.CLASSIC
    seconds: float | Unset = 60.0
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        layout = self.layout

        family: str | Unset = UNSET
        if not isinstance(self.family, Unset):
            family = self.family.value

        seconds = self.seconds

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "layout": layout,
            }
        )
        if family is not UNSET:
            field_dict["family"] = family
        if seconds is not UNSET:
            field_dict["seconds"] = seconds
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        layout = d.pop("layout")

        _family = d.pop("family", UNSET)
        family: RecordSearchSpecFamily | Unset
        if isinstance(_family, Unset):
            family = UNSET
        else:
            family = RecordSearchSpecFamily(_family)

        seconds = d.pop("seconds", UNSET)

        seed = d.pop("seed", UNSET)

        record_search_spec = cls(
            layout=layout,
            family=family,
            seconds=seconds,
            seed=seed,
        )

        return record_search_spec
