from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Layout")


@_attrs_define
class Layout:
    """
    Attributes:
        code (str): Faces NW, NE, SE, SW, e.g. `1A3C2B4D`. Example: 1A3C2B4D.
        edition (str): `1999` or `2003+`.
        faces (list[str]): The four faces, in the code's order.
        has_diagonals (bool): Whether a face has diagonals (C or D faces).
    """

    code: str
    edition: str
    faces: list[str]
    has_diagonals: bool

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        edition = self.edition

        faces = self.faces

        has_diagonals = self.has_diagonals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "edition": edition,
                "faces": faces,
                "has_diagonals": has_diagonals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        edition = d.pop("edition")

        faces = cast(list[str], d.pop("faces"))

        has_diagonals = d.pop("has_diagonals")

        layout = cls(
            code=code,
            edition=edition,
            faces=faces,
            has_diagonals=has_diagonals,
        )

        return layout
