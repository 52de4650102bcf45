from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.moves_band import MovesBand


T = TypeVar("T", bound="PageBands")


@_attrs_define
class PageBands:
    """
    Attributes:
        bands (list[MovesBand]): The bands, shortest first.
    """

    bands: list[MovesBand]

    def to_dict(self) -> dict[str, Any]:
        bands = []
        for bands_item_data in self.bands:
            bands_item = bands_item_data.to_dict()
            bands.append(bands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bands": bands,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.moves_band import MovesBand  # noqa: PLC0415

        d = dict(src_dict)
        bands = []
        _bands = d.pop("bands")
        for bands_item_data in _bands:
            bands_item = MovesBand.from_dict(bands_item_data)

            bands.append(bands_item)

        page_bands = cls(
            bands=bands,
        )

        return page_bands
