from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.analysis_status import AnalysisStatus

if TYPE_CHECKING:
    from ..models.analysis_links import AnalysisLinks
    from ..models.analysis_target import AnalysisTarget


T = TypeVar("T", bound="Analysis")


@_attrs_define
class Analysis:
    """
    Attributes:
        board_id (str): The board (GET /v1/boards/{id}).
        created_at (datetime.datetime): When it was asked for.
        id (str): The analysis's id.
        layout (None | str): Its layout code, if it is a classic layout.
        links (AnalysisLinks):
        robots (list[str]): The robots placed, in the core's order.
        status (AnalysisStatus): done once every target is.
        targets (list[AnalysisTarget]): Each target, in the order asked.
    """

    board_id: str
    created_at: datetime.datetime
    id: str
    layout: None | str
    links: AnalysisLinks
    robots: list[str]
    status: AnalysisStatus
    targets: list[AnalysisTarget]

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        created_at = self.created_at.isoformat()

        id = self.id

        layout: None | str
        layout = self.layout

        links = self.links.to_dict()

        robots = self.robots

        status = self.status.value

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "created_at": created_at,
                "id": id,
                "layout": layout,
                "links": links,
                "robots": robots,
                "status": status,
                "targets": targets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysis_links import AnalysisLinks  # noqa: PLC0415
        from ..models.analysis_target import AnalysisTarget  # noqa: PLC0415

        d = dict(src_dict)
        board_id = d.pop("board_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        def _parse_layout(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        layout = _parse_layout(d.pop("layout"))

        links = AnalysisLinks.from_dict(d.pop("links"))

        robots = cast(list[str], d.pop("robots"))

        status = AnalysisStatus(d.pop("status"))

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in _targets:
            targets_item = AnalysisTarget.from_dict(targets_item_data)

            targets.append(targets_item)

        analysis = cls(
            board_id=board_id,
            created_at=created_at,
            id=id,
            layout=layout,
            links=links,
            robots=robots,
            status=status,
            targets=targets,
        )

        return analysis
