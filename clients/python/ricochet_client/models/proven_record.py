from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.proven_record_family import ProvenRecordFamily
from ..models.proven_record_longest import ProvenRecordLongest
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.listed_puzzle import ListedPuzzle
    from ..models.proven_method import ProvenMethod
    from ..models.record_links import RecordLinks


T = TypeVar("T", bound="ProvenRecord")


@_attrs_define
class ProvenRecord:
    """
    Attributes:
        family (ProvenRecordFamily): Robots in play and the rule.
        found_at (datetime.datetime): When it was found.
        layout (str): The layout code.
        links (RecordLinks):
        longest (ProvenRecordLongest): `proven`: the layout is analysed (every placement of the four robots solved for
            every target) and no puzzle on it is longer than `proven_maximum`; `found`: the longest found so far.
        method (ProvenMethod):
        optimal_moves (int): The proven optimum.
        proven_maximum (int | None): The layout's proven longest optimum, if analysed.
        puzzle_id (str): The puzzle's id (GET /v1/puzzles/{id}).
        ricochet_rule (bool): The ricochet rule holds.
        puzzle (ListedPuzzle | Unset):
    """

    family: ProvenRecordFamily
    found_at: datetime.datetime
    layout: str
    links: RecordLinks
    longest: ProvenRecordLongest
    method: ProvenMethod
    optimal_moves: int
    proven_maximum: int | None
    puzzle_id: str
    ricochet_rule: bool
    puzzle: ListedPuzzle | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        family = self.family.value

        found_at = self.found_at.isoformat()

        layout = self.layout

        links = self.links.to_dict()

        longest = self.longest.value

        method = self.method.to_dict()

        optimal_moves = self.optimal_moves

        proven_maximum: int | None
        proven_maximum = self.proven_maximum

        puzzle_id = self.puzzle_id

        ricochet_rule = self.ricochet_rule

        puzzle: dict[str, Any] | Unset = UNSET
        if not isinstance(self.puzzle, Unset):
            puzzle = self.puzzle.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "found_at": found_at,
                "layout": layout,
                "links": links,
                "longest": longest,
                "method": method,
                "optimal_moves": optimal_moves,
                "proven_maximum": proven_maximum,
                "puzzle_id": puzzle_id,
                "ricochet_rule": ricochet_rule,
            }
        )
        if puzzle is not UNSET:
            field_dict["puzzle"] = puzzle

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listed_puzzle import ListedPuzzle  # noqa: PLC0415
        from ..models.proven_method import ProvenMethod  # noqa: PLC0415
        from ..models.record_links import RecordLinks  # noqa: PLC0415

        d = dict(src_dict)
        family = ProvenRecordFamily(d.pop("family"))

        found_at = datetime.datetime.fromisoformat(d.pop("found_at"))

        layout = d.pop("layout")

        links = RecordLinks.from_dict(d.pop("links"))

        longest = ProvenRecordLongest(d.pop("longest"))

        method = ProvenMethod.from_dict(d.pop("method"))

        optimal_moves = d.pop("optimal_moves")

        def _parse_proven_maximum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        proven_maximum = _parse_proven_maximum(d.pop("proven_maximum"))

        puzzle_id = d.pop("puzzle_id")

        ricochet_rule = d.pop("ricochet_rule")

        _puzzle = d.pop("puzzle", UNSET)
        puzzle: ListedPuzzle | Unset
        if isinstance(_puzzle, Unset):
            puzzle = UNSET
        else:
            puzzle = ListedPuzzle.from_dict(_puzzle)

        proven_record = cls(
            family=family,
            found_at=found_at,
            layout=layout,
            links=links,
            longest=longest,
            method=method,
            optimal_moves=optimal_moves,
            proven_maximum=proven_maximum,
            puzzle_id=puzzle_id,
            ricochet_rule=ricochet_rule,
            puzzle=puzzle,
        )

        return proven_record
