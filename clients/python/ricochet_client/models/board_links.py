from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BoardLinks")


@_attrs_define
class BoardLinks:
    """
    Attributes:
        image (str): Its SVG picture.
        self_ (str): This board.
    """

    image: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        image = self.image

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "image": image,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        image = d.pop("image")

        self_ = d.pop("self")

        board_links = cls(
            image=image,
            self_=self_,
        )

        return board_links
