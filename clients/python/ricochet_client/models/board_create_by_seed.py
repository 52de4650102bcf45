from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.board_create_by_seed_faces import BoardCreateBySeedFaces
from ..types import UNSET, Unset

T = TypeVar("T", bound="BoardCreateBySeed")


@_attrs_define
class BoardCreateBySeed:
    """With `seed`.

    Attributes:
        seed (int | str): Any integer (64 bits) or string; equal seeds give equal boards. Example: 42.
        faces (BoardCreateBySeedFaces | Unset): With `seed`: AB for the 1999 faces only (default ABCD).
    """

    seed: int | str
    faces: BoardCreateBySeedFaces | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed: int | str
        seed = self.seed

        faces: str | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
            }
        )
        if faces is not UNSET:
            field_dict["faces"] = faces

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seed(data: object) -> int | str:
            return cast(int | str, data)

        seed = _parse_seed(d.pop("seed"))

        _faces = d.pop("faces", UNSET)
        faces: BoardCreateBySeedFaces | Unset
        if isinstance(_faces, Unset):
            faces = UNSET
        else:
            faces = BoardCreateBySeedFaces(_faces)

        board_create_by_seed = cls(
            seed=seed,
            faces=faces,
        )

        return board_create_by_seed
