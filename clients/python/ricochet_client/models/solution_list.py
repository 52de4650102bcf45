from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.solution_list_status import SolutionListStatus

if TYPE_CHECKING:
    from ..models.listed_solution import ListedSolution


T = TypeVar("T", bound="SolutionList")


@_attrs_define
class SolutionList:
    """
    Attributes:
        complete (bool): `items` holds every optimal solution (`total` <= `limit`, exactly counted); false: capped by
            `limit` or not listed yet.
        error (None | str): Why the solve failed (`failed`), else null.
        exact (bool | None): False when the listing ran out of its worker's budget: `items` and `total` are what it
            found by then; null until listed.
        items (list[ListedSolution]): The first `limit` solutions (empty until done).
        limit (int): As asked.
        optimal_moves (int | None): The proven optimum (null until proven).
        puzzle_id (str): The puzzle whose solutions these are.
        status (SolutionListStatus): `done` once listed. Until the optimum is proven, the solve's status as GET
            .../solution shows it (`none`: ask for it with POST .../solution); then `queued` or `running` while a worker
            lists solutions that take longer than a request may spend.
        total (int | None): How many distinct optimal solutions the puzzle has, counted up to 1000 (`total_capped`: 1000
            or more); null until listed.
        total_capped (bool): `total` is the cap: maybe more.
    """

    complete: bool
    error: None | str
    exact: bool | None
    items: list[ListedSolution]
    limit: int
    optimal_moves: int | None
    puzzle_id: str
    status: SolutionListStatus
    total: int | None
    total_capped: bool

    def to_dict(self) -> dict[str, Any]:
        complete = self.complete

        error: None | str
        error = self.error

        exact: bool | None
        exact = self.exact

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        limit = self.limit

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        status = self.status.value

        total: int | None
        total = self.total

        total_capped = self.total_capped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "error": error,
                "exact": exact,
                "items": items,
                "limit": limit,
                "optimal_moves": optimal_moves,
                "puzzle_id": puzzle_id,
                "status": status,
                "total": total,
                "total_capped": total_capped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listed_solution import ListedSolution  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        def _parse_exact(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        exact = _parse_exact(d.pop("exact"))

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ListedSolution.from_dict(items_item_data)

            items.append(items_item)

        limit = d.pop("limit")

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        puzzle_id = d.pop("puzzle_id")

        status = SolutionListStatus(d.pop("status"))

        def _parse_total(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        total = _parse_total(d.pop("total"))

        total_capped = d.pop("total_capped")

        solution_list = cls(
            complete=complete,
            error=error,
            exact=exact,
            items=items,
            limit=limit,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            status=status,
            total=total,
            total_capped=total_capped,
        )

        return solution_list
