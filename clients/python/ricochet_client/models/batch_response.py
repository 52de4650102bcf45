from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_result import BatchResult


T = TypeVar("T", bound="BatchResponse")


@_attrs_define
class BatchResponse:
    """
    Attributes:
        checked (int): Items checked.
        failed (int): Bad items.
        results (list[BatchResult]):
    """

    checked: int
    failed: int
    results: list[BatchResult]

    def to_dict(self) -> dict[str, Any]:
        checked = self.checked

        failed = self.failed

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checked": checked,
                "failed": failed,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_result import BatchResult  # noqa: PLC0415

        d = dict(src_dict)
        checked = d.pop("checked")

        failed = d.pop("failed")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchResult.from_dict(results_item_data)

            results.append(results_item)

        batch_response = cls(
            checked=checked,
            failed=failed,
            results=results,
        )

        return batch_response
