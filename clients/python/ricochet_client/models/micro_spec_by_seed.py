from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.micro_spec_by_seed_mode import MicroSpecBySeedMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="MicroSpecBySeed")


@_attrs_define
class MicroSpecBySeed:
    """With `seed`.

    Attributes:
        seed (int | str): Any integer (64 bits) or string; equal seeds give equal boards. Example: 42.
        mode (MicroSpecBySeedMode | Unset): With `seed`: lay out the known sections, or any board.
    """

    seed: int | str
    mode: MicroSpecBySeedMode | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed: int | str
        seed = self.seed

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
            }
        )
        if mode is not UNSET:
            field_dict["mode"] = mode

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seed(data: object) -> int | str:
            return cast(int | str, data)

        seed = _parse_seed(d.pop("seed"))

        _mode = d.pop("mode", UNSET)
        mode: MicroSpecBySeedMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = MicroSpecBySeedMode(_mode)

        micro_spec_by_seed = cls(
            seed=seed,
            mode=mode,
        )

        return micro_spec_by_seed
