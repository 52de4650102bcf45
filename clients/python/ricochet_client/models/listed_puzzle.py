from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.goal import Goal
    from ..models.puzzle_links import PuzzleLinks
    from ..models.puzzle_rules import PuzzleRules
    from ..models.robots import Robots


T = TypeVar("T", bound="ListedPuzzle")


@_attrs_define
class ListedPuzzle:
    """
    Attributes:
        board_id (str): Its board's id.
        created_at (datetime.datetime): When it was first stored.
        id (str): The puzzle's id (from its canonical JSON). Example: p5m2x7kq4w3z9a1bc.
        links (PuzzleLinks):
        robots (Robots):
        rules (PuzzleRules):
        target (Goal):
    """

    board_id: str
    created_at: datetime.datetime
    id: str
    links: PuzzleLinks
    robots: Robots
    rules: PuzzleRules
    target: Goal

    def to_dict(self) -> dict[str, Any]:
        board_id = self.board_id

        created_at = self.created_at.isoformat()

        id = self.id

        links = self.links.to_dict()

        robots = self.robots.to_dict()

        rules = self.rules.to_dict()

        target = self.target.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board_id": board_id,
                "created_at": created_at,
                "id": id,
                "links": links,
                "robots": robots,
                "rules": rules,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.puzzle_links import PuzzleLinks  # noqa: PLC0415
        from ..models.puzzle_rules import PuzzleRules  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        board_id = d.pop("board_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        links = PuzzleLinks.from_dict(d.pop("links"))

        robots = Robots.from_dict(d.pop("robots"))

        rules = PuzzleRules.from_dict(d.pop("rules"))

        target = Goal.from_dict(d.pop("target"))

        listed_puzzle = cls(
            board_id=board_id,
            created_at=created_at,
            id=id,
            links=links,
            robots=robots,
            rules=rules,
            target=target,
        )

        return listed_puzzle
