from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.goal import Goal
    from ..models.puzzle_rules import PuzzleRules
    from ..models.robots import Robots


T = TypeVar("T", bound="DailyPuzzleSpec")


@_attrs_define
class DailyPuzzleSpec:
    """
    Attributes:
        board (str): The classic layout code of the board. Example: 1A3C2B4D.
        rules (PuzzleRules):
        target (Goal):
        robots (Robots | Unset):
    """

    board: str
    rules: PuzzleRules
    target: Goal
    robots: Robots | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        rules = self.rules.to_dict()

        target = self.target.to_dict()

        robots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.robots, Unset):
            robots = self.robots.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "rules": rules,
                "target": target,
            }
        )
        if robots is not UNSET:
            field_dict["robots"] = robots

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.puzzle_rules import PuzzleRules  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        board = d.pop("board")

        rules = PuzzleRules.from_dict(d.pop("rules"))

        target = Goal.from_dict(d.pop("target"))

        _robots = d.pop("robots", UNSET)
        robots: Robots | Unset
        if isinstance(_robots, Unset):
            robots = UNSET
        else:
            robots = Robots.from_dict(_robots)

        daily_puzzle_spec = cls(
            board=board,
            rules=rules,
            target=target,
            robots=robots,
        )

        return daily_puzzle_spec
