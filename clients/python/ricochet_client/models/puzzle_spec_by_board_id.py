from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.goal import Goal
    from ..models.puzzle_rules import PuzzleRules
    from ..models.robots import Robots


T = TypeVar("T", bound="PuzzleSpecByBoardId")


@_attrs_define
class PuzzleSpecByBoardId:
    """With `board_id`.

    Attributes:
        board_id (str): A stored board's id.
        robots (Robots):
        target (Goal):
        rules (PuzzleRules | Unset):
    """

    board_id: str
    robots: Robots
    target: Goal
    rules: PuzzleRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        robots = self.robots.to_dict()

        target = self.target.to_dict()

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "robots": robots,
                "target": target,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.puzzle_rules import PuzzleRules  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        board_id = d.pop("board_id")

        robots = Robots.from_dict(d.pop("robots"))

        target = Goal.from_dict(d.pop("target"))

        _rules = d.pop("rules", UNSET)
        rules: PuzzleRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = PuzzleRules.from_dict(_rules)

        puzzle_spec_by_board_id = cls(
            board_id=board_id,
            robots=robots,
            target=target,
            rules=rules,
        )

        return puzzle_spec_by_board_id
