from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MicroSpecBySections")


@_attrs_define
class MicroSpecBySections:
    """With `sections`.

    Attributes:
        sections (str): Section and quarter turns NW, NE, SW, SE. Example: A0B1C2D3.
    """

    sections: str

    def to_dict(self) -> dict[str, Any]:
        sections = self.sections

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sections": sections,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sections = d.pop("sections")

        micro_spec_by_sections = cls(
            sections=sections,
        )

        return micro_spec_by_sections
