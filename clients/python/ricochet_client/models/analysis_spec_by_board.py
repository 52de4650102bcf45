from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.analysis_spec_by_board_robots_item import AnalysisSpecByBoardRobotsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract
    from ..models.goal import Goal


T = TypeVar("T", bound="AnalysisSpecByBoard")


@_attrs_define
class AnalysisSpecByBoard:
    """With `board`.

    Attributes:
        board (BoardContract | str):
        robots (list[AnalysisSpecByBoardRobotsItem]): The robots placed on every free cell (1 to 4). Example: ['red',
            'green', 'blue', 'yellow'].
        targets (list[Goal] | Unset): Printed targets to analyse (default: every target of the robots' colours, and the
            vortex).
    """

    board: BoardContract | str
    robots: list[AnalysisSpecByBoardRobotsItem]
    targets: list[Goal] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.board_contract import BoardContract  # noqa: PLC0415

        board: dict[str, Any] | str
        if isinstance(self.board, BoardContract):
            board = self.board.to_dict()
        else:
            board = self.board

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
                "board": board,
                "robots": robots,
            }
        )
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415
        from ..models.goal import Goal  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_board(data: object) -> BoardContract | str:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                board_type_0 = BoardContract.from_dict(data)

                return board_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BoardContract | str, data)

        board = _parse_board(d.pop("board"))

        robots = []
        _robots = d.pop("robots")
        for robots_item_data in _robots:
            robots_item = AnalysisSpecByBoardRobotsItem(robots_item_data)

            robots.append(robots_item)

        _targets = d.pop("targets", UNSET)
        targets: list[Goal] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = Goal.from_dict(targets_item_data)

                targets.append(targets_item)

        analysis_spec_by_board = cls(
            board=board,
            robots=robots,
            targets=targets,
        )

        return analysis_spec_by_board
