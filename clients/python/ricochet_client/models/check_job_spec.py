from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_item_by_puzzle import BatchItemByPuzzle
    from ..models.batch_item_by_puzzle_id import BatchItemByPuzzleId


T = TypeVar("T", bound="CheckJobSpec")


@_attrs_define
class CheckJobSpec:
    """
    Attributes:
        items (list[BatchItemByPuzzle | BatchItemByPuzzleId]): At most CHECK_JOB_MAX_ITEMS (100,000) items.
        grade (bool | Unset): Grade solved items: optimal, +k or not proven. Default: False.
    """

    items: list[BatchItemByPuzzle | BatchItemByPuzzleId]
    grade: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_item_by_puzzle import BatchItemByPuzzle  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, BatchItemByPuzzle):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        grade = self.grade

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )
        if grade is not UNSET:
            field_dict["grade"] = grade

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_item_by_puzzle import BatchItemByPuzzle  # noqa: PLC0415
        from ..models.batch_item_by_puzzle_id import BatchItemByPuzzleId  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> BatchItemByPuzzle | BatchItemByPuzzleId:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_batch_item_type_0 = BatchItemByPuzzle.from_dict(data)

                    return componentsschemas_batch_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_batch_item_type_1 = BatchItemByPuzzleId.from_dict(data)

                return componentsschemas_batch_item_type_1

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        grade = d.pop("grade", UNSET)

        check_job_spec = cls(
            items=items,
            grade=grade,
        )

        return check_job_spec
