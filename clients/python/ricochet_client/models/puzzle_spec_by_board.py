from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract
    from ..models.goal import Goal
    from ..models.puzzle_rules import PuzzleRules
    from ..models.robots import Robots


T = TypeVar("T", bound="PuzzleSpecByBoard")


@_attrs_define
class PuzzleSpecByBoard:
    """With `board`.

    Attributes:
        board (BoardContract | str):
        robots (Robots):
        target (Goal):
        rules (PuzzleRules | Unset):
    """

    board: BoardContract | str
    robots: Robots
    target: Goal
    rules: PuzzleRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.board_contract import BoardContract  # noqa: PLC0415

        board: dict[str, Any] | str
        if isinstance(self.board, BoardContract):
            board = self.board.to_dict()
        else:
            board = self.board

        robots = self.robots.to_dict()

        target = self.target.to_dict()

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "robots": robots,
                "target": target,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.puzzle_rules import PuzzleRules  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

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

        robots = Robots.from_dict(d.pop("robots"))

        target = Goal.from_dict(d.pop("target"))

        _rules = d.pop("rules", UNSET)
        rules: PuzzleRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = PuzzleRules.from_dict(_rules)

        puzzle_spec_by_board = cls(
            board=board,
            robots=robots,
            target=target,
            rules=rules,
        )

        return puzzle_spec_by_board
