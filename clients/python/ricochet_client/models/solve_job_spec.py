from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.solve_job_item_by_puzzle import SolveJobItemByPuzzle
    from ..models.solve_job_item_by_puzzle_id import SolveJobItemByPuzzleId


T = TypeVar("T", bound="SolveJobSpec")


@_attrs_define
class SolveJobSpec:
    """
    Attributes:
        items (list[SolveJobItemByPuzzle | SolveJobItemByPuzzleId]): At most SOLVE_JOB_MAX_ITEMS (10,000) items.
        max_seconds (float | Unset): Time limit per puzzle in seconds (at most SOLVE_MAX_SECONDS, the default).
    """

    items: list[SolveJobItemByPuzzle | SolveJobItemByPuzzleId]
    max_seconds: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.solve_job_item_by_puzzle import SolveJobItemByPuzzle  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any]
            if isinstance(items_item_data, SolveJobItemByPuzzle):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data.to_dict()

            items.append(items_item)

        max_seconds = self.max_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )
        if max_seconds is not UNSET:
            field_dict["max_seconds"] = max_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.solve_job_item_by_puzzle import SolveJobItemByPuzzle  # noqa: PLC0415
        from ..models.solve_job_item_by_puzzle_id import SolveJobItemByPuzzleId  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> SolveJobItemByPuzzle | SolveJobItemByPuzzleId:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_solve_job_item_type_0 = SolveJobItemByPuzzle.from_dict(data)

                    return componentsschemas_solve_job_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_solve_job_item_type_1 = SolveJobItemByPuzzleId.from_dict(data)

                return componentsschemas_solve_job_item_type_1

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        max_seconds = d.pop("max_seconds", UNSET)

        solve_job_spec = cls(
            items=items,
            max_seconds=max_seconds,
        )

        return solve_job_spec
