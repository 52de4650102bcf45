from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Robots")


@_attrs_define
class Robots:
    """
    Attributes:
        black (list[int] | Unset): The black robot's cell (black-robot variant). Example: [3, 12].
        blue (list[int] | Unset): The blue robot's cell. Example: [3, 12].
        green (list[int] | Unset): The green robot's cell. Example: [3, 12].
        red (list[int] | Unset): The red robot's cell. Example: [3, 12].
        yellow (list[int] | Unset): The yellow robot's cell. Example: [3, 12].
    """

    black: list[int] | Unset = UNSET
    blue: list[int] | Unset = UNSET
    green: list[int] | Unset = UNSET
    red: list[int] | Unset = UNSET
    yellow: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        black: list[int] | Unset = UNSET
        if not isinstance(self.black, Unset):
            black = self.black

        blue: list[int] | Unset = UNSET
        if not isinstance(self.blue, Unset):
            blue = self.blue

        green: list[int] | Unset = UNSET
        if not isinstance(self.green, Unset):
            green = self.green

        red: list[int] | Unset = UNSET
        if not isinstance(self.red, Unset):
            red = self.red

        yellow: list[int] | Unset = UNSET
        if not isinstance(self.yellow, Unset):
            yellow = self.yellow

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if black is not UNSET:
            field_dict["black"] = black
        if blue is not UNSET:
            field_dict["blue"] = blue
        if green is not UNSET:
            field_dict["green"] = green
        if red is not UNSET:
            field_dict["red"] = red
        if yellow is not UNSET:
            field_dict["yellow"] = yellow

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        black = cast(list[int], d.pop("black", UNSET))

        blue = cast(list[int], d.pop("blue", UNSET))

        green = cast(list[int], d.pop("green", UNSET))

        red = cast(list[int], d.pop("red", UNSET))

        yellow = cast(list[int], d.pop("yellow", UNSET))

        robots = cls(
            black=black,
            blue=blue,
            green=green,
            red=red,
            yellow=yellow,
        )

        return robots
