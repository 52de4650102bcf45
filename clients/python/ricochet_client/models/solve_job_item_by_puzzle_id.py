from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SolveJobItemByPuzzleId")


@_attrs_define
class SolveJobItemByPuzzleId:
    """With `puzzle_id`.

    Attributes:
        puzzle_id (str):
        ref (int | str | Unset): Echoed in the result.
    """

    puzzle_id: str
    ref: int | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        puzzle_id = self.puzzle_id

        ref: int | str | Unset
        if isinstance(self.ref, Unset):
            ref = UNSET
        else:
            ref = self.ref

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "puzzle_id": puzzle_id,
            }
        )
        if ref is not UNSET:
            field_dict["ref"] = ref

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        puzzle_id = d.pop("puzzle_id")

        def _parse_ref(data: object) -> int | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(int | str | Unset, data)

        ref = _parse_ref(d.pop("ref", UNSET))

        solve_job_item_by_puzzle_id = cls(
            puzzle_id=puzzle_id,
            ref=ref,
        )

        return solve_job_item_by_puzzle_id
