from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.puzzle_request_status import PuzzleRequestStatus

if TYPE_CHECKING:
    from ..models.library_item import LibraryItem
    from ..models.puzzle_request_filter import PuzzleRequestFilter
    from ..models.puzzle_request_links import PuzzleRequestLinks


T = TypeVar("T", bound="PuzzleRequest")


@_attrs_define
class PuzzleRequest:
    """
    Attributes:
        candidates (int): Random candidates solved so far.
        complete (bool): All the puzzles asked for were found.
        count (int): Puzzles asked for.
        created_at (str): When it was made.
        detail (None | str): Why a finished request holds fewer than `count`, or why it is `retrying` (its worker
            stopped; it runs again, keeping the puzzles found) or `failed`.
        expires_at (str): When it is forgotten.
        filter_ (PuzzleRequestFilter):
        found (int): Puzzles found so far.
        id (str): The request's id. Example: pr3f9a0c1d2e4b5a6c.
        items (list[LibraryItem]): The puzzles found so far.
        links (PuzzleRequestLinks):
        max_seconds (float): The time budget in seconds.
        status (PuzzleRequestStatus): queued, running, then done (or failed); retrying while a run whose worker stopped
            waits to run again.
    """

    candidates: int
    complete: bool
    count: int
    created_at: str
    detail: None | str
    expires_at: str
    filter_: PuzzleRequestFilter
    found: int
    id: str
    items: list[LibraryItem]
    links: PuzzleRequestLinks
    max_seconds: float
    status: PuzzleRequestStatus

    def to_dict(self) -> dict[str, Any]:
        candidates = self.candidates

        complete = self.complete

        count = self.count

        created_at = self.created_at

        detail: None | str
        detail = self.detail

        expires_at = self.expires_at

        filter_ = self.filter_.to_dict()

        found = self.found

        id = self.id

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        links = self.links.to_dict()

        max_seconds = self.max_seconds

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "candidates": candidates,
                "complete": complete,
                "count": count,
                "created_at": created_at,
                "detail": detail,
                "expires_at": expires_at,
                "filter": filter_,
                "found": found,
                "id": id,
                "items": items,
                "links": links,
                "max_seconds": max_seconds,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.library_item import LibraryItem  # noqa: PLC0415
        from ..models.puzzle_request_filter import PuzzleRequestFilter  # noqa: PLC0415
        from ..models.puzzle_request_links import PuzzleRequestLinks  # noqa: PLC0415

        d = dict(src_dict)
        candidates = d.pop("candidates")

        complete = d.pop("complete")

        count = d.pop("count")

        created_at = d.pop("created_at")

        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))

        expires_at = d.pop("expires_at")

        filter_ = PuzzleRequestFilter.from_dict(d.pop("filter"))

        found = d.pop("found")

        id = d.pop("id")

        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = LibraryItem.from_dict(items_item_data)

            items.append(items_item)

        links = PuzzleRequestLinks.from_dict(d.pop("links"))

        max_seconds = d.pop("max_seconds")

        status = PuzzleRequestStatus(d.pop("status"))

        puzzle_request = cls(
            candidates=candidates,
            complete=complete,
            count=count,
            created_at=created_at,
            detail=detail,
            expires_at=expires_at,
            filter_=filter_,
            found=found,
            id=id,
            items=items,
            links=links,
            max_seconds=max_seconds,
            status=status,
        )

        return puzzle_request
