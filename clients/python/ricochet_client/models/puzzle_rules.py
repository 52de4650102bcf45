from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PuzzleRules")


@_attrs_define
class PuzzleRules:
    """
    Attributes:
        ricochet_rule (bool | Unset): The finishing robot must ricochet (on by default). Default: True.
    """

    ricochet_rule: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        ricochet_rule = self.ricochet_rule

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ricochet_rule is not UNSET:
            field_dict["ricochet_rule"] = ricochet_rule

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ricochet_rule = d.pop("ricochet_rule", UNSET)

        puzzle_rules = cls(
            ricochet_rule=ricochet_rule,
        )

        return puzzle_rules
