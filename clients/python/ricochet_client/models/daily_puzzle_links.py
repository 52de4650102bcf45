from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DailyPuzzleLinks")


@_attrs_define
class DailyPuzzleLinks:
    """
    Attributes:
        attempts (str): Where to submit an attempt (`POST`).
        checks (str): Where to check a solution without scoring it.
        image (str): SVG picture.
        leaderboard (str): Its leaderboard.
        puzzle (str): The stored puzzle.
        puzzle_image (str): The stored puzzle's SVG picture.
        self_ (str): This puzzle of the day.
    """

    attempts: str
    checks: str
    image: str
    leaderboard: str
    puzzle: str
    puzzle_image: str
    self_: str

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        checks = self.checks

        image = self.image

        leaderboard = self.leaderboard

        puzzle = self.puzzle

        puzzle_image = self.puzzle_image

        self_ = self.self_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
                "checks": checks,
                "image": image,
                "leaderboard": leaderboard,
                "puzzle": puzzle,
                "puzzle_image": puzzle_image,
                "self": self_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        checks = d.pop("checks")

        image = d.pop("image")

        leaderboard = d.pop("leaderboard")

        puzzle = d.pop("puzzle")

        puzzle_image = d.pop("puzzle_image")

        self_ = d.pop("self")

        daily_puzzle_links = cls(
            attempts=attempts,
            checks=checks,
            image=image,
            leaderboard=leaderboard,
            puzzle=puzzle,
            puzzle_image=puzzle_image,
            self_=self_,
        )

        return daily_puzzle_links
