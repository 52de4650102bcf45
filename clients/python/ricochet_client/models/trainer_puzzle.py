from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.board_contract import BoardContract
    from ..models.goal import Goal
    from ..models.puzzle_links import PuzzleLinks
    from ..models.puzzle_rules import PuzzleRules
    from ..models.robots import Robots


T = TypeVar("T", bound="TrainerPuzzle")


@_attrs_define
class TrainerPuzzle:
    """
    Attributes:
        board (BoardContract):
        board_id (str): Its board's id.
        created_at (datetime.datetime): When it was first stored.
        id (str): The puzzle's id (from its canonical JSON). Example: p5m2x7kq4w3z9a1bc.
        links (PuzzleLinks):
        rating (float): The puzzle's Glicko-2 rating.
        rd (float): Its rating deviation.
        robots (Robots):
        rules (PuzzleRules):
        target (Goal):
        target_rating (float): The rating the choice aimed at (the player's + offset).
    """

    board: BoardContract
    board_id: str
    created_at: datetime.datetime
    id: str
    links: PuzzleLinks
    rating: float
    rd: float
    robots: Robots
    rules: PuzzleRules
    target: Goal
    target_rating: float

    def to_dict(self) -> dict[str, Any]:
        board = self.board.to_dict()

        board_id = self.board_id

        created_at = self.created_at.isoformat()

        id = self.id

        links = self.links.to_dict()

        rating = self.rating

        rd = self.rd

        robots = self.robots.to_dict()

        rules = self.rules.to_dict()

        target = self.target.to_dict()

        target_rating = self.target_rating

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "board_id": board_id,
                "created_at": created_at,
                "id": id,
                "links": links,
                "rating": rating,
                "rd": rd,
                "robots": robots,
                "rules": rules,
                "target": target,
                "target_rating": target_rating,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.board_contract import BoardContract  # noqa: PLC0415
        from ..models.goal import Goal  # noqa: PLC0415
        from ..models.puzzle_links import PuzzleLinks  # noqa: PLC0415
        from ..models.puzzle_rules import PuzzleRules  # noqa: PLC0415
        from ..models.robots import Robots  # noqa: PLC0415

        d = dict(src_dict)
        board = BoardContract.from_dict(d.pop("board"))

        board_id = d.pop("board_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        id = d.pop("id")

        links = PuzzleLinks.from_dict(d.pop("links"))

        rating = d.pop("rating")

        rd = d.pop("rd")

        robots = Robots.from_dict(d.pop("robots"))

        rules = PuzzleRules.from_dict(d.pop("rules"))

        target = Goal.from_dict(d.pop("target"))

        target_rating = d.pop("target_rating")

        trainer_puzzle = cls(
            board=board,
            board_id=board_id,
            created_at=created_at,
            id=id,
            links=links,
            rating=rating,
            rd=rd,
            robots=robots,
            rules=rules,
            target=target,
            target_rating=target_rating,
        )

        return trainer_puzzle
