from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.record_search_status import RecordSearchStatus

if TYPE_CHECKING:
    from ..models.record_search_links import RecordSearchLinks


T = TypeVar("T", bound="RecordSearch")


@_attrs_define
class RecordSearch:
    """
    Attributes:
        best_moves (int | None): The longest proven optimum so far.
        created_at (str): When it was made.
        error (None | str): Why it is `retrying` (its worker stopped; it runs again) or `failed`; null otherwise.
        evaluations (int): Positions solved so far.
        expires_at (str): When it is forgotten.
        family (str): The family searched.
        id (str): The search's id. Example: rs3f9a0c1d2e4b5a6c.
        layout (str): The layout searched.
        links (RecordSearchLinks):
        puzzle_id (None | str): The best puzzle, once done.
        record (bool): Its best became the layout's record.
        seconds (float): The time budget in seconds.
        seed (int): The search's seed.
        status (RecordSearchStatus): queued, running, then done (or failed); retrying while a run whose worker stopped
            waits to run again.
    """

    best_moves: int | None
    created_at: str
    error: None | str
    evaluations: int
    expires_at: str
    family: str
    id: str
    layout: str
    links: RecordSearchLinks
    puzzle_id: None | str
    record: bool
    seconds: float
    seed: int
    status: RecordSearchStatus

    def to_dict(self) -> dict[str, Any]:
        best_moves: int | None
        best_moves = self.best_moves

        created_at = self.created_at

        error: None | str
        error = self.error

        evaluations = self.evaluations

        expires_at = self.expires_at

        family = self.family

        id = self.id

        layout = self.layout

        links = self.links.to_dict()

        puzzle_id: None | str
        puzzle_id = self.puzzle_id

        record = self.record

        seconds = self.seconds

        seed = self.seed

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best_moves": best_moves,
                "created_at": created_at,
                "error": error,
                "evaluations": evaluations,
                "expires_at": expires_at,
                "family": family,
                "id": id,
                "layout": layout,
                "links": links,
                "puzzle_id": puzzle_id,
                "record": record,
                "seconds": seconds,
                "seed": seed,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_search_links import RecordSearchLinks  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_best_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        best_moves = _parse_best_moves(d.pop("best_moves"))

        created_at = d.pop("created_at")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        evaluations = d.pop("evaluations")

        expires_at = d.pop("expires_at")

        family = d.pop("family")

        id = d.pop("id")

        layout = d.pop("layout")

        links = RecordSearchLinks.from_dict(d.pop("links"))

        def _parse_puzzle_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        puzzle_id = _parse_puzzle_id(d.pop("puzzle_id"))

        record = d.pop("record")

        seconds = d.pop("seconds")

        seed = d.pop("seed")

        status = RecordSearchStatus(d.pop("status"))

        record_search = cls(
            best_moves=best_moves,
            created_at=created_at,
            error=error,
            evaluations=evaluations,
            expires_at=expires_at,
            family=family,
            id=id,
            layout=layout,
            links=links,
            puzzle_id=puzzle_id,
            record=record,
            seconds=seconds,
            seed=seed,
            status=status,
        )

        return record_search
