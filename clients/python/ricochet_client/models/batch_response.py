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
        checked (int): Items checked: each has a verdict (`solved`).
        invalid (int): Items that could not be checked: each has a problem as `error` (`checked + invalid` is the number
            of items).
        results (list[BatchResult]): One result per item, in the request's order.
        solved (int): Checked items whose solution solves the puzzle.
    """

    checked: int
    invalid: int
    results: list[BatchResult]
    solved: int

    def to_dict(self) -> dict[str, Any]:
        checked = self.checked

        invalid = self.invalid

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        solved = self.solved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checked": checked,
                "invalid": invalid,
                "results": results,
                "solved": solved,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_result import BatchResult  # noqa: PLC0415

        d = dict(src_dict)
        checked = d.pop("checked")

        invalid = d.pop("invalid")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = BatchResult.from_dict(results_item_data)

            results.append(results_item)

        solved = d.pop("solved")

        batch_response = cls(
            checked=checked,
            invalid=invalid,
            results=results,
            solved=solved,
        )

        return batch_response
