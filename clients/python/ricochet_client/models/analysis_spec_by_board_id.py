from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.analysis_spec_by_board_id_robots_item import AnalysisSpecByBoardIdRobotsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.goal import Goal


T = TypeVar("T", bound="AnalysisSpecByBoardId")


@_attrs_define
class AnalysisSpecByBoardId:
    """With `board_id`.

    Attributes:
        board_id (str): A stored board's id.
        robots (list[AnalysisSpecByBoardIdRobotsItem]): The robots placed on every free cell (1 to 4). Example: ['red',
            'green', 'blue', 'yellow'].
        targets (list[Goal] | Unset): Printed targets to analyse (default: every target of the robots' colours, and the
            vortex).
    """

    board_id: str
    robots: list[AnalysisSpecByBoardIdRobotsItem]
    targets: list[Goal] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        robots = []
        for robots_item_data in self.robots:
            robots_item = robots_item_data.value
            robots.append(robots_item)

        targets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = []
            for targets_item_data in self.targets:
                targets_item = targets_item_data.to_dict()
                targets.append(targets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "robots": robots,
            }
        )
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.goal import Goal  # noqa: PLC0415

        d = dict(src_dict)
        board_id = d.pop("board_id")

        robots = []
        _robots = d.pop("robots")
        for robots_item_data in _robots:
            robots_item = AnalysisSpecByBoardIdRobotsItem(robots_item_data)

            robots.append(robots_item)

        _targets = d.pop("targets", UNSET)
        targets: list[Goal] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = Goal.from_dict(targets_item_data)

                targets.append(targets_item)

        analysis_spec_by_board_id = cls(
            board_id=board_id,
            robots=robots,
            targets=targets,
        )

        return analysis_spec_by_board_id
