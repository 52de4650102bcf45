from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FeedPuzzle")


@_attrs_define
class FeedPuzzle:
    """
    Attributes:
        daily_url (str): The tier's daily entry in the API.
        image_url (str): The tier's SVG picture.
        optimal_moves (int | None): The proven optimum once the day is over, else null.
        puzzle_id (str): The puzzle's id (`/v1/puzzles/{id}`).
        puzzle_url (str): The puzzle in the API.
        tier (str): `easy`, `medium` or `hard`.
    """

    daily_url: str
    image_url: str
    optimal_moves: int | None
    puzzle_id: str
    puzzle_url: str
    tier: str

    def to_dict(self) -> dict[str, Any]:
        daily_url = self.daily_url

        image_url = self.image_url

        optimal_moves: int | None
        optimal_moves = self.optimal_moves

        puzzle_id = self.puzzle_id

        puzzle_url = self.puzzle_url

        tier = self.tier

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "daily_url": daily_url,
                "image_url": image_url,
                "optimal_moves": optimal_moves,
                "puzzle_id": puzzle_id,
                "puzzle_url": puzzle_url,
                "tier": tier,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        daily_url = d.pop("daily_url")

        image_url = d.pop("image_url")

        def _parse_optimal_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        optimal_moves = _parse_optimal_moves(d.pop("optimal_moves"))

        puzzle_id = d.pop("puzzle_id")

        puzzle_url = d.pop("puzzle_url")

        tier = d.pop("tier")

        feed_puzzle = cls(
            daily_url=daily_url,
            image_url=image_url,
            optimal_moves=optimal_moves,
            puzzle_id=puzzle_id,
            puzzle_url=puzzle_url,
            tier=tier,
        )

        return feed_puzzle
