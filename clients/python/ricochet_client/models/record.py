from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.record_family import RecordFamily

if TYPE_CHECKING:
    from ..models.record_links import RecordLinks
    from ..models.record_method import RecordMethod


T = TypeVar("T", bound="Record")


@_attrs_define
class Record:
    """
    Attributes:
        family (RecordFamily): Robots in play and the rule.
        found_at (datetime.datetime): When it was found.
        layout (str): The layout code.
        links (RecordLinks):
        method (RecordMethod):
        optimal_moves (int): The proven optimum.
        puzzle_id (str): The puzzle's id (GET /v1/puzzles/{id}).
        ricochet_rule (bool): The ricochet rule holds.
    """

    family: RecordFamily
    found_at: datetime.datetime
    layout: str
    links: RecordLinks
    method: RecordMethod
    optimal_moves: int
    puzzle_id: str
    ricochet_rule: bool

    def to_dict(self) -> dict[str, Any]:
        family = self.family.value

        found_at = self.found_at.isoformat()

        layout = self.layout

        links = self.links.to_dict()

        method = self.method.to_dict()

        optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        ricochet_rule = self.ricochet_rule

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "family": family,
                "found_at": found_at,
                "layout": layout,
                "links": links,
                "method": method,
                "optimal_moves": optimal_moves,
                "puzzle_id": puzzle_id,
                "ricochet_rule": ricochet_rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_links import RecordLinks  # noqa: PLC0415
        from ..models.record_method import RecordMethod  # noqa: PLC0415

        d = dict(src_dict)
        family = RecordFamily(d.pop("family"))

        found_at = datetime.datetime.fromisoformat(d.pop("found_at"))

        layout = d.pop("layout")

        links = RecordLinks.from_dict(d.pop("links"))

        method = RecordMethod.from_dict(d.pop("method"))

        optimal_moves = d.pop("optimal_moves")

        puzzle_id = d.pop("puzzle_id")

        ricochet_rule = d.pop("ricochet_rule")

        record = cls(
            family=family,
            found_at=found_at,
            layout=layout,
            links=links,
            method=method,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            ricochet_rule=ricochet_rule,
        )

        return record
